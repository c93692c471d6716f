import type { ReactNode } from 'react';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { AlertIcon } from './icons';

/**
 * What a list or panel shows when its data could not be loaded: what failed, why when the server
 * said, and Try again (busy while the retry runs). `compact` for side panels.
 */
export function LoadError({
  title,
  description,
  icon = <AlertIcon />,
  query,
  compact = false,
}: {
  title: string;
  description?: ReactNode;
  icon?: ReactNode | null;
  query: { refetch: () => unknown; isFetching?: boolean };
  compact?: boolean;
}) {
  return (
    <EmptyState
      compact={compact}
      icon={icon ?? undefined}
      title={title}
      description={description}
      action={
        <Button variant={compact ? 'ghost' : 'secondary'} size={compact ? 'sm' : undefined} loading={query.isFetching} onClick={() => void query.refetch()}>
          Try again
        </Button>
      }
    />
  );
}
