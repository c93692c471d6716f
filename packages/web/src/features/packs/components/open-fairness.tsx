import { Link } from 'react-router';
import { ChevronRightIcon, ShieldIcon } from '../../../components/ui/icons';
import type { PackOpen } from '../api';

function Seed({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-fg-subtle">{label}</dt>
      <dd>
        <code className="block font-mono text-[0.78rem] leading-5 text-fg [overflow-wrap:anywhere]">{value}</code>
      </dd>
    </div>
  );
}

/**
 * The roll behind each open (DESIGN §5): its ticket and nonce, with the client seed and the
 * server seed's hash (shown once when, as usual, every open of the batch shares them).
 */
export function OpenFairness({ opens, packId }: { opens: readonly PackOpen[]; packId?: string }) {
  const first = opens[0];
  const shared = first !== undefined && opens.every((open) => open.clientSeed === first.clientSeed && open.serverSeedHash === first.serverSeedHash);
  const verifyHref = first
    ? `/fairness?${new URLSearchParams({
        clientSeed: first.clientSeed,
        nonce: String(first.nonce),
        serverSeedHash: first.serverSeedHash,
        ...(packId ? { packId } : {}),
        ...(first.tableHash ? { tableHash: first.tableHash } : {}),
      })}`
    : '/fairness';
  return (
    <section aria-labelledby="open-fairness-heading" className="overflow-hidden rounded-2xl border border-line bg-ink-950/40">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line px-4 py-3">
        <h3 id="open-fairness-heading" className="flex items-center gap-2 text-sm font-semibold">
          <ShieldIcon className="size-4 text-cool" />
          Fairness of this open
        </h3>
        <Link to={verifyHref} className="inline-flex items-center gap-1 text-sm font-semibold text-cool hover:text-cool-hover">
          How to verify
          <ChevronRightIcon className="size-4" />
        </Link>
      </div>
      {shared ? (
        <dl className="grid grid-cols-1 gap-3 border-b border-line px-4 py-3 sm:grid-cols-2">
          <Seed label="Client seed" value={first.clientSeed} />
          <Seed label="Server seed hash" value={first.serverSeedHash} />
          {first.tableHash ? <Seed label="Drop table hash" value={first.tableHash} /> : null}
        </dl>
      ) : null}
      <table className="w-full text-left text-xs">
        <thead className="text-fg-subtle">
          <tr className="border-b border-line">
            <th scope="col" className="px-4 py-2 font-medium">
              Item
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              Nonce
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              Ticket
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {opens.map((open) => (
            <tr key={open.openId} data-open-fairness={open.openId}>
              <td className="px-4 py-2 align-top">
                <span className="font-semibold text-fg">{open.name}</span>
                {shared ? null : (
                  <dl className="mt-1.5 flex flex-col gap-1.5">
                    <Seed label="Client seed" value={open.clientSeed} />
                    <Seed label="Server seed hash" value={open.serverSeedHash} />
                  </dl>
                )}
              </td>
              <td className="px-2 py-2 text-right align-top font-mono text-fg tabular-nums">{open.nonce}</td>
              <td className="px-4 py-2 text-right align-top font-mono text-fg tabular-nums">{open.ticket.toLocaleString('en-US')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="border-t border-line px-4 py-3 text-xs leading-5 text-fg-muted">
        Ticket = HMAC-SHA256(server seed, &ldquo;client seed:nonce&rdquo;), scaled to 1–100,000. The server seed is revealed when you rotate your
        seed pair on the fairness page; its hash, shown before you opened, proves it was fixed before this roll.
      </p>
    </section>
  );
}
