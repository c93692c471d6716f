import { Card } from '../../../components/ui/card';
import { Skeletons } from '../../../components/ui/skeleton';

/** The shape of a battle card while the list loads. */
export function BattleCardSkeleton() {
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <Skeletons className="flex items-center justify-between" shapes={['h-5 w-28 rounded-full', 'h-3.5 w-16']} />
      <Skeletons className="flex items-center gap-2" shapes={['size-9', 'size-9', 'h-3.5 w-14']} />
      <Skeletons className="grid grid-cols-2 gap-3" shapes={['h-[3.75rem] rounded-xl', 'h-[3.75rem] rounded-xl']} />
      <Skeletons className="flex gap-2" shapes={['h-10 w-28 rounded-full', 'h-10 w-24 rounded-full']} />
      <Skeletons className="flex items-center justify-between border-t border-line pt-4" shapes={['h-4 w-32', 'h-10 w-28 rounded-xl']} />
    </Card>
  );
}
