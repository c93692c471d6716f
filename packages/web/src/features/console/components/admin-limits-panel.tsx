import { useId, useState, type FormEvent } from 'react';
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
import { formatUtcShort, LIMIT_LOOKS } from '../../limits/api';
import { useAdminLimits, useLiftExclusion } from '../requests/admin-limits';

/**
 * A player's responsible-play settings for an admin (DESIGN §16, §17): each wager limit with
 * what was wagered against it and any pending change, a running break, and a permanent
 * self-exclusion, which the admin can lift with a reason that goes to the audit log. Give it a
 * user id; it loads and saves on its own.
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
          <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3">
            {LIMIT_LOOKS.map((look) => {
              const limit = data?.[look.period];
              return (
                <div key={look.period} className="rounded-xl border border-line bg-ink-950/40 px-3 py-2.5">
                  <dt className="text-xs text-fg-subtle">{look.title}</dt>
                  <dd className="mt-0.5 text-sm font-bold text-fg">
                    {!limit ? <Skeleton className="h-5 w-20" /> : limit.limitCents === null ? 'None' : <Money cents={limit.limitCents} />}
                  </dd>
                  {limit ? (
                    <dd className="mt-0.5 text-xs text-fg-muted">
                      {look.wagered}: <Money cents={limit.wageredCents} />
                    </dd>
                  ) : null}
                  {limit?.pending ? (
                    <dd className="mt-0.5 text-xs text-accent">
                      → {limit.pending.limitCents === null ? 'none' : formatCents(limit.pending.limitCents)} from {formatUtcShort(limit.pending.appliesAt)}
                    </dd>
                  ) : null}
                </div>
              );
            })}
          </dl>
          {data?.breakUntil ? <p className="text-sm text-fg-muted">On a break until {formatUtcShort(data.breakUntil)}. A break ends by itself.</p> : null}
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
