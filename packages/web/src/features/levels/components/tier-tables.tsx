import { useState } from 'react';
import { tierOf } from '@lootforge/core/levels';
import { EmptyCard } from '../../../components/ui/empty-state';
import { PackageIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import { PackContents } from '../../packs/components/pack-hero';
import type { Tier } from '../api';

/** Every tier's free case and its table, one tier at a time; the player's own tier first. */
export function TierTables({ tiers, level }: { tiers: readonly Tier[]; level: number }) {
  const [chosen, setChosen] = useState<number | null>(null);
  const shown = tiers.find((tier) => tier.tier === (chosen ?? tierOf(level))) ?? tiers[0];
  if (!shown) return null;
  return (
    <section aria-labelledby="tier-tables-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="tier-tables-heading" className="text-lg font-bold tracking-tight">
          Level cases
        </h2>
        <p className="text-sm text-fg-subtle">Each tier of levels has its own free case. Higher tiers hold better items.</p>
      </div>
      <div role="group" aria-label="Tiers" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
        {tiers.map((tier) => {
          const mine = tier.tier === tierOf(level);
          return (
            <button
              key={tier.tier}
              type="button"
              aria-pressed={tier.tier === shown.tier}
              onClick={() => setChosen(tier.tier)}
              className={cn(
                'flex shrink-0 flex-col items-start rounded-xl px-3 py-2 text-left ring-1 ring-inset transition-colors',
                tier.tier === shown.tier ? 'bg-cool/12 text-cool ring-cool/50' : 'bg-ink-850 text-fg-muted ring-line hover:bg-ink-800 hover:text-fg',
              )}
            >
              <span className="text-xs font-semibold tracking-wider uppercase">Tier {tier.tier}</span>
              <span className="text-sm font-bold whitespace-nowrap">
                {tier.fromLevel}–{tier.toLevel}
                {mine ? <span className="ml-1.5 text-[10px] font-bold tracking-wider text-accent uppercase">You</span> : null}
              </span>
            </button>
          );
        })}
      </div>
      {shown.pack ? (
        <PackContents pack={shown.pack} heading={`${shown.pack.name} · levels ${shown.fromLevel}–${shown.toLevel}`} dropChances={false} />
      ) : (
        <EmptyCard icon={<PackageIcon />} title={`No case for tier ${shown.tier} yet`} description={`Levels ${shown.fromLevel} to ${shown.toLevel} will have a free case soon.`} />
      )}
    </section>
  );
}
