import { PackageIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';

/** A pack's picture (the server draws one per pack) on a soft tile. */
export function PackThumb({ src, className }: { src: string | null; className?: string }) {
  return (
    <span className={cn('relative grid size-12 shrink-0 place-items-center overflow-hidden rounded-xl border border-line-strong bg-radial from-cool-strong/25 via-ink-850 to-ink-900', className)}>
      {src ? <img src={src} alt="" loading="lazy" decoding="async" className="size-full object-cover" /> : <PackageIcon className="size-5 text-fg-subtle" />}
    </span>
  );
}
