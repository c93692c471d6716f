import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ZapIcon } from '../../../components/ui/icons';

/**
 * The "Live Opens" side panel: recent pack opens and battle wins across the site.
 * It fills from the realtime `live` topic once that feed exists; until then it says so.
 */
export function LiveOpensPanel({ className }: { className?: string }) {
  return (
    <Card className={className}>
      <CardHeader
        title="Live Opens"
        icon={<ZapIcon className="size-4 text-accent" />}
        extra={
          <span className="inline-flex items-center gap-1.5 text-xs text-fg-subtle">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-fg-subtle" />
            Waiting for activity
          </span>
        }
      />
      <EmptyState
        compact
        icon={<ZapIcon />}
        title="No opens yet"
        description="Packs opened and battles won across LootForge will stream in here as they happen."
      />
    </Card>
  );
}
