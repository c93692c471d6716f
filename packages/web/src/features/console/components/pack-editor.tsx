import { ppmToPercentText } from '@lootforge/core/odds';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyCard } from '../../../components/ui/empty-state';
import { AlertIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { readableError } from '../../../lib/readable-error';
import { useAdminPack } from '../requests/get-admin-pack';
import type { PackDraft } from '../use-pack-editor';
import { PackEditorForm } from './pack-editor-form';

/**
 * `packId` null: a new pack (`newKind` says which kind the choice starts on). Otherwise loads the
 * pack (listed or hidden, of any kind) and edits it.
 */
export function PackEditor({ packId, newKind = 'official', onDone }: { packId: string | null; newKind?: 'official' | 'level'; onDone: () => void }) {
  if (packId === null) {
    return <PackEditorForm packId={null} initial={{ name: '', items: [], active: true, kind: newKind, levelTier: null }} thumbUrl={null} onDone={onDone} />;
  }
  return <ExistingPack packId={packId} onDone={onDone} />;
}

function ExistingPack({ packId, onDone }: { packId: string; onDone: () => void }) {
  const pack = useAdminPack(packId);

  // The form starts from the pack as the server has it now (a copy cached by the list or a save
  // is read again first) and then keeps what the admin types: a later read never resets it.
  if (pack.isPending || (pack.isFetching && !pack.isFetchedAfterMount)) return <EditorSkeleton />;
  if (pack.isError) {
    return (
      <EmptyCard
        icon={<AlertIcon />}
        title="We could not open this pack"
        description={readableError(pack.error)}
        action={
          <>
            <Button variant="secondary" onClick={() => void pack.refetch()}>
              Try again
            </Button>
            <Button variant="ghost" onClick={onDone}>
              All packs
            </Button>
          </>
        }
      />
    );
  }
  const initial: PackDraft = {
    name: pack.data.name,
    active: pack.data.active,
    kind: pack.data.kind,
    levelTier: pack.data.levelTier,
    items: pack.data.items.map((item) => ({
      itemId: item.itemId,
      name: item.name,
      valueCents: item.valueCents,
      thumbUrl: item.thumbUrl,
      imageUrl: null,
      chance: ppmToPercentText(item.oddsPpm),
    })),
  };
  return <PackEditorForm key={packId} packId={packId} initial={initial} thumbUrl={pack.data.thumbUrl} onDone={onDone} />;
}

function EditorSkeleton() {
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]" aria-label="Loading the pack">
      <Card className="flex flex-col gap-4 p-5">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-11 w-full" />
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="flex items-center gap-3">
            <Skeleton className="size-11 rounded-xl" />
            <Skeleton className="h-4 flex-1" />
            <Skeleton className="h-10 w-28" />
          </div>
        ))}
      </Card>
      <Card className="flex flex-col gap-3 p-4">
        <Skeleton className="h-11 w-full" />
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-10 w-full" />
        ))}
      </Card>
    </div>
  );
}
