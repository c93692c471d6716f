import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { ShieldIcon } from '../../../components/ui/icons';
import { Field, Textarea } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { Money } from '../../../components/ui/money';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { formatCents } from '@lootforge/core/money';
import { formatMinutes } from '@lootforge/core/limits';
import { formatNet, formatUtcShort, KIND_LOOKS, periodAmount, PERIOD_LOOKS, type PeriodAmount } from '../../limits/api';
import { useAdminLimits, useLiftExclusion } from '../requests/admin-limits';

/** One figure of the panel: a label over what the children say (each a <dd>). */
function Tile({ label, loading, children }: { label: string; loading: boolean; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-line bg-ink-950/40 px-3 py-2.5">
      <dt className="text-xs text-fg-subtle">{label}</dt>
      {loading ? (
        <dd>
          <Skeleton className="mt-1 h-5 w-20" />
        </dd>
      ) : (
        children
      )}
    </div>
  );
}

/** A money limit: the limit in force, what the period used of it, and a pending change. */
function MoneyLimitFigures({ limit, used }: { limit: PeriodAmount; used: string }) {
  return (
    <>
      <dd className="mt-0.5 text-sm font-bold text-fg">{limit.limitCents === null ? 'None' : <Money cents={limit.limitCents} />}</dd>
      <dd className="mt-0.5 text-xs text-fg-muted">
        {used}: <Money cents={limit.usedCents} />
      </dd>
      {limit.pending ? (
        <dd className="mt-0.5 text-xs text-accent">
          → {limit.pending.limitCents === null ? 'none' : formatCents(limit.pending.limitCents)} from {formatUtcShort(limit.pending.appliesAt)}
        </dd>
      ) : null}
    </>
  );
}

/**
 * A player's responsible-play settings for an admin (DESIGN §16, §16b, §17): each wager, deposit
 * and loss limit with what the period used of it and any pending change, the daily play time, the
 * reality-check interval and session, a running break, and a self-exclusion, which the admin can
 * lift with a reason that goes to the audit log. Give it a user id; it loads and saves on its own.
 */
