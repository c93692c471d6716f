import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { ClockIcon, InfoIcon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { useNow } from '../../../lib/use-now';
import { TIMED_BREAKS, type BreakPeriod, type TimedBreak } from '@lootforge/core/limits';
import { formatUtcShort } from '../api';
import { lengthens, PERIOD_WORDS, periodEndMs, type RunningPause } from '../step-away';

const untilFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' });

/** Why some breaks are not offered, when something running already lasts longer. */
function heldBack(running: RunningPause, now: number): string | null {
  if (running.excluded) {
    if (running.excludedUntilMs === null) return 'Your permanent self-exclusion already keeps play closed.';
    return TIMED_BREAKS.some((period) => lengthens(period, running, now)) ? 'Only a break that ends after your self-exclusion can be taken.' : 'Your self-exclusion runs longer than any break.';
  }
  return running.breakUntilMs !== null ? `Your break runs until ${formatUtcShort(new Date(running.breakUntilMs).toISOString())}: only a longer one can be taken.` : null;
}

/**
 * Breaks of 24 hours to 6 weeks (DESIGN §16b). One starts at once and cannot be shortened, so each
 * asks to be confirmed, showing when play opens again; a break that would end before what already
 * runs (a longer break, a self-exclusion) is not offered, since the server would change nothing.
 * `running` is null until the page knows the player's state.
 */
export function BreakCard({
  running,
  now,
  busy,
  onTake,
}: {
  running: RunningPause | null;
  now: number;
  busy: BreakPeriod | null;
  onTake: (period: BreakPeriod, done: () => void) => void;
}) {
  const [asking, setAsking] = useState<TimedBreak | null>(null);
  const dialogNow = useNow(30_000, asking !== null);
  const close = () => setAsking(null);
  const note = running ? heldBack(running, now) : null;
  const end = asking ? periodEndMs(asking, dialogNow) : null;

  return (
    <Card className="flex h-full flex-col">
      <CardHeader title="Take a break" icon={<ClockIcon className="size-4 text-cool" />} />
      <div className="flex flex-1 flex-col gap-5 p-4 sm:p-5">
        <p className="text-sm leading-6 text-fg-muted">
          Pause opening packs, battles and deposits. A break starts now and cannot be shortened. Withdrawals, your wallet, selling items and rewards keep working.
        </p>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
          {TIMED_BREAKS.map((period) => (
            <Button
              key={period}
              variant="outline"
              size="lg"
              className="px-2"
              disabled={!running || !lengthens(period, running, now)}
              loading={busy === period}
              onClick={() => setAsking(period)}
            >
              {PERIOD_WORDS[period].label}
            </Button>
          ))}
        </div>
        {note ? (
          <p className="text-xs leading-5 text-fg-subtle" data-testid="break-held-back">
            {note}
          </p>
        ) : null}
        {running?.excluded ? null : (
          <div className="mt-auto flex items-start gap-3 rounded-xl border border-line bg-ink-950/40 p-4">
            <InfoIcon className="mt-0.5 size-4.5 shrink-0 text-cool" />
            <div>
              <p className="text-sm font-semibold text-fg">Need longer than 6 weeks?</p>
              <p className="text-xs leading-5 text-fg-muted">A self-exclusion closes play and deposits for 6 months, 1 year, 5 years or for good.</p>
            </div>
          </div>
        )}
      </div>

      <Modal
        open={asking !== null}
        onClose={close}
        title={`Take a ${asking ? PERIOD_WORDS[asking].name : 'break'}?`}
        description="Opening packs, creating and joining battles and deposits pause from now until the break ends. You cannot end it early."
        footer={
          <>
            <Button variant="ghost" onClick={close}>
              Cancel
            </Button>
            <Button loading={busy !== null} onClick={() => asking && onTake(asking, close)}>
              {`Start ${asking ? PERIOD_WORDS[asking].name : 'break'}`}
            </Button>
          </>
        }
      >
        {end !== null ? (
          <dl className="flex items-center justify-between gap-3 rounded-xl border border-line bg-ink-950/40 px-4 py-3">
            <dt className="text-sm text-fg-muted">Play opens again</dt>
            <dd className="text-sm font-semibold text-fg tabular-nums">{untilFormat.format(new Date(end))} UTC</dd>
          </dl>
        ) : null}
      </Modal>
    </Card>
  );
}
