import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { ClockIcon, LogoutIcon, PauseIcon, PlayIcon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { useLogout } from '../../../lib/session';
import { formatMinutes } from '@lootforge/core/limits';
import { formatNet, formatUtcShort, limitsQueryKey, type RealityCheck } from '../api';
import { acknowledgeRealityCheck } from '../requests/reality-check';

type Session = NonNullable<RealityCheck['session']>;

/**
 * The reality check (DESIGN §16b): the time played since sign-in and what it came to, and three
 * ways on: Keep playing (acknowledges it; stakes open again), Take a break (acknowledges it, then
 * /limits) and Sign out. It has no close button and Esc does nothing: stakes stay refused until
 * the player answers, so the dialog asks for that answer.
 */
export function RealityCheckDialog({ session, open, onAnswered }: { session: Session; open: boolean; onAnswered: (check: RealityCheck) => void }) {
  const navigate = useNavigate();
  const logout = useLogout();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'keep' | 'break' | null>(null);
  const net = session.netCents;

  async function acknowledge(choice: 'keep' | 'break') {
    setBusy(choice);
    try {
      const { realityCheck } = await acknowledgeRealityCheck();
      void queryClient.invalidateQueries({ queryKey: limitsQueryKey });
      onAnswered(realityCheck);
      if (choice === 'break') await navigate('/limits');
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Modal open={open} onClose={() => undefined} dismissible={false} size="sm" title="Reality check" description="A moment to look at your play since you signed in.">
      <div className="flex flex-col gap-4" data-testid="reality-check">
        <dl className="grid grid-cols-2 gap-2">
          <div className="rounded-xl border border-line bg-ink-950/40 px-3.5 py-3">
            <dt className="flex items-center gap-1.5 text-xs text-fg-subtle">
              <ClockIcon className="size-3.5" /> Time played
            </dt>
            <dd className="mt-1 text-xl font-extrabold text-fg tabular-nums" data-testid="reality-check-played">
              {formatMinutes(session.playedMinutes)}
            </dd>
          </div>
          <div className="rounded-xl border border-line bg-ink-950/40 px-3.5 py-3">
            <dt className="text-xs text-fg-subtle">Net result</dt>
            <dd className={cn('mt-1 text-xl font-extrabold tabular-nums', net > 0 ? 'text-success' : net < 0 ? 'text-danger' : 'text-fg')} data-testid="reality-check-net">
              {formatNet(net)}
            </dd>
          </div>
        </dl>
        <p className="text-sm leading-6 text-fg-muted">
          Since you signed in on {formatUtcShort(session.startedAt)}. The net result is what you won back less what you staked. New stakes wait until you choose.
        </p>
        <div className="flex flex-col gap-2">
          <Button variant="secondary" size="lg" loading={busy === 'keep'} disabled={busy !== null || logout.isPending} onClick={() => void acknowledge('keep')}>
            {busy === 'keep' ? null : <PlayIcon className="size-4.5" />}
            Keep playing
          </Button>
          <Button variant="outline" size="lg" loading={busy === 'break'} disabled={busy !== null || logout.isPending} onClick={() => void acknowledge('break')}>
            {busy === 'break' ? null : <PauseIcon className="size-4.5" />}
            Take a break
          </Button>
          <Button variant="ghost" size="lg" loading={logout.isPending} disabled={busy !== null} onClick={() => logout.mutate()}>
            {logout.isPending ? null : <LogoutIcon className="size-4.5" />}
            Sign out
          </Button>
        </div>
      </div>
    </Modal>
  );
}