export function AdminLimitsPanel({ userId }: { userId: string }) {
  const limits = useAdminLimits(userId);
  const lift = useLiftExclusion(userId);
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const data = limits.data?.limits;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim().length < 3) {
      setError('Please give a reason (at least 3 characters).');
      return;
    }
    setError(null);
    lift.mutate(reason.trim(), {
      onSuccess: () => {
        toast.success('Self-exclusion lifted. The change is in the audit log.');
        setReason('');
      },
      onError: (failure) => toast.error(errorMessage(failure)),
    });
  }

  return (
    <Card data-testid="admin-limits-panel">
      <CardHeader
        title="Responsible play"
        icon={<ShieldIcon className="size-4 text-cool" />}
        extra={data ? data.excludedAt ? <Badge tone="danger">Self-excluded</Badge> : data.breakUntil ? <Badge tone="accent">On a break</Badge> : <Badge tone="success">Can play</Badge> : null}
      />
      {limits.isError ? (
        <LoadError compact title="Could not load this player's limits" description={limits.error.message} query={limits} />
      ) : (
        <div className="flex flex-col gap-4 p-4 sm:p-5">
          {KIND_LOOKS.map((kind) => (
            <div key={kind.kind}>
              <h3 className="mb-2 text-xs font-semibold tracking-[0.16em] text-fg-subtle uppercase">{kind.title}</h3>
              <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3" data-testid={`admin-${kind.kind}-limits`}>
                {PERIOD_LOOKS.map((look) => (
                  <Tile key={look.period} label={look.name} loading={!data}>
                    {data ? <MoneyLimitFigures limit={periodAmount(data, kind.kind, look.period)} used={`${kind.used} ${look.span}`} /> : null}
                  </Tile>
                ))}
              </dl>
            </div>
          ))}
          <div>
            <h3 className="mb-2 text-xs font-semibold tracking-[0.16em] text-fg-subtle uppercase">Play time, reality check, breaks</h3>
            <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3">
              <Tile label="Daily play time" loading={!data}>
                {data ? (
                  <>
                    <dd className="mt-0.5 text-sm font-bold text-fg">{data.playTime.limitMinutes === null ? 'None' : formatMinutes(data.playTime.limitMinutes)}</dd>
                    <dd className="mt-0.5 text-xs text-fg-muted">Played today: {formatMinutes(data.playTime.playedMinutes)}</dd>
                    {data.playTime.pending ? (
                      <dd className="mt-0.5 text-xs text-accent">
                        → {data.playTime.pending.limitMinutes === null ? 'none' : formatMinutes(data.playTime.pending.limitMinutes)} from {formatUtcShort(data.playTime.pending.appliesAt)}
                      </dd>
                    ) : null}
                  </>
                ) : null}
              </Tile>
              <Tile label="Reality check" loading={!data}>
                {data ? (
                  <>
                    <dd className="mt-0.5 text-sm font-bold text-fg">Every {formatMinutes(data.realityCheck.intervalMinutes)}</dd>
                    {data.realityCheck.session ? (
                      <dd className="mt-0.5 text-xs text-fg-muted">
                        This session: {formatMinutes(data.realityCheck.session.playedMinutes)}, {formatNet(data.realityCheck.session.netCents)}
                        {data.realityCheck.session.due ? <span className="font-semibold text-accent"> · check due</span> : null}
                      </dd>
                    ) : (
                      <dd className="mt-0.5 text-xs text-fg-muted">No session yet</dd>
                    )}
                    {data.realityCheck.pending ? (
                      <dd className="mt-0.5 text-xs text-accent">
                        → every {formatMinutes(data.realityCheck.pending.intervalMinutes)} from {formatUtcShort(data.realityCheck.pending.appliesAt)}
                      </dd>
                    ) : null}
                  </>
                ) : null}
              </Tile>
              <Tile label="Break and self-exclusion" loading={!data}>
                {data ? (
                  <>
                    <dd className="mt-0.5 text-sm font-bold text-fg">{data.excludedAt ? 'Excluded from play' : data.breakUntil ? 'Break running' : 'None'}</dd>
                    {data.breakUntil ? <dd className="mt-0.5 text-xs text-fg-muted">Break until {formatUtcShort(data.breakUntil)}; it ends by itself.</dd> : null}
                    {data.excludedAt ? (
                      <dd className="mt-0.5 text-xs text-fg-muted">{data.excludedUntil ? `Until ${formatUtcShort(data.excludedUntil)}` : 'Permanent'}</dd>
                    ) : null}
                  </>
                ) : null}
              </Tile>
            </dl>
          </div>
          {data?.excludedAt ? (
            <form onSubmit={submit} className="flex flex-col gap-3 rounded-xl border border-danger/30 bg-danger/6 p-4" noValidate>
              <p className="text-sm text-fg">
                {data.excludedUntil ? (
                  <>
                    Excluded themself on <span className="font-semibold">{formatUtcShort(data.excludedAt)}</span> until{' '}
                    <span className="font-semibold">{formatUtcShort(data.excludedUntil)}</span>; it ends by itself.
                  </>
                ) : (
                  <>
                    Excluded themself permanently on <span className="font-semibold">{formatUtcShort(data.excludedAt)}</span>.
                  </>
                )}
              </p>
              <Field label="Reason for lifting" htmlFor={reasonId} error={error} hint="Written to the audit log with your name.">
                <Textarea
                  id={reasonId}
                  value={reason}
                  maxLength={500}
                  onChange={(event) => setReason(event.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${reasonId}-error` : `${reasonId}-hint`}
                />
              </Field>
              <Button type="submit" variant="danger" loading={lift.isPending} className="self-start">
                Lift self-exclusion
              </Button>
            </form>
          ) : null}
        </div>
      )}
    </Card>
  );
}
