import { Badge } from '../../../components/ui/badge';
import type { StatusLook } from '../../../lib/cashier-status';

/** A deposit's, withdrawal's, verification's or order's status, as a coloured pill with the core's words. */
export function StatusBadge({ look, className }: { look: StatusLook; className?: string }) {
  return (
    <Badge tone={look.tone} className={className}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {look.label}
    </Badge>
  );
}
