import { Badge } from '../../../components/ui/badge';
import type { PackKind } from '../use-pack-editor';

/** What a pack is: "Level case · tier 3" (DESIGN §21), an official or a community pack. Fixed when the pack is made. */
export function PackKindBadge({ kind, levelTier, className }: { kind: PackKind; levelTier: number | null; className?: string }) {
  if (kind === 'level') {
    return (
      <Badge tone="violet" className={className}>
        Level case · tier {levelTier}
      </Badge>
    );
  }
  return (
    <Badge tone={kind === 'official' ? 'cool' : 'neutral'} className={className}>
      {kind === 'official' ? 'Official pack' : 'Community pack'}
    </Badge>
  );
}
