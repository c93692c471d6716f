import { AlertIcon } from '../components/ui/icons';
import { CONTAINER } from '../lib/layout';
import { cn } from '../lib/cn';
import { useOnline } from '../lib/use-online';

/**
 * Across every page while the connection is down: nothing that costs money is sent meanwhile
 * (lib/api refuses it at once), and the page says so before anyone clicks.
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" className="sticky top-16 z-40 border-b border-accent/40 bg-ink-850/95 text-accent backdrop-blur">
      <p className={cn(CONTAINER, 'flex items-center gap-2 py-2 text-sm font-medium')}>
        <AlertIcon className="size-4 shrink-0" />
        <span>
          You are offline. Nothing that costs money will be sent until the connection is back; the page catches up by itself.
        </span>
      </p>
    </div>
  );
}
