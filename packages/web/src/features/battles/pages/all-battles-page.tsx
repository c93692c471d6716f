import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { SwordsIcon } from '../../../components/ui/icons';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';

/** /allbattle: every battle on the site, open, running and finished. */
export function AllBattlesPage() {
  return (
    <Page>
      <PageHeader title="All Battles" description="Every battle on LootForge: open ones you can join, and finished ones you can replay." />
      <Card>
        <EmptyState
          icon={<SwordsIcon />}
          title="No battles yet"
          description="When battles are created they are listed here, with filters for open and completed ones."
          action={
            <ButtonLink to="/createbattle" variant="secondary">
              Create a battle
            </ButtonLink>
          }
        />
      </Card>
    </Page>
  );
}
