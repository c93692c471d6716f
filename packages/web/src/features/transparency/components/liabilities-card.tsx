import { verifyProof } from '@lootforge/core/merkle';
import type { LiabilityTree } from '@lootforge/core/contracts/transparency-answers';
import { ButtonLink } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { CheckCircleIcon, AlertIcon } from '../../../components/ui/icons';
import { Money } from '../../../components/ui/money';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { formatLongDate, formatTime } from '../../../lib/format-date';
import type { Me } from '../../../lib/session';
import { useInclusionProof } from '../requests/get-proof';

/** The player's own check: their proof fetched, then verified here, in the browser, against the published root and total. */
function InclusionCheck({ tree, me }: { tree: LiabilityTree; me: Me | null }) {
  const proof = useInclusionProof(tree.id, Boolean(me));
  if (!me) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-ink-950/40 px-4 py-3 text-sm text-fg-muted">
        Sign in to check that your balance is in this tree.
        <ButtonLink to="/loginsignup" size="sm" variant="secondary">
          Sign in
        </ButtonLink>
      </div>
    );
  }
  if (proof.isPending) return <Skeleton className="h-16 w-full" />;
  if (proof.isError) {
    return (
      <p role="alert" className="rounded-xl border border-line bg-ink-950/40 px-4 py-3 text-sm text-fg-muted">
        {errorMessage(proof.error)}
      </p>
    );
  }
  // The leaf must be this player's, the answer's root and total the published ones, and the path must lead there.
  const mine = proof.data.leaf.userId === me.id;
  const check = verifyProof({ ...proof.data, rootHash: tree.rootHash, totalCents: tree.totalCents });
  const ok = mine && check.ok && proof.data.rootHash === tree.rootHash && proof.data.totalCents === tree.totalCents;
  const failure = !mine ? 'it is the leaf of another player, not yours.' : check.ok ? 'it names another tree.' : check.reason;
  const download = `data:application/json;charset=utf-8,${encodeURIComponent(JSON.stringify(proof.data, null, 2))}`;
  return (
    <div
      data-inclusion={ok ? 'verified' : 'failed'}
      className={cn('flex flex-col gap-2 rounded-xl border px-4 py-3 text-sm', ok ? 'border-success/30 bg-success/8' : 'border-danger/35 bg-danger/8')}
    >
      <p className="flex items-start gap-2 font-semibold text-fg">
        {ok ? <CheckCircleIcon className="mt-0.5 size-4.5 shrink-0 text-success" /> : <AlertIcon className="mt-0.5 size-4.5 shrink-0 text-danger" />}
        {ok ? (
          <span>
            Your balance of <Money cents={proof.data.leaf.balanceCents} /> is included. Verified in your browser.
          </span>
        ) : (
          <span>Your proof does not show your balance in the published root: {failure}</span>
        )}
      </p>
      <p className="text-xs leading-5 text-fg-muted">
        Your leaf (your player id <code className="font-mono [overflow-wrap:anywhere]">{me.id}</code>, your balance and its salt), hashed and joined with {proof.data.path.length}{' '}
        {proof.data.path.length === 1 ? 'sibling' : 'siblings'} on the way up, gives this tree&rsquo;s root and total. Nobody else&rsquo;s balance is shown to you, nor yours to them.
      </p>
      <a href={download} download={`lootforge-proof-tree-${tree.id}.json`} className="self-start text-xs font-semibold text-cool hover:text-cool-hover">
        Download your proof (JSON)
      </a>
    </div>
  );
}

/**
 * Proof of liabilities (DESIGN §23): the latest tree's root, the total owed to players and the
 * reserves declared against it, the player's own inclusion check, and the earlier trees.
 */
export function LiabilitiesCard({ trees, me }: { trees: readonly LiabilityTree[]; me: Me | null }) {
  const latest = trees[0];
  if (!latest) return <p className="text-sm text-fg-muted">No tree has been published yet. The first appears within a minute of the site starting.</p>;
  const covered = latest.reservesCents === null || latest.totalCents === 0 ? null : latest.reservesCents / latest.totalCents;
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <div className="rounded-xl border border-line bg-ink-950/40 px-4 py-3">
          <dt className="text-xs text-fg-subtle">Owed to players</dt>
          <dd className="mt-1 text-xl font-extrabold text-fg tabular-nums" data-total-cents={latest.totalCents}>
            <Money cents={latest.totalCents} />
          </dd>
          <dd className="text-xs text-fg-subtle">
            {latest.leafCount.toLocaleString('en-US')} {latest.leafCount === 1 ? 'wallet' : 'wallets'}
          </dd>
        </div>
        <div className="rounded-xl border border-line bg-ink-950/40 px-4 py-3">
          <dt className="text-xs text-fg-subtle">Reserves declared</dt>
          <dd className="mt-1 text-xl font-extrabold text-fg tabular-nums">{latest.reservesCents === null ? '—' : <Money cents={latest.reservesCents} />}</dd>
          <dd className="text-xs text-fg-subtle">{covered === null ? 'Not declared yet' : `${(covered * 100).toFixed(1)} % of what is owed`}</dd>
        </div>
        <div className="rounded-xl border border-line bg-ink-950/40 px-4 py-3">
          <dt className="text-xs text-fg-subtle">Taken</dt>
          <dd className="mt-1 text-xl font-extrabold text-fg">{formatLongDate(latest.asOf)}</dd>
          <dd className="text-xs text-fg-subtle">
            {formatTime(latest.asOf)} · tree #{latest.id}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-line bg-ink-950/40 px-4 py-2.5 text-xs">
        <span className="font-semibold text-fg-muted">Root hash</span>
        <code className="min-w-0 flex-1 font-mono text-fg [overflow-wrap:anywhere]" data-root-hash={latest.rootHash}>
          {latest.rootHash}
        </code>
        <CopyButton value={latest.rootHash} label="Copy the root hash" />
      </div>
      <InclusionCheck tree={latest} me={me} />
      {trees.length > 1 ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-semibold text-cool hover:text-cool-hover">Earlier trees</summary>
          <ul className="mt-2 divide-y divide-line rounded-xl border border-line">
            {trees.slice(1, 15).map((tree) => (
              <li key={tree.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2 text-xs">
                <span className="text-fg-muted">
                  #{tree.id} · {formatLongDate(tree.asOf)}
                </span>
                <Money cents={tree.totalCents} className="font-semibold text-fg tabular-nums" />
                <code className="w-full font-mono text-fg-subtle [overflow-wrap:anywhere] sm:w-auto">{tree.rootHash.slice(0, 24)}…</code>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
