import { ButtonLink } from '../../../components/ui/button';
import { PlusIcon } from '../../../components/ui/icons';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { BattleBrowser } from '../components/battle-list';

/** /allbattle: every battle on the site as a full page, by tab (All, Open, Live, Finished), order and filters. */
export function AllBattlesPage() {
  return (
    <Page>
      <PageHeader
        title="All Battles"
        description="Every battle on LootForge: open ones you can join, live ones to watch, and finished ones to replay."
        actions={
          <ButtonLink to="/createbattle" variant="primary" icon={<PlusIcon className="size-4.5" />}>
            Create Battle
          </ButtonLink>
        }
      />
      <BattleBrowser
        emptyAction={
          <ButtonLink to="/createbattle" variant="secondary">
            Create a battle
          </ButtonLink>
        }
      />
    </Page>
  );
}
