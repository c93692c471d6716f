import { useId, useState, type FormEvent } from 'react';
import { parseDollars } from '@lootforge/core/money';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { DollarInput, Field } from '../../../components/ui/input';
import { Money } from '../../../components/ui/money';
import { ShieldIcon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast';
import { readableError } from '../../../lib/readable-error';
import { useAdminTransparency, usePublishTree, useRecomputeReturns } from '../requests/transparency';

const when = (at: string) => new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';

/**
 * The operator's side of /transparency (DESIGN §23): the latest liability tree against the
 * reserves declared, a form to declare reserves and publish a tree now, and the returns recomputed
 * on request. Each is audited.
 */
export function TransparencyPanel() {
  const id = useId();
  const figures = useAdminTransparency();
  const publish = usePublishTree();
  const recompute = useRecomputeReturns();
  const [reserves, setReserves] = useState('');
  const [error, setError] = useState<string | null>(null);
  const latest = figures.data?.liabilities[0];

  function onPublish(event: FormEvent) {
    event.preventDefault();
    const text = reserves.trim();
    const cents = text === '' ? undefined : parseDollars(text);
    if (cents === null) return setError('Enter the reserves in dollars, e.g. 250000.00, or leave it empty to keep the last declared.');
    setError(null);
    publish.mutate(cents, {
      onSuccess: ({ tree }) => {
        setReserves('');
        toast.success(`Published liability tree #${tree.id}.`);
      },
      onError: (failure) => setError(readableError(failure)),
    });
  }

  return (
    <Card>
      <CardHeader title="Transparency" icon={<ShieldIcon className="size-4 text-cool" />} />
      <div className="grid gap-4 p-4 sm:p-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <dl className="grid grid-cols-2 gap-3 text-sm" aria-label="Latest liability tree">
          <div>
            <dt className="text-[11px] font-semibold tracking-wider text-fg-subtle uppercase">Latest tree</dt>
            <dd className="mt-1 font-semibold text-fg">{latest ? `#${latest.id} · ${when(latest.asOf)}` : 'None yet'}</dd>
          </div>
          <div>
            <dt className="text-[11px] font-semibold tracking-wider text-fg-subtle uppercase">Owed to players</dt>
            <dd className="mt-1 font-extrabold tabular-nums">{latest ? <Money cents={latest.totalCents} /> : '—'}</dd>
          </div>
          <div>
            <dt className="text-[11px] font-semibold tracking-wider text-fg-subtle uppercase">Reserves declared</dt>
            <dd className="mt-1 font-extrabold tabular-nums" data-reserves={latest?.reservesCents ?? ''}>
              {latest?.reservesCents == null ? '—' : <Money cents={latest.reservesCents} />}
            </dd>
          </div>
          <div>
            <dt className="text-[11px] font-semibold tracking-wider text-fg-subtle uppercase">Returns computed</dt>
            <dd className="mt-1 font-semibold text-fg">{figures.data?.returnsComputedAt ? when(figures.data.returnsComputedAt) : 'Not yet'}</dd>
          </div>
        </dl>
        <div className="flex flex-col gap-3">
          <form onSubmit={onPublish} noValidate aria-label="Publish a liability tree" className="flex flex-col gap-2">
            <Field label="Reserves (optional)" htmlFor={`${id}-reserves`} hint="What the operator holds for players. Empty keeps the last declared." error={error}>
              <DollarInput
                id={`${id}-reserves`}
                value={reserves}
                placeholder="250000.00"
                onChange={(event) => setReserves(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-reserves-error` : `${id}-reserves-hint`}
              />
            </Field>
            <Button type="submit" variant="secondary" loading={publish.isPending} className="self-start">
              Publish a tree now
            </Button>
          </form>
          <Button
            variant="outline"
            className="self-start"
            loading={recompute.isPending}
            onClick={() =>
              recompute.mutate(undefined, {
                onSuccess: () => toast.success('Returns recomputed.'),
                onError: (failure) => toast.error(readableError(failure)),
              })
            }
          >
            Recompute returns now
          </Button>
        </div>
      </div>
    </Card>
  );
}
