import { Card } from '../../../components/ui/card';
import { Skeleton, SkeletonMedia } from '../../../components/ui/skeleton';

/** The shape of the results while they load: a row of pack tiles, item rows, players, battles. */
export function SearchSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true" aria-label="Loading results">
      <Card>
        <SectionTitle width="w-20" />
        <div className="grid grid-cols-2 gap-3 p-3 sm:grid-cols-3 sm:p-4 lg:grid-cols-4 xl:grid-cols-6">
          {Array.from({ length: 6 }, (_, index) => (
            <div key={index} className="overflow-hidden rounded-xl border border-line">
              <Skeleton className="aspect-square w-full rounded-none" />
              <div className="space-y-2 p-3">
                <Skeleton className="h-3.5 w-4/5" />
                <Skeleton className="h-3.5 w-12" tone="accent" />
              </div>
            </div>
          ))}
        </div>
      </Card>
      <Card>
        <SectionTitle width="w-16" />
        <div className="grid grid-cols-1 gap-2 p-3 sm:grid-cols-2 sm:p-4 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, index) => (
            <SkeletonMedia
              key={index}
              className="gap-3 rounded-xl border border-line px-3 py-2.5"
              thumb="size-12 rounded-xl"
              title="h-3.5 w-3/4"
              line="h-3 w-14"
            />
          ))}
        </div>
      </Card>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        {[3, 3].map((rows, card) => (
          <Card key={card}>
            <SectionTitle width="w-20" />
            {Array.from({ length: rows }, (_, index) => (
              <div key={index} className="flex items-center gap-3 border-b border-line px-4 py-3 last:border-b-0 sm:px-5">
                <Skeleton className="size-10 rounded-full" />
                <Skeleton className="h-3.5 flex-1" />
              </div>
            ))}
          </Card>
        ))}
      </div>
    </div>
  );
}

/** A result section's title bar while it loads. */
function SectionTitle({ width }: { width: string }) {
  return (
    <div className="border-b border-line px-4 py-3.5 sm:px-5">
      <Skeleton className={`h-4 ${width}`} />
    </div>
  );
}
