import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Card, CardHeader } from '../../../components/ui/card';
import { ChartIcon, ClockIcon, ShieldIcon, WalletIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatLongDate, formatTime } from '../../../lib/format-date';
import { useMe } from '../../../lib/session';
import { durationWords } from '../api';
import { LiabilitiesCard } from '../components/liabilities-card';
import { ReturnsTable } from '../components/returns-table';
import { useTransparency } from '../requests/get-transparency';

/**
 * /transparency (DESIGN §23): what the site publishes so nobody has to take its word: the returns
 * every game really paid against what its odds promise, what it owes its players with each
 * player's own proof, and how fast withdrawals are paid.
 */
export function TransparencyPage() {
  const figures = useTransparency();
  const me = useMe();
  return (
    <Page>
      <PageHeader
        title="Transparency"
        eyebrow={
          <Badge tone="cool">
            <ShieldIcon className="size-3.5" />
            Published daily
          </Badge>
        }
        description={
          <>
            The numbers behind LootForge, recomputed every day: what each game paid back against what its odds promise, what we owe our players with a proof for each of them, and how
            fast withdrawals are paid. Single rolls are checked on <Link to="/fairness" className="font-semibold text-cool hover:text-cool-hover">Fairness</Link>.
          </>
        }
      />
      {figures.isPending ? (
        <div className="flex flex-col gap-4" aria-busy="true">
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : figures.isError ? (
        <Card>
          <LoadError title="We could not load the figures" description="Please try again in a moment." icon={<ChartIcon />} query={figures} />
        </Card>
      ) : (
        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader title="Proof of funds" icon={<WalletIcon className="size-4 text-accent" />} />
            <div className="p-4 sm:p-5">
              <p className="mb-4 text-sm leading-6 text-fg-muted">
                Every wallet&rsquo;s balance is a leaf of a Merkle sum tree: the root below commits to all of them and to their total. Each leaf is salted, so the tree shows nobody&rsquo;s
                balance; your proof shows that yours is counted in the total.
              </p>
              <LiabilitiesCard trees={figures.data.liabilities} me={me.data ?? null} />
            </div>
          </Card>

          <Card>
            <CardHeader
              title="Returns"
              icon={<ChartIcon className="size-4 text-cool" />}
              extra={figures.data.returnsComputedAt ? <span className="text-xs text-fg-subtle">As of {formatLongDate(figures.data.returnsComputedAt)}, {formatTime(figures.data.returnsComputedAt)}</span> : null}
            />
            <div className="p-4 sm:p-5">
              <p className="mb-4 text-sm leading-6 text-fg-muted">
                The theoretical return is what the published odds pay back on average; the realised return is what was actually paid back, divided by what was staked. Luck moves it, so each
                figure comes with the range it should fall in 99 times out of 100 if the odds are as published.
              </p>
              {figures.data.returns.length === 0 ? (
                <p className="text-sm text-fg-muted">The first report is being computed. It appears within a minute of the site starting.</p>
              ) : (
                <ReturnsTable returns={figures.data.returns} />
              )}
            </div>
          </Card>

          <Card>
            <CardHeader title="Payouts" icon={<ClockIcon className="size-4 text-success" />} />
            <dl className="grid grid-cols-1 gap-3 p-4 sm:grid-cols-3 sm:p-5">
              <div className="rounded-xl border border-line bg-ink-950/40 px-4 py-3">
                <dt className="text-xs text-fg-subtle">Withdrawals paid, last 30 days</dt>
                <dd className="mt-1 text-xl font-extrabold text-fg tabular-nums">{figures.data.payouts.count.toLocaleString('en-US')}</dd>
              </div>
              <div className="rounded-xl border border-line bg-ink-950/40 px-4 py-3">
                <dt className="text-xs text-fg-subtle">Median time to be paid</dt>
                <dd className="mt-1 text-xl font-extrabold text-fg">{figures.data.payouts.medianSeconds === null ? '—' : durationWords(figures.data.payouts.medianSeconds)}</dd>
              </div>
              <div className="rounded-xl border border-line bg-ink-950/40 px-4 py-3">
                <dt className="text-xs text-fg-subtle">9 in 10 paid within</dt>
                <dd className="mt-1 text-xl font-extrabold text-fg">{figures.data.payouts.p90Seconds === null ? '—' : durationWords(figures.data.payouts.p90Seconds)}</dd>
              </div>
            </dl>
          </Card>
        </div>
      )}
    </Page>
  );
}
