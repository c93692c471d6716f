import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';

/** The shape of a battle card while the list loads. */
export function BattleCardSkeleton() {
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <div className="flex items-center justify-between">
        <Skeleton className="h-5 w-28 rounded-full" />
        <Skeleton className="h-3.5 w-16" />
      </div>
      <div className="flex items-center gap-2">
        <Skeleton className="size-9" />
        <Skeleton className="size-9" />
        <Skeleton className="h-3.5 w-14" />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Skeleton className="h-[3.75rem] rounded-xl" />
        <Skeleton className="h-[3.75rem] rounded-xl" />
      </div>
      <div className="flex gap-2">
        <Skeleton className="h-10 w-28 rounded-full" />
        <Skeleton className="h-10 w-24 rounded-full" />
      </div>
      <div className="flex items-center justify-between border-t border-line pt-4">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-10 w-28 rounded-xl" />
      </div>
    </Card>
  );
}
