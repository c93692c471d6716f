import type { ReactNode } from 'react';
import type { BattleStatus } from '@lootforge/core/contracts/battles';
import { Badge } from '../../../components/ui/badge';

const LABELS: Record<BattleStatus, string> = { open: 'Open', running: 'Live', completed: 'Finished', cancelled: 'Cancelled' };

/** Where a battle is: open (join it), live (reels playing; `liveLabel` says more, such as the round), finished, cancelled. */
export function BattleStatusBadge({ status, liveLabel }: { status: BattleStatus; liveLabel?: ReactNode }) {
  if (status === 'running') {
    return (
      <Badge tone="danger">
        <span aria-hidden="true" className="relative flex size-1.5">
          <span className="absolute inline-flex size-full rounded-full bg-danger opacity-75 motion-safe:animate-ping" />
          <span className="relative inline-flex size-1.5 rounded-full bg-danger" />
        </span>
        {liveLabel ?? LABELS.running}
      </Badge>
    );
  }
  return <Badge tone={status === 'open' ? 'success' : status === 'cancelled' ? 'danger' : 'neutral'}>{LABELS[status]}</Badge>;
}

/** The first characters of a battle id, enough to tell battles apart at a glance. */
export function shortId(id: string): string {
  return `#${id.slice(0, 8)}`;
}
