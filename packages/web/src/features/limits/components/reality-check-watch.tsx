import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { onRealityCheckAsked } from '../../../lib/reality-check-signal';
import { useMe } from '../../../lib/session';
import { useSpinsSettled } from '../../../lib/spin-signal';
import { REALITY_CHECK_MESSAGE } from '@lootforge/core/limits';
import type { RealityCheck } from '../api';
import { usePlayActivity } from '../play-activity';
import { readRealityCheck, reportActivity } from '../requests/reality-check';

// Only a player whose check is due downloads the dialog.
const RealityCheckDialog = lazy(() => import('./reality-check-dialog').then((m) => ({ default: m.RealityCheckDialog })));

/** How long after the last reel lands before the dialog covers the page. */
const AFTER_SPIN_MS = 1_200;

/**
 * Mounted once in the layout for every page (DESIGN §16b): reports play for a signed-in player
 * (play-activity.ts) and shows the reality check when the server says one is due, or when a stake
 * was refused for one (lib/reality-check-signal.ts). It never covers a spinning reel: the dialog
 * waits until every reel on the page has landed.
 */
export function RealityCheckWatch() {
  const { data: me } = useMe();
  const userId = me?.profileComplete ? me.id : null;
  // Whose check it is: a sign-out, or another player signing in, leaves nothing behind.
  const [check, setCheck] = useState<{ userId: string; realityCheck: RealityCheck } | null>(null);
  // Bumped by each acknowledgement: an activity answer sent before it is out of date when it lands.
  const answeredRef = useRef(0);
  const settled = useSpinsSettled(AFTER_SPIN_MS);

  usePlayActivity(userId !== null, () => {
    if (!userId) return;
    const answered = answeredRef.current;
    reportActivity().then(
      ({ realityCheck }) => {
        if (answeredRef.current === answered) setCheck({ userId, realityCheck });
      },
      // A missed report is only a minute not counted; the server refuses stakes on its own count.
      () => undefined,
    );
  });

  useEffect(() => {
    if (!userId) return;
    return onRealityCheckAsked(() => {
      readRealityCheck().then(
        ({ realityCheck }) => setCheck({ userId, realityCheck }),
        () => toast.error(REALITY_CHECK_MESSAGE),
      );
    });
  }, [userId]);

  const session = check && check.userId === userId ? check.realityCheck.session : null;
  if (!session?.due) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckDialog
        session={session}
        open={settled}
        onAnswered={(realityCheck) => {
          answeredRef.current += 1;
          if (userId) setCheck({ userId, realityCheck });
        }}
      />
    </Suspense>
  );
}
