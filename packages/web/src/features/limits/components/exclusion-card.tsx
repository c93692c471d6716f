import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { CheckCircleIcon, LockIcon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { SwitchRow } from '../../../components/ui/switch-row';
import { useNow } from '../../../lib/use-now';
import { EXCLUSIONS, formatUtc, type BreakPeriod, type Exclusion } from '@lootforge/core/limits';
import { exclusionSpan, lengthens, PERIOD_WORDS, periodEndMs, type RunningPause } from '../step-away';

const TIMED = EXCLUSIONS.filter((period) => period !== 'permanent');

/** What a self-exclusion closes and what it leaves open (DESIGN §16b), as the confirmation lists them. */
const CLOSES = ['Opening packs, creating and joining battles', 'Deposits', 'Tips, rain, chat, promo codes and free cases', 'Promotions (hidden from you)'];
const STAYS_OPEN = ['Withdrawals', 'Shipping the items you hold', 'Signing in, your wallet and selling items'];

/** Why some exclusions are not offered while one runs. */
function heldBack(running: RunningPause): string | null {
  if (!running.excluded) return null;
  return running.excludedUntilMs === null
    ? 'You have excluded yourself permanently: nothing here can lengthen it.'
    : `Your self-exclusion runs until ${formatUtc(running.excludedUntilMs)}: only a longer one can be chosen.`;
}

function ListOf({ title, items, tone }: { title: string; items: readonly string[]; tone: 'danger' | 'success' }) {
  const Icon = tone === 'danger' ? LockIcon : CheckCircleIcon;
  return (
    <div className={tone === 'danger' ? 'rounded-xl border border-danger/30 bg-danger/6 p-3.5' : 'rounded-xl border border-success/30 bg-success/6 p-3.5'}>
      <p className={tone === 'danger' ? 'text-[11px] font-semibold tracking-[0.16em] text-danger uppercase' : 'text-[11px] font-semibold tracking-[0.16em] text-success uppercase'}>{title}</p>
      <ul className="mt-2 flex flex-col gap-1.5">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-2 text-sm leading-5 text-fg">
            <Icon className={tone === 'danger' ? 'mt-0.5 size-3.5 shrink-0 text-danger' : 'mt-0.5 size-3.5 shrink-0 text-success'} />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Self-exclusion for 6 months, 1 year, 5 years or permanently (DESIGN §16b). It closes play and
 * deposits (and tips, rain, chat, promo codes and free cases) and hides promotions; withdrawals and
 * shipping stay open. It cannot be shortened, so the confirmation spells all that out and asks the
 * player to tick that they understand. While one runs, only a longer one is offered.
 */
export function ExclusionCard({
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
  const [asking, setAsking] = useState<Exclusion | null>(null);
  const [understood, setUnderstood] = useState(false);
  const dialogNow = useNow(30_000, asking !== null);
  const offered = (period: Exclusion) => Boolean(running) && lengthens(period, running!, now);
  const note = running ? heldBack(running) : null;
  const end = asking ? periodEndMs(asking, dialogNow) : null;
  const close = () => {
    setAsking(null);
    setUnderstood(false);
  };

  return (
    <Card className="flex h-full flex-col">
      <CardHeader title="Self-exclusion" icon={<LockIcon className="size-4 text-danger" />} />
      <div className="flex flex-1 flex-col gap-5 p-4 sm:p-5">
        <p className="text-sm leading-6 text-fg-muted">
          Step away for longer. Play and deposits close, and so do tips, rain, chat, promo codes and free cases; promotions are hidden. It starts now and cannot be shortened. Withdrawals and shipping stay open.
        </p>
        <div className="grid grid-cols-3 gap-2 sm:gap-3">
          {TIMED.map((period) => (
            <Button key={period} variant="outline" size="lg" className="px-2" disabled={!offered(period)} loading={busy === period} onClick={() => setAsking(period)}>
              {PERIOD_WORDS[period].label}
            </Button>
          ))}
        </div>
        <div className="flex flex-col gap-3 rounded-xl border border-danger/30 bg-danger/6 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-3">
            <LockIcon className="mt-0.5 size-4.5 shrink-0 text-danger" />
            <div>
              <p className="text-sm font-semibold text-fg">Exclude me permanently</p>
              <p className="text-xs leading-5 text-fg-muted">Closes paid play for good. Only our support team can lift it.</p>
            </div>
          </div>
          <Button variant="danger" disabled={!offered('permanent')} loading={busy === 'permanent'} onClick={() => setAsking('permanent')} className="shrink-0">
            Exclude me
          </Button>
        </div>
        {note ? (
          <p className="text-xs leading-5 text-fg-subtle" data-testid="exclusion-held-back">
            {note}
          </p>
        ) : null}
      </div>

      <Modal
        open={asking !== null}
        onClose={close}
        title={asking ? `Exclude yourself ${exclusionSpan(asking)}?` : 'Exclude yourself?'}
        description={
          asking === 'permanent'
            ? 'It starts now and never ends by itself. You cannot undo it; only our support team can lift it.'
            : 'It starts now and cannot be shortened: it ends by itself on the date below.'
        }
        footer={
          // On a phone the two buttons stack, the one that acts on top, rather than wrap unevenly.
          <div className="flex w-full flex-col-reverse gap-2 sm:w-auto sm:flex-row">
            <Button variant="ghost" onClick={close}>
              Cancel
            </Button>
            <Button variant="danger" disabled={!understood} loading={busy !== null} onClick={() => asking && onTake(asking, close)}>
              {asking ? `Exclude me ${exclusionSpan(asking)}` : 'Exclude me'}
            </Button>
          </div>
        }
      >
        <div className="flex flex-col gap-4">
          <dl className="flex items-center justify-between gap-3 rounded-xl border border-line bg-ink-950/40 px-4 py-3">
            <dt className="text-sm text-fg-muted">Ends</dt>
            <dd className="text-right text-sm font-semibold text-fg tabular-nums" data-testid="exclusion-ends">
              {end === null ? 'Never' : formatUtc(end)}
            </dd>
          </dl>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <ListOf title="Closed to you" items={CLOSES} tone="danger" />
            <ListOf title="Stays open" items={STAYS_OPEN} tone="success" />
          </div>
          <SwitchRow checked={understood} onChange={setUnderstood} align="start">
            <span className="text-sm text-fg">
              {asking === 'permanent' ? 'I understand that only support can lift a permanent exclusion.' : `I understand that this ${asking ? PERIOD_WORDS[asking].name : 'self-exclusion'} cannot be shortened.`}
            </span>
          </SwitchRow>
        </div>
      </Modal>
    </Card>
  );
}
