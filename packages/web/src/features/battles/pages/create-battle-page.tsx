import { useSearchParams } from 'react-router';
import { Notice } from '../../../components/ui/notice';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { similarDraft } from '../battle-draft';
import { CreateBattleForm } from '../components/create-battle-form';
import { useBattle } from '../requests/get-battle';

/**
 * /createbattle: players, mode and the packs for each round; the entry is the sum of the packs.
 * `?similar={battleId}` starts from that battle's set-up ("Create similar" on a finished row).
 */
export function CreateBattlePage() {
  const [params] = useSearchParams();
  const similarId = params.get('similar');
  return (
    <Page>
      <PageHeader
        title="Create Battle"
        description="Choose how many players, the mode, and a pack for each round. You pay the entry and take the first seat."
      />
      {similarId ? <SimilarForm battleId={similarId} /> : <CreateBattleForm variant="page" />}
    </Page>
  );
}

function SimilarForm({ battleId }: { battleId: string }) {
  const battle = useBattle(battleId);
  if (battle.isPending) return <Skeleton className="h-96 w-full rounded-card" />;
  if (!battle.data) {
    return (
      <div className="flex flex-col gap-5">
        <Notice title="That battle could not be copied">It may be private or no longer exist. Set up a new one below.</Notice>
        <CreateBattleForm variant="page" />
      </div>
    );
  }
  return <CreateBattleForm key={battleId} variant="page" initial={similarDraft(battle.data.battle)} />;
}
