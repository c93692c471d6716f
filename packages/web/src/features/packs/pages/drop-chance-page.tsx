import { Link, useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';

const COLUMNS = ['Item', 'Value', 'Chance', 'Tickets'] as const;

/** /dropchance?id=: a pack's odds table and the ticket range each item owns. */
export function DropChancePage() {
  const [params] = useSearchParams();
  const packId = params.get('id');
  return (
    <Page>
      <PageHeader
        title="Drop Chances"
        description={
          <>
            Each roll draws a ticket from 1 to 100,000. An item wins when the ticket falls in its range.{' '}
            <Link to="/fairness" className="font-medium text-cool hover:text-cool-hover">
              How rolls are made
            </Link>
          </>
        }
      />
      <Card className="overflow-hidden">
        <div className="overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption className="sr-only">Drop chances</caption>
            <thead className="border-b border-line bg-ink-950/40 text-xs tracking-wider text-fg-subtle uppercase">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="px-4 py-3 font-semibold sm:px-5">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <td colSpan={COLUMNS.length} className="px-5 py-14 text-center">
                  <p className="font-semibold text-fg">{packId ? 'Odds for this pack are not published yet' : 'No pack selected'}</p>
                  <p className="mt-1 text-fg-muted">
                    {packId ? 'They will be listed here, item by item.' : 'Open a pack from the marketplace to see its odds.'}{' '}
                    <Link to="/packs" className="font-medium text-cool hover:text-cool-hover">
                      Browse packs
                    </Link>
                  </p>
                </td>
              </tr>
            </tbody>
          </table>
        </div>
      </Card>
    </Page>
  );
}
