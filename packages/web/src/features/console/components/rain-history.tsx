import type { AdminRain } from '@lootforge/core/contracts/rain-answers';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { RainIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { Money } from '../../../components/ui/money';
import { Spinner } from '../../../components/ui/spinner';
import { TableHead } from '../../../components/ui/table-head';
import { TableScroll } from '../../../components/ui/table-scroll';
import { useNow } from '../../../lib/use-now';
import { readableError } from '../../../lib/readable-error';
import { useAdminRains } from '../requests/admin-chat';

const when = (at: string) => new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';

type Status = 'Waiting' | 'Open' | 'Closing' | 'Closed';
const TONE: Record<Status, BadgeTone> = { Waiting: 'cool', Open: 'success', Closing: 'accent', Closed: 'neutral' };

/** Closed once split; before that by the clock: its join window ahead, running, or over with the split still to come (the sweep's next pass). */
function statusOf(rain: AdminRain, now: number): Status {
  if (rain.settledAt) return 'Closed';
  if (now < Date.parse(rain.opensAt)) return 'Waiting';
  return now < Date.parse(rain.closesAt) ? 'Open' : 'Closing';
}

/** The console's rain history (DESIGN §22): each rain's opening, status, what went in and how it was split. */
export function RainHistory() {
  const rains = useAdminRains();
  const now = useNow(10_000);
  return (
    <Card className="overflow-hidden">
      <CardHeader title="Rain history" icon={<RainIcon className="size-4 text-cool" />} />
      {rains.isError ? (
        <LoadError title="The rains could not be loaded" description={readableError(rains.error)} query={rains} />
      ) : rains.isPending ? (
        <div className="p-6 text-center">
          <Spinner label="Loading rains" />
        </div>
      ) : rains.data.rains.length === 0 ? (
        <EmptyState compact title="No rains yet" />
      ) : (
        <TableScroll label="Rain history">
          <table className="w-full min-w-[52rem] text-right text-sm tabular-nums">
            <TableHead
              columns={[
                { label: 'Opens (UTC)', className: 'px-4 py-3 text-left sm:px-5' },
                { label: 'Status', className: 'px-4 py-3 text-left' },
                { label: 'Base', className: 'px-4 py-3 text-right' },
                { label: 'Tips in', className: 'px-4 py-3 text-right' },
                { label: 'Pool split', className: 'px-4 py-3 text-right' },
                { label: 'Joiners', className: 'px-4 py-3 text-right' },
                { label: 'Each', className: 'px-4 py-3 text-right' },
                { label: 'Carried over', className: 'px-4 py-3 text-right' },
              ]}
            />
            <tbody className="divide-y divide-line">
              {rains.data.rains.map((rain) => {
                const status = statusOf(rain, now);
                return (
                  <tr key={rain.id} data-admin-rain={rain.id} data-status={status.toLowerCase()}>
                    <th scope="row" className="px-4 py-2.5 text-left font-medium whitespace-nowrap text-fg sm:px-5">
                      {when(rain.opensAt)}
                    </th>
                    <td className="px-4 py-2.5 text-left">
                      <Badge tone={TONE[status]}>{status}</Badge>
                    </td>
                    <td className="px-4 py-2.5">
                      <Money cents={rain.baseCents} />
                    </td>
                    <td className="px-4 py-2.5">
                      <Money cents={rain.tipsCents} />
                    </td>
                    <td className="px-4 py-2.5">{rain.poolCents === null ? '—' : <Money cents={rain.poolCents} />}</td>
                    <td className="px-4 py-2.5">{rain.joiners ?? '—'}</td>
                    <td className="px-4 py-2.5">{rain.shareCents === null ? '—' : <Money cents={rain.shareCents} />}</td>
                    <td className="px-4 py-2.5">{rain.carriedCents === null ? '—' : <Money cents={rain.carriedCents} />}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
    </Card>
  );
}
