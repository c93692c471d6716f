import { useId, useState, type FormEvent } from 'react';
import { CLIENT_SEED_RULE, clientSeedSchema } from '@lootforge/core/contracts/fairness';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { DiceIcon, HistoryIcon, LockIcon, ShieldIcon, UserIcon } from '../../../components/ui/icons';
import { Field, Input } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { readableError } from '../../../lib/readable-error';
import type { RevealedSeedPair, SeedPairView } from '../api';
import { useChangeClientSeed } from '../requests/change-client-seed';
import { useSeedPairs } from '../requests/get-seed-pairs';
import { useRotateSeedPair } from '../requests/rotate-seed-pair';
import { SeedValue } from './seed-value';

const when = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** A fresh random client seed: 24 hex characters from the browser's CSPRNG. */
function randomClientSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function opensText(count: number): string {
  return count === 1 ? '1 open' : `${count.toLocaleString('en-US')} opens`;
}

/**
 * The signed-in person's seeds for pack opens: the active pair (hash, client seed, nonce), a
 * form to change the client seed, rotating, and the revealed pairs to check. Signed out: a prompt.
 */
export function SeedPairSection({ signedIn, onCheck }: { signedIn: boolean; onCheck: (pair: RevealedSeedPair) => void }) {
  const pairs = useSeedPairs(signedIn);

  if (!signedIn) {
    return (
      <Card role="region" aria-label="Your seed pair">
        <CardHeader title="Your seed pair" icon={<LockIcon className="size-4 text-cool" />} />
        <EmptyState
          icon={<UserIcon />}
          title="Sign in to see your seed pair"
          description="Your pack opens roll with your own server seed, client seed and nonce. Sign in to see them, change your client seed, or reveal a server seed."
          link={{ to: '/loginsignup', label: 'Login' }}
        />
      </Card>
    );
  }
  if (pairs.isPending) return <SeedPairSkeleton />;
  if (pairs.isError) {
    return (
      <Card role="region" aria-label="Your seed pair">
        <CardHeader title="Your seed pair" icon={<LockIcon className="size-4 text-cool" />} />
        <LoadError title="We could not load your seed pair" description={readableError(pairs.error)} query={pairs} />
      </Card>
    );
  }
  return (
    <>
      <ActivePairCard active={pairs.data.active} />
      <RevealedPairsCard pairs={pairs.data.previous} onCheck={onCheck} />
    </>
  );
}

function SeedPairSkeleton() {
  return (
    <Card role="region" aria-label="Your seed pair" aria-busy="true">
      <CardHeader title="Your seed pair" icon={<LockIcon className="size-4 text-cool" />} />
      <div className="flex flex-col gap-4 p-4 sm:p-5" aria-label="Loading your seed pair">
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} className="space-y-2">
            <Skeleton className="h-3 w-28" />
            <Skeleton className="h-8 w-full" />
          </div>
        ))}
      </div>
    </Card>
  );
}

