import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { CreateBattleForm } from '../components/create-battle-form';

/** /createbattle: players, mode and the packs for each round; the entry is the sum of the packs. */
export function CreateBattlePage() {
  return (
    <Page>
      <PageHeader
        title="Create Battle"
        description="Choose how many players, the mode, and a pack for each round. You pay the entry and take the first seat."
      />
      <CreateBattleForm variant="page" />
    </Page>
  );
}
