import { PackageIcon } from './icons';
import { cn } from '../../lib/cn';
import { rarityOf } from '../../lib/rarity';

/** An item's picture on its rarity glow, in a rounded tile (DESIGN §11). Size it with classes. */
export function ItemArt({
  item,
  className,
  imageClassName,
}: {
  item: { valueCents: number; thumbUrl: string | null; imageUrl?: string | null };
  className?: string;
  imageClassName?: string;
}) {
  const rarity = rarityOf(item.valueCents);
  const src = item.thumbUrl ?? item.imageUrl ?? null;
  return (
    <span className={cn('relative grid place-items-center', className)}>
      <span aria-hidden="true" className={cn('absolute -inset-1 rounded-full', rarity.glowClass)} />
      {src ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          draggable={false}
          className={cn('relative aspect-square w-4/5 rounded-xl object-cover drop-shadow-[0_8px_16px_rgb(0_0_0/0.5)]', imageClassName)}
        />
      ) : (
        <PackageIcon className={cn('relative size-1/2', rarity.textClass)} />
      )}
    </span>
  );
}
