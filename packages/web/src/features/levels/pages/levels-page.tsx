import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { toast } from '../../../components/ui/toast';
import { ApiError, errorMessage } from '../../../lib/api';
import { SUBSCRIBED, readAgain, useTopic } from '../../../lib/realtime';
import { useNow } from '../../../lib/use-now';
import { claimKey, levelsQueryKey, type ClaimAnswer, type Claimable, type TierPack } from '../api';
import { ClaimReveal } from '../components/claim-reveal';
import { claimTitle, FreeCases } from '../components/free-cases';
import { LevelHero } from '../components/level-hero';
import { TierTables } from '../components/tier-tables';
import { useClaimCase } from '../requests/claim-case';
import { useLevels } from '../requests/get-levels';

type Reveal = { answer: ClaimAnswer; pack: TierPack | null; title: string };

/**
 * /levels (DESIGN §21): the player's level and the bar to the next, the free cases waiting (one
 * per level reached, and the daily case from level 2) with Claim, and every tier's case table. A
 * claim rolls on the server; the reel here only shows what it drew.
 */
export function LevelsPage() {
  const levels = useLevels();
  const claim = useClaimCase();
  const queryClient = useQueryClient();
  const now = useNow();
  const [reveal, setReveal] = useState<Reveal | null>(null);

  // Every stake adds XP: a balance event follows each.
  useTopic('user', (event) => {
    if (event === 'balance') void queryClient.invalidateQueries({ queryKey: levelsQueryKey });
    if (event === SUBSCRIBED) void readAgain(queryClient, levelsQueryKey);
  });

  function onClaim(claimable: Claimable) {
    const pack = levels.data?.tiers.find((tier) => tier.pack?.id === claimable.packId)?.pack ?? null;
    claim.mutate(claimable.kind === 'daily' ? { kind: 'daily' } : { kind: 'level', level: claimable.level }, {
      onSuccess: (answer) => setReveal({ answer, pack, title: claimTitle(answer.claim) }),
      onError: (error) => {
        // Claimed already, or not due yet: the page reads the levels again and the case goes.
        if (error instanceof ApiError && error.status === 409) toast.info(error.message);
        else toast.error(errorMessage(error));
      },
    });
  }

  const claiming = claim.isPending && claim.variables ? claimKey(claim.variables) : null;
  return (
    <Page>
      <PageHeader title="Levels" description="Every cent you wager is one XP. Each level you reach gives you a free case, and from level 2 a free case every day." />
      {levels.isError ? (
        <Card>
          <LoadError title="We could not load your level" description={levels.error.message} query={levels} />
        </Card>
      ) : (
        <>
          <LevelHero levels={levels.data} />
          {reveal ? (
            <Card className="p-3 sm:p-5">
              <ClaimReveal key={reveal.answer.opens[0]!.openId} answer={reveal.answer} pack={reveal.pack} title={reveal.title} onDone={() => setReveal(null)} />
            </Card>
          ) : null}
          <FreeCases levels={levels.data} now={now} claiming={claiming} onClaim={onClaim} />
          {levels.data ? <TierTables tiers={levels.data.tiers} level={levels.data.level} /> : null}
        </>
      )}
    </Page>
  );
}
