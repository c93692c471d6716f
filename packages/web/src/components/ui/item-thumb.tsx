import { ImageIcon } from './icons';
import { cn } from '../../lib/cn';
import { rarityOf } from '../../lib/rarity';

/** An item's thumbnail on its rarity glow (DESIGN §11). */
export function ItemThumb({ src, valueCents, name, className }: { src: string | null; valueCents: number; name: string; className?: string }) {
  const rarity = rarityOf(valueCents);
  return (
    <span className={cn('relative grid size-12 shrink-0 place-items-center overflow-hidden rounded-xl border bg-ink-900', rarity.borderClass, className)}>
      <span aria-hidden="true" className={cn('absolute inset-0', rarity.glowClass)} />
      {src ? (
        <img src={src} alt={name} loading="lazy" decoding="async" className="relative size-4/5 object-contain" />
      ) : (
        <ImageIcon className="relative size-5 text-fg-subtle" />
      )}
    </span>
  );
}
