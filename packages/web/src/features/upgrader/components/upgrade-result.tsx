import { Link } from 'react-router';
import { formatMultiplier, formatPercent } from '@lootforge/core/upgrader';
import { CheckCircleIcon, ChevronRightIcon, ShieldIcon, SparklesIcon, WalletIcon } from '../../../components/ui/icons';
import { ItemArt } from '../../../components/ui/item-art';
import { ItemThumb } from '../../../components/ui/item-thumb';
import { Money } from '../../../components/ui/money';
import { cn } from '../../../lib/cn';
import { rarityOf } from '../../../lib/rarity';
import type { UpgradeView } from '../api';

type Art = { thumbUrl: string | null; imageUrl?: string | null };

/**
 * What a landed upgrade came to: on a win the target, now in the inventory; on a loss what was
 * staked and is gone. `art` has the pictures of the items involved, by item id.
 */
export function UpgradeResult({ upgrade, art }: { upgrade: UpgradeView; art: ReadonlyMap<string, Art> }) {
  const targetArt = art.get(upgrade.target.itemId) ?? { thumbUrl: null };
  const rarity = rarityOf(upgrade.targetValueCents);
  return (
    <section
      aria-labelledby="upgrade-result-heading"
      data-upgrade-result={upgrade.won ? 'won' : 'lost'}
      className={cn(
        'overflow-hidden rounded-2xl border motion-safe:animate-[fade-in_300ms_ease-out]',
        upgrade.won ? 'border-success/40 bg-success/6' : 'border-danger/30 bg-danger/5',
      )}
    >
      <div className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:p-5">
        {upgrade.won ? (
          <div className={cn('relative mx-auto flex w-40 shrink-0 flex-col items-center rounded-2xl border bg-ink-900/80 p-3 sm:mx-0', rarity.borderClass)}>
            <ItemArt item={{ valueCents: upgrade.targetValueCents, ...targetArt }} className="size-28" />
            <Money cents={upgrade.targetValueCents} className={cn('mt-1 text-lg font-black', rarity.textClass)} />
          </div>
        ) : null}
        <div className="min-w-0 flex-1">
          <h2 id="upgrade-result-heading" className={cn('flex items-center gap-2 text-xl font-black tracking-tight', upgrade.won ? 'text-success' : 'text-danger')}>
            {upgrade.won ? <SparklesIcon className="size-5" /> : null}
            {upgrade.won ? `You won ${upgrade.target.name}!` : 'No luck this time'}
          </h2>
          {upgrade.won ? (
            <p className="mt-1 flex items-center gap-1.5 text-sm font-semibold text-fg">
              <CheckCircleIcon className="size-4 text-success" />
              Added to your inventory
            </p>
          ) : (
            <p className="mt-1 text-sm text-fg-muted">
              The needle stopped outside the winning run. You lost <Money cents={upgrade.stakeCents} className="font-semibold text-fg" /> for a chance at{' '}
              {upgrade.target.name}.
            </p>
          )}
          <p className="mt-1 text-sm text-fg-muted">
            <Money cents={upgrade.stakeCents} className="font-semibold text-fg" /> for <Money cents={upgrade.targetValueCents} className="font-semibold text-fg" /> ·{' '}
            {formatMultiplier(upgrade.stakeCents, upgrade.targetValueCents)} at {formatPercent(upgrade.chancePpm)} {upgrade.direction}
          </p>
          {upgrade.won ? null : (
            <ul aria-label="What you staked" className="mt-3 flex flex-wrap gap-2">
              {upgrade.staked.map((item) => (
                <li key={item.inventoryId} data-lost-item={item.name} className="flex items-center gap-2 rounded-xl border border-line bg-ink-900/70 py-1 pr-3 pl-1">
                  <ItemThumb src={art.get(item.itemId)?.thumbUrl ?? null} valueCents={item.valueCents} name="" className="size-8 rounded-lg" />
                  <span className="max-w-[10rem] truncate text-xs font-semibold text-fg line-through decoration-danger/60">{item.name}</span>
                  <Money cents={item.valueCents} className="text-xs font-bold text-fg-muted" />
                </li>
              ))}
              {upgrade.balanceCents > 0 ? (
                <li className="flex items-center gap-2 rounded-xl border border-line bg-ink-900/70 px-3 py-1">
                  <WalletIcon className="size-4 text-fg-subtle" />
                  <span className="text-xs font-semibold text-fg">From your balance</span>
                  <Money cents={upgrade.balanceCents} className="text-xs font-bold text-fg-muted" />
                </li>
              ) : null}
            </ul>
          )}
        </div>
      </div>
      <UpgradeFairness upgrade={upgrade} />
    </section>
  );
}

function Seed({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs text-fg-subtle">{label}</dt>
      <dd>
        <code className="block font-mono text-[0.78rem] leading-5 text-fg [overflow-wrap:anywhere]">{value}</code>
      </dd>
    </div>
  );
}

/** The roll behind the upgrade (DESIGN §5, §20): enough to check it once the server seed is revealed. */
function UpgradeFairness({ upgrade }: { upgrade: UpgradeView }) {
  return (
    <section aria-labelledby="upgrade-fairness-heading" className="border-t border-line bg-ink-950/40">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line px-4 py-3 sm:px-5">
        <h3 id="upgrade-fairness-heading" className="flex items-center gap-2 text-sm font-semibold">
          <ShieldIcon className="size-4 text-cool" />
          Fairness of this upgrade
        </h3>
        {/* The fairness page's upgrade verifier reads this upgrade by its id (?upgrade=). */}
        <Link to={`/fairness?${new URLSearchParams({ upgrade: upgrade.id })}`} className="inline-flex items-center gap-1 text-sm font-semibold text-cool hover:text-cool-hover">
          Verify this upgrade
          <ChevronRightIcon className="size-4" />
        </Link>
      </div>
      <dl className="grid grid-cols-2 gap-3 px-4 py-3 sm:grid-cols-4 sm:px-5">
        <Seed label="Ticket" value={upgrade.ticket.toLocaleString('en-US')} />
        <Seed label="Nonce" value={String(upgrade.fairness.nonce)} />
        <Seed label="Winning tickets" value={upgrade.direction === 'under' ? `1 – ${upgrade.chancePpm.toLocaleString('en-US')}` : `${(1_000_001 - upgrade.chancePpm).toLocaleString('en-US')} – 1,000,000`} />
        <Seed label="Result" value={upgrade.won ? 'Win' : 'Loss'} />
        <Seed label="Client seed" value={upgrade.fairness.clientSeed} className="col-span-2" />
        <Seed label="Server seed hash" value={upgrade.fairness.serverSeedHash} className="col-span-2" />
      </dl>
      <p className="border-t border-line px-4 py-3 text-xs leading-5 text-fg-muted sm:px-5">
        Ticket = the first 52 bits of HMAC-SHA256(server seed, &ldquo;client seed:nonce:upgrade&rdquo;), scaled to 1–1,000,000. Under wins on the
        lowest tickets, over on the highest, {formatPercent(upgrade.chancePpm)} of them either way. The server seed is revealed when you rotate your seed
        pair on the fairness page; its hash, shown before you upgraded, proves it was fixed before this roll.
      </p>
    </section>
  );
}
