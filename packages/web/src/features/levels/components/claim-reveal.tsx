import { useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { CheckCircleIcon, SparklesIcon, WalletIcon } from '../../../components/ui/icons';
import { ItemArt } from '../../../components/ui/item-art';
import { Money } from '../../../components/ui/money';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { rarityOf } from '../../../lib/rarity';
import { secureRandom } from '../../../lib/reel-strip';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { formatCents } from '@lootforge/core/money';
import { useSellItems } from '../../inventory/requests/sell-items';
import { CaseReel, type ReelItem } from '../../packs/components/case-reel';
import { OpenFairness } from '../../packs/components/open-fairness';
import { buildStrip, LANDING_INDEX } from '../../packs/reel-strip';
import type { ClaimAnswer, TierPack } from '../api';

/** The reel's cells: the tier's table drawn by its odds, the item the server rolled at the landing cell. */
function stripOf(pack: TierPack | null, won: ReelItem & { itemId: string }): ReelItem[] {
  const items = pack?.items ?? [];
  const landing = items.findIndex((item) => item.itemId === won.itemId);
  if (items.length === 0) return Array.from({ length: LANDING_INDEX + 10 }, () => won);
  const cells = buildStrip({ oddsPpm: items.map((item) => item.oddsPpm), landingItemIndex: landing >= 0 ? landing : null, random: secureRandom }).map(
    (index) => items[index]! as ReelItem,
  );
  // The case changed since the page read it: the rolled item still lands under the marker.
  if (landing < 0) cells[LANDING_INDEX] = won;
  return cells;
}

/**
 * A free case being opened: the reel rolls to what the server drew, then the item with Sell
 * and a way to check the roll. `pack` is the tier's table as the page knew it.
 */
export function ClaimReveal({ answer, pack, title, onDone }: { answer: ClaimAnswer; pack: TierPack | null; title: string; onDone: () => void }) {
  const open = answer.opens[0]!;
  const reducedMotion = useReducedMotion();
  const won = { itemId: open.itemId, name: open.name, valueCents: open.valueCents, thumbUrl: open.thumbUrl };
  // Drawn once (the page keys this by the open): a refetch of the levels must not redraw a spinning reel.
  const [strip] = useState(() => stripOf(pack, won));
  const [landed, setLanded] = useState(false);
  const [status, setStatus] = useState<'new' | 'sold' | 'gone'>('new');
  const sell = useSellItems();
  const rarity = rarityOf(won.valueCents);

  async function onSell() {
    try {
      const result = await sell.mutateAsync({ ids: [open.inventoryId] });
      toast.success(result.message);
      setStatus(result.soldIds.includes(open.inventoryId) ? 'sold' : 'gone');
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <section aria-labelledby="claim-reveal-heading" data-claim-reveal={landed ? 'landed' : 'spinning'} data-open-id={open.openId} className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 id="claim-reveal-heading" className="text-lg font-bold tracking-tight">
            {title}
          </h2>
          <p className="truncate text-sm text-fg-muted">{answer.packName}</p>
        </div>
        {landed ? (
          <Button variant="ghost" size="sm" onClick={onDone}>
            Close
          </Button>
        ) : null}
      </div>
      <CaseReel items={strip} state={landed ? 'landed' : 'spin'} reducedMotion={reducedMotion} ticks onLanded={() => setLanded(true)} label="Free case reel" />
      {landed ? (
        <div className="flex flex-col gap-4 motion-safe:animate-[pack-win-pop_450ms_cubic-bezier(0.2,0.8,0.2,1)]">
          <div className={cn('flex flex-col items-center gap-4 rounded-2xl border bg-ink-900/70 p-4 sm:flex-row sm:p-5', rarity.borderClass)}>
            <ItemArt item={{ ...won, imageUrl: open.imageUrl }} className="size-28 shrink-0" />
            <div className="min-w-0 flex-1 text-center sm:text-left">
              <p className="flex items-center justify-center gap-2 text-xl font-black tracking-tight sm:justify-start">
                <SparklesIcon className="size-5 text-accent" />
                <span data-claimed-item={open.name}>{open.name}</span>
              </p>
              <Money cents={open.valueCents} className={cn('text-lg font-bold', rarity.textClass)} />
              <p className="mt-1 text-sm text-fg-muted">
                {status === 'sold' ? (
                  <span className="inline-flex items-center gap-1.5 font-semibold text-success">
                    <CheckCircleIcon className="size-4" />
                    Sold. Its value is bonus money: wager it before you withdraw it.
                  </span>
                ) : status === 'gone' ? (
                  'No longer in your inventory.'
                ) : (
                  'Free, and in your inventory now. Sold, its value counts as bonus money.'
                )}
              </p>
            </div>
            {status === 'new' ? (
              <div className="flex w-full flex-col gap-2 sm:w-auto">
                <Button loading={sell.isPending} onClick={() => void onSell()}>
                  <WalletIcon className="size-4.5" />
                  Sell for {formatCents(open.valueCents)}
                </Button>
                <ButtonLink to="/wallet" variant="outline">
                  Keep in inventory
                </ButtonLink>
              </div>
            ) : null}
          </div>
          <OpenFairness opens={answer.opens} />
        </div>
      ) : null}
    </section>
  );
}
