import { Link, useSearchParams } from 'react-router';
import { TICKETS } from '@lootforge/core/fairness';
import { ButtonLink } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyCard } from '../../../components/ui/empty-state';
import { AlertIcon, PackageIcon, ShieldIcon } from '../../../components/ui/icons';
import { Money } from '../../../components/ui/money';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { rarityOf } from '../../../lib/rarity';
import { type PackDetail } from '../api';
import { usePack } from '../requests/get-pack';
import { ItemArt } from '../../../components/ui/item-art';
import { BackToPacks } from '../components/pack-hero';
import { ppmToPercentText } from '@lootforge/core/odds';
import { TableScroll } from '../../../components/ui/table-scroll';
import { TableHead } from '../../../components/ui/table-head';

const tickets = new Intl.NumberFormat('en-US');

function Code({ children }: { children: string }) {
  return <code className="rounded-md bg-ink-950/70 px-1.5 py-0.5 font-mono text-[0.8125rem] text-cool ring-1 ring-line [overflow-wrap:anywhere]">{children}</code>;
}

function OddsTable({ pack }: { pack: PackDetail }) {
  return (
    <Card className="overflow-hidden">
      <TableScroll label={`Drop chances of ${pack.name}`}>
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">Drop chances of {pack.name}, in the pack&rsquo;s stored order</caption>
          <TableHead className="bg-ink-950/40 text-xs" columns={[{ label: '#', className: 'w-12 px-4 py-3 sm:px-5' }, { label: 'Item' }, { label: 'Value', className: 'px-4 py-3 text-right' }, { label: 'Chance', className: 'px-4 py-3 text-right' }, { label: 'Tickets', className: 'px-4 py-3 text-right sm:px-5' }]} />
          <tbody className="divide-y divide-line">
            {pack.items.map((item, index) => {
              const rarity = rarityOf(item.valueCents);
              return (
                <tr key={item.itemId} data-odds-row={item.name} className="hover:bg-ink-800/50">
                  <td className="px-4 py-2.5 text-fg-subtle tabular-nums sm:px-5">{index + 1}</td>
                  <td className="px-4 py-2.5">
                    <span className="flex items-center gap-3">
                      <ItemArt item={item} className="size-10 shrink-0" />
                      <span className="font-medium text-fg">{item.name}</span>
                    </span>
                  </td>
                  <td className="px-4 py-2.5 text-right">
                    <Money cents={item.valueCents} className={cn('font-semibold', rarity.textClass)} />
                  </td>
                  <td className="px-4 py-2.5 text-right font-semibold text-fg tabular-nums">{ppmToPercentText(item.oddsPpm, { fixed: true })}%</td>
                  <td className="px-4 py-2.5 text-right font-mono text-[0.8125rem] whitespace-nowrap text-fg-muted tabular-nums sm:px-5">
                    {tickets.format(item.ticketFrom)} – {tickets.format(item.ticketTo)}
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot className="border-t border-line-strong bg-ink-950/30 text-sm">
            <tr>
              <td className="px-4 py-3 sm:px-5" />
              <th scope="row" className="px-4 py-3 text-left font-semibold">
                Total
              </th>
              <td className="px-4 py-3" />
              <td className="px-4 py-3 text-right font-bold tabular-nums">
                {ppmToPercentText(pack.items.reduce((sum, item) => sum + item.oddsPpm, 0), { fixed: true })}%
              </td>
              <td className="px-4 py-3 text-right font-mono text-[0.8125rem] text-fg-muted sm:px-5">1 – {tickets.format(TICKETS)}</td>
            </tr>
          </tfoot>
        </table>
      </TableScroll>
    </Card>
  );
}

function HowTicketsWork() {
  return (
    <Card>
      <CardHeader title="How a ticket is drawn" icon={<ShieldIcon className="size-4 text-cool" />} />
      <ol className="flex flex-col gap-3 px-4 py-4 text-sm leading-6 text-fg-muted sm:px-5">
        <li>
          <span className="font-semibold text-fg">1.</span> Before you open, the server commits to a secret server seed by showing its SHA-256 hash.
        </li>
        <li>
          <span className="font-semibold text-fg">2.</span> Each open computes <Code>HMAC-SHA256(serverSeed, &quot;clientSeed:nonce&quot;)</Code>. The first 13 hex
          characters are a number <Code>n</Code> below 2<sup>52</sup>.
        </li>
        <li>
          <span className="font-semibold text-fg">3.</span> <Code>ticket = floor(n / 2^52 × 100000) + 1</Code>, a whole number from 1 to 100,000.
        </li>
        <li>
          <span className="font-semibold text-fg">4.</span> The items own runs of tickets in the order above, each as wide as its chance (1% = 1,000 tickets).
          The run holding your ticket is your item.
        </li>
      </ol>
      <div className="border-t border-line px-4 py-3 sm:px-5">
        <Link to="/fairness" className="text-sm font-semibold text-cool hover:text-cool-hover">
          Check a roll yourself on the fairness page
        </Link>
      </div>
    </Card>
  );
}

/** /dropchance?id=: a pack's odds table in stored order, with each item's ticket range. */
export function DropChancePage() {
  const [params] = useSearchParams();
  const packId = params.get('id');
  const pack = usePack(packId);

  return (
    <Page>
      <BackToPacks />
      <PageHeader
        title="Drop Chances"
        documentTitle={pack.data ? `Drop chances · ${pack.data.name}` : 'Drop Chances'}
        description={
          pack.data ? (
            <>
              Every item of <Link to={`/productdetails?id=${encodeURIComponent(pack.data.id)}`} className="font-semibold text-cool hover:text-cool-hover">{pack.data.name}</Link>, in the
              pack&rsquo;s stored order, with the tickets (of 100,000) it owns.
            </>
          ) : (
            'Each roll draws a ticket from 1 to 100,000. An item wins when the ticket falls in its range.'
          )
        }
        actions={
          pack.data ? (
            <ButtonLink to={`/productdetails?id=${encodeURIComponent(pack.data.id)}`} size="md" icon={<PackageIcon className="size-4.5" />}>
              Open this pack
            </ButtonLink>
          ) : null
        }
      />
      {!packId ? (
        <EmptyCard
          icon={<PackageIcon />}
          title="No pack selected"
          description="Open a pack from the marketplace to see its odds."
          link={{ to: '/packs', label: 'Browse packs' }}
        />
      ) : pack.isPending ? (
        <Card className="space-y-3 p-5" aria-busy="true">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-10" />
          ))}
        </Card>
      ) : pack.isError ? (
        <EmptyCard
          icon={<AlertIcon />}
          title={pack.error instanceof ApiError && pack.error.status < 500 ? 'That pack does not exist' : 'We could not load this pack'}
          link={{ to: '/packs', label: 'Browse packs' }}
        />
      ) : (
        <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
          <OddsTable pack={pack.data} />
          <HowTicketsWork />
        </div>
      )}
    </Page>
  );
}