function ActivePairCard({ active }: { active: SeedPairView }) {
  const id = useId();
  const changeSeed = useChangeClientSeed();
  const rotate = useRotateSeedPair();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = clientSeedSchema.safeParse({ clientSeed: draft });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? CLIENT_SEED_RULE;
      setError(message);
      toast.error(message);
      return;
    }
    setError(null);
    changeSeed.mutate(parsed.data.clientSeed, {
      onSuccess: ({ message }) => {
        setDraft('');
        toast.success(message);
      },
      onError: (failure) => toast.error(readableError(failure)),
    });
  }

  function rotateNow() {
    rotate.mutate(undefined, {
      onSuccess: ({ message }) => {
        setConfirming(false);
        toast.success(message);
      },
      onError: (failure) => toast.error(readableError(failure)),
    });
  }

  return (
    <Card role="region" aria-label="Your seed pair">
      <CardHeader
        title="Your seed pair"
        icon={<LockIcon className="size-4 text-cool" />}
        extra={
          <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
            <HistoryIcon className="size-4" />
            {/* Short on a phone so the title keeps one line; the name stays whole for screen readers. */}
            Rotate<span className="max-sm:sr-only"> seed pair</span>
          </Button>
        }
      />
      <div className="flex flex-col gap-5 p-4 sm:p-5">
        <dl className="flex flex-col gap-4">
          <SeedValue
            label="Server seed hash"
            value={active.serverSeedHash}
            hint="The server seed itself stays secret while the pair is in use; this SHA-256 hash commits to it."
          />
          <SeedValue label="Client seed" value={active.clientSeed} />
          {/* A <dl> group holds only its <dt> and <dd>s: the grid sets the number beside the term and its note. */}
          <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 rounded-xl bg-ink-950/40 px-3.5 py-3 ring-1 ring-line">
            <dt className="text-xs font-medium text-fg-subtle">Nonce</dt>
            <dd className="col-start-2 row-span-2 row-start-1 font-mono text-2xl font-bold text-fg tabular-nums" aria-label={`Nonce ${active.nonce}`}>
              {active.nonce}
            </dd>
            <dd className="text-xs text-fg-muted">
              {active.nonce === 0 ? 'No opens with this pair yet.' : `${opensText(active.nonce)} made with this pair.`} The next open uses this nonce.
            </dd>
          </div>
        </dl>

        <form onSubmit={submit} noValidate className="flex flex-col gap-2 border-t border-line pt-5" aria-label="Change client seed">
          <Field
            label="New client seed"
            htmlFor={`${id}-seed`}
            error={error}
            hint={`${CLIENT_SEED_RULE} Changing it reveals your current server seed and starts a new pair.`}
          >
            <div className="flex flex-col gap-2 sm:flex-row">
              <div className="relative flex-1">
                <Input
                  id={`${id}-seed`}
                  value={draft}
                  onChange={(event) => {
                    setDraft(event.target.value);
                    setError(null);
                  }}
                  placeholder="e.g. my-lucky-seed-7"
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={80}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-seed-error` : `${id}-seed-hint`}
                  className="pr-11 font-mono"
                />
                <button
                  type="button"
                  onClick={() => {
                    setDraft(randomClientSeed());
                    setError(null);
                  }}
                  className="absolute top-1.5 right-1.5 grid size-8 place-items-center rounded-lg text-fg-subtle hover:bg-ink-700 hover:text-fg"
                  title="Random seed"
                >
                  <DiceIcon className="size-4.5" />
                  <span className="sr-only">Fill in a random client seed</span>
                </button>
              </div>
              <Button type="submit" variant="secondary" className="h-11" loading={changeSeed.isPending}>
                Change client seed
              </Button>
            </div>
          </Field>
        </form>
      </div>

      <Modal
        open={confirming}
        onClose={() => (rotate.isPending ? undefined : setConfirming(false))}
        title="Rotate your seed pair?"
        size="sm"
        description="Your current server seed is revealed so you can check every open it covered. A new server seed takes over, with a new hash and the nonce back at 0."
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)} disabled={rotate.isPending}>
              Cancel
            </Button>
            <Button variant="secondary" onClick={rotateNow} loading={rotate.isPending}>
              Rotate now
            </Button>
          </>
        }
      />
    </Card>
  );
}

function RevealedPairsCard({ pairs, onCheck }: { pairs: RevealedSeedPair[]; onCheck: (pair: RevealedSeedPair) => void }) {
  return (
    <Card>
      <CardHeader
        title="Revealed seed pairs"
        icon={<HistoryIcon className="size-4 text-cool" />}
        extra={pairs.length > 0 ? <span className="text-xs font-medium text-fg-subtle tabular-nums">Last {pairs.length}</span> : null}
      />
      {pairs.length === 0 ? (
        <EmptyState
          compact
          icon={<HistoryIcon />}
          title="No revealed pairs yet"
          description="Rotate your seed pair or change your client seed: the server seed you used is revealed here, ready to check."
        />
      ) : (
        <ol aria-label="Revealed seed pairs" className="divide-y divide-line">
          {pairs.map((pair) => (
            <li key={pair.serverSeedHash} className="flex flex-col gap-3 px-4 py-4 sm:px-5">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
                  <Badge tone={pair.nonce > 0 ? 'cool' : 'neutral'}>{opensText(pair.nonce)}</Badge>
                  <span>
                    Revealed <time dateTime={pair.revealedAt}>{when.format(new Date(pair.revealedAt))}</time>
                  </span>
                </p>
                <Button variant="secondary" size="sm" onClick={() => onCheck(pair)} aria-label={`Check the pair revealed ${when.format(new Date(pair.revealedAt))}`}>
                  <ShieldIcon className="size-4" />
                  Check
                </Button>
              </div>
              <dl className="grid grid-cols-1 gap-3">
                <SeedValue label="Server seed" value={pair.serverSeed} />
                <SeedValue label="Server seed hash" value={pair.serverSeedHash} />
                <SeedValue label="Client seed" value={pair.clientSeed} />
              </dl>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
