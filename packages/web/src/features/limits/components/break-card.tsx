import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { ClockIcon, LockIcon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { SwitchRow } from '../../../components/ui/switch-row';
import { useNow } from '../../../lib/use-now';
import { BREAK_MS, type BreakPeriod } from '@lootforge/core/limits';

const BREAKS: ReadonlyArray<{ period: Exclude<BreakPeriod, 'permanent'>; label: string; name: string; ms: number }> = [
  { period: '24h', label: '24 hours', name: '24-hour break', ms: BREAK_MS['24h'] },
  { period: '7d', label: '7 days', name: '7-day break', ms: BREAK_MS['7d'] },
  { period: '30d', label: '30 days', name: '30-day break', ms: BREAK_MS['30d'] },
];

const untilFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' });

/**
 * Breaks and self-exclusion. Both start at once and cannot be undone by the player, so each asks
 * to be confirmed; permanent exclusion also asks the player to tick that they understand.
 */
export function BreakCard({ busy, disabled, onTake }: { busy: BreakPeriod | null; disabled: boolean; onTake: (period: BreakPeriod, done: () => void) => void }) {
  const [asking, setAsking] = useState<BreakPeriod | null>(null);
  const [understood, setUnderstood] = useState(false);
  const now = useNow(30_000, asking !== null);
  const chosen = BREAKS.find((b) => b.period === asking);
  const close = () => {
    setAsking(null);
    setUnderstood(false);
  };

  return (
    <Card>
      <CardHeader title="Take a break" icon={<ClockIcon className="size-4 text-cool" />} />
      <div className="flex flex-col gap-5 p-4 sm:p-5">
        <p className="text-sm leading-6 text-fg-muted">
          Pause opening packs and battles. A break starts now and cannot be shortened. Your wallet, selling items and rewards keep working.
        </p>
        <div className="grid grid-cols-3 gap-2 sm:gap-3">
          {BREAKS.map((b) => (
            <Button key={b.period} variant="outline" size="lg" className="px-2" disabled={disabled} loading={busy === b.period} onClick={() => setAsking(b.period)}>
              {b.label}
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
          <Button variant="danger" disabled={disabled} loading={busy === 'permanent'} onClick={() => setAsking('permanent')} className="shrink-0">
            Exclude me
          </Button>
        </div>
      </div>

      <Modal
        open={asking !== null}
        onClose={close}
        title={asking === 'permanent' ? 'Exclude yourself permanently?' : `Take a ${chosen?.name ?? 'break'}?`}
        description={
          asking === 'permanent'
            ? 'Opening packs, creating and joining battles will be closed to you from now on. You cannot undo this yourself.'
            : 'Opening packs, creating and joining battles pause from now until the break ends. You cannot end it early.'
        }
        footer={
          <>
            <Button variant="ghost" onClick={close}>
              Cancel
            </Button>
            <Button
              variant={asking === 'permanent' ? 'danger' : 'primary'}
              disabled={asking === 'permanent' && !understood}
              loading={busy !== null}
              onClick={() => asking && onTake(asking, close)}
            >
              {asking === 'permanent' ? 'Exclude me permanently' : `Start ${chosen?.name ?? 'break'}`}
            </Button>
          </>
        }
      >
        {asking === 'permanent' ? (
          <SwitchRow checked={understood} onChange={setUnderstood} align="start">
            <span className="text-sm text-fg">I understand that only support can lift a permanent exclusion.</span>
          </SwitchRow>
        ) : chosen ? (
          <dl className="flex items-center justify-between gap-3 rounded-xl border border-line bg-ink-950/40 px-4 py-3">
            <dt className="text-sm text-fg-muted">Play opens again</dt>
            <dd className="text-sm font-semibold text-fg tabular-nums">{untilFormat.format(new Date(now + chosen.ms))} UTC</dd>
          </dl>
        ) : null}
      </Modal>
    </Card>
  );
}
