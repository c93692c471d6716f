import { Link } from 'react-router';
import { PackageIcon, SparklesIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';

const SECTIONS = [
  { id: 'items', label: 'Items', to: '/adminitems', icon: SparklesIcon },
  { id: 'packs', label: 'Packs', to: '/adminitems?tab=packs', icon: PackageIcon },
] as const;

/** Items | Packs: the two halves of the admin area, as links (each has its own address). */
export function AdminSectionsNav({ active }: { active: 'items' | 'packs' }) {
  return (
    <nav aria-label="Admin sections" className="-mt-2 flex max-w-full self-start rounded-2xl border border-line bg-ink-950/50 p-1">
      {SECTIONS.map(({ id, label, to, icon: Icon }) => {
        const current = id === active;
        return (
          <Link
            key={id}
            to={to}
            aria-current={current ? 'page' : undefined}
            className={cn(
              'inline-flex items-center gap-2 rounded-xl px-4 py-2 text-sm font-semibold transition-colors',
              current ? 'bg-ink-700 text-fg shadow-sm ring-1 ring-line-strong' : 'text-fg-muted hover:text-fg',
            )}
          >
            <Icon className={cn('size-4', current ? 'text-cool' : 'text-fg-subtle')} />
            {label}
          </Link>
        );
      })}
    </nav>
  );
}
