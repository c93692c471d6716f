import { useId, useState, type FormEvent } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { AlertIcon, CheckCircleIcon, ClockIcon } from '../../../components/ui/icons';
import { Input } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { Money } from '../../../components/ui/money';
import { Skeleton } from '../../../components/ui/skeleton';
import { TableHead } from '../../../components/ui/table-head';
import { TableScroll } from '../../../components/ui/table-scroll';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { readableError } from '../../../lib/readable-error';
import { MISMATCH_LABELS, mismatchDifferenceCents } from '../cashier-console';
import { useReconciliation } from '../requests/get-reconciliation';
import { useRunReconciliation } from '../requests/run-reconciliation';
import { whenUtc } from './cashier-parts';

/**
 * The daily reconciliation (DESIGN §19): the provider's settled list for a UTC day against our
 * completed deposits and withdrawals, every mismatch listed; Run now compares the day again.
 */
export function CashierReconciliation({ date, onDate, today }: { date: string; onDate: (date: string) => void; today: string }) {
  const id = useId();
  const [draft, setDraft] = useState(date);
  const report = useReconciliation(date);
  const run = useRunReconciliation();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (/^\d{4}-\d{2}-\d{2}$/.test(draft)) onDate(draft);
  }

  function onRun() {
    run.mutate(date, {
      onSuccess: (answer) =>
        toast.success(answer.mismatches.length === 0 ? `${answer.date} reconciled: everything matches.` : `${answer.date} reconciled: ${answer.mismatches.length} ${answer.mismatches.length === 1 ? 'mismatch' : 'mismatches'}.`),
      onError: (error) => toast.error(readableError(error)),
    });
  }

  const data = report.data;
  return (
    <Card className="overflow-hidden">
      <form onSubmit={onSubmit} aria-label="Day to reconcile" className="flex flex-wrap items-center gap-x-4 gap-y-3 border-b border-line px-4 py-3 sm:px-5">
        <div className="flex items-center gap-2.5">
          <label htmlFor={`${id}-date`} className="text-sm font-medium whitespace-nowrap text-fg-muted">
            Day (UTC)
          </label>
          <div className="w-44">
            <Input id={`${id}-date`} type="date" value={draft} max={today} onChange={(event) => setDraft(event.target.value)} />
          </div>
        </div>
        <Button type="submit" variant="outline">
          Show
        </Button>
        <Button className="ml-auto" variant="secondary" loading={run.isPending} onClick={onRun}>
          <ClockIcon className="size-4" />
          Run now
        </Button>
      </form>
      {report.isError ? (
        <LoadError title="The reconciliation could not be loaded" description={readableError(report.error)} query={report} />
      ) : !data ? (
        <div className="flex flex-col gap-3 p-5" aria-label="Loading the reconciliation" aria-busy="true">
          <Skeleton className="h-5 w-64" />
          <Skeleton className="h-32 rounded-xl" />
        </div>
      ) : (
        <div className={cn('transition-opacity', report.isPlaceholderData && 'opacity-60')}>
          <CardHeader
            title={`Reconciliation for ${data.date}`}
            extra={
              data.ranAt === null ? (
                <Badge tone="neutral" className="whitespace-nowrap">
                  Not run yet
                </Badge>
              ) : data.mismatches.length === 0 ? (
                <Badge tone="success" className="whitespace-nowrap">
                  All matched
                </Badge>
              ) : (
                <Badge tone="danger" className="whitespace-nowrap">
                  {data.mismatches.length} {data.mismatches.length === 1 ? 'mismatch' : 'mismatches'}
                </Badge>
              )
            }
          />
          {data.ranAt === null ? (
            <EmptyState icon={<ClockIcon />} title="Not compared yet" description={`The nightly run has not covered ${data.date}. Run now compares it with the provider's settled list.`} />
          ) : data.mismatches.length === 0 ? (
            <EmptyState
              icon={<CheckCircleIcon />}
              title="Everything matches"
              description={`Every completed deposit and withdrawal of ${data.date} is in the provider's settled list, with the same amount. Compared ${whenUtc(data.ranAt)}.`}
            />
          ) : (
            <>
              <p className="flex items-center gap-2 px-4 pt-3 text-sm text-fg-muted sm:px-5">
                <AlertIcon className="size-4 text-danger" />
                Compared {whenUtc(data.ranAt)}. Each row is a payment the two sides disagree on.
              </p>
              <TableScroll label="Mismatches" className="mt-2">
                <table className="w-full min-w-[48rem] text-left text-sm">
                  <caption className="sr-only">Mismatches for {data.date}</caption>
                  <TableHead
                    columns={[
                      { label: 'What', className: 'px-4 py-3 sm:px-5' },
                      { label: 'Problem' },
                      { label: 'Provider ref' },
                      { label: 'Ours', className: 'px-4 py-3 text-right' },
                      { label: 'Theirs', className: 'px-4 py-3 text-right' },
                      { label: 'Difference', className: 'px-4 py-3 text-right sm:px-5' },
                    ]}
                  />
                  <tbody className="divide-y divide-line">
                    {data.mismatches.map((mismatch) => {
                      const difference = mismatchDifferenceCents(mismatch);
                      return (
                        <tr key={`${mismatch.what}-${mismatch.providerRef}-${mismatch.kind}`}>
                          <td className="px-4 py-3 font-medium text-fg capitalize sm:px-5">{mismatch.what}</td>
                          <td className="px-4 py-3">
                            <Badge tone={mismatch.kind === 'amount_differs' ? 'accent' : 'danger'} className="whitespace-nowrap">{MISMATCH_LABELS[mismatch.kind]}</Badge>
                          </td>
                          <td className="px-4 py-3 font-mono text-xs text-fg-muted">{mismatch.providerRef}</td>
                          <td className="px-4 py-3 text-right">{mismatch.oursCents === null ? <span className="text-fg-subtle">—</span> : <Money cents={mismatch.oursCents} />}</td>
                          <td className="px-4 py-3 text-right">{mismatch.theirsCents === null ? <span className="text-fg-subtle">—</span> : <Money cents={mismatch.theirsCents} />}</td>
                          <td className="px-4 py-3 text-right font-semibold sm:px-5">
                            {difference === null ? <span className="text-fg-subtle">—</span> : <Money cents={difference} signed className={difference === 0 ? undefined : 'text-danger'} />}
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </TableScroll>
            </>
          )}
        </div>
      )}
    </Card>
  );
}
