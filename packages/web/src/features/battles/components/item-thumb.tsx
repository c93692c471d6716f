import { PackageIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import { rarityOf } from '../../../lib/rarity';

export type ReelItem = { name: string; valueCents: number; thumbUrl: string | null };

/** An item's picture on its rarity glow (DESIGN §11: grey, blue, purple, pink, gold by value). */
export function ItemThumb({ item, className, imageClassName }: { item: ReelItem; className?: string; imageClassName?: string }) {
  const rarity = rarityOf(item.valueCents);
  return (
    <span className={cn('relative grid place-items-center', className)}>
      <span aria-hidden="true" className={cn('absolute inset-0 rounded-full', rarity.glowClass)} />
      {item.thumbUrl ? (
        <img src={item.thumbUrl} alt="" loading="lazy" decoding="async" draggable={false} className={cn('relative size-4/5 object-contain drop-shadow-[0_6px_10px_rgb(0_0_0/0.45)]', imageClassName)} />
      ) : (
        <PackageIcon className={cn('relative size-1/2', rarity.textClass)} />
      )}
    </span>
  );
}
