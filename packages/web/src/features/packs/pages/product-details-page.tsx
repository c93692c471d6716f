import { useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { EmptyCard } from '../../../components/ui/empty-state';
import { PackageIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePack } from '../requests/get-pack';
import { BackToPacks, PackContents, PackHero, PackHeroSkeleton } from '../components/pack-hero';
import { PackStage } from '../components/pack-stage';

function Missing({ title, description }: { title: string; description: string }) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <EmptyCard
        icon={<PackageIcon />}
        title="Find another pack"
        description="Every pack in the marketplace lists its items and odds."
        link={{ to: '/packs', label: 'Browse packs' }}
      />
    </>
  );
}

/** /productdetails?id=: one pack: its reels and open buttons, its items best first, and its odds. */
export function ProductDetailsPage() {
  const [params] = useSearchParams();
  const packId = params.get('id');
  const pack = usePack(packId);
  useDocumentTitle(pack.data?.name ?? 'Pack');

  return (
    <Page>
      <BackToPacks />
      {!packId ? (
        <Missing title="No pack selected" description="Choose a pack from the marketplace to see what is inside." />
      ) : pack.isPending ? (
        <>
          <h1 className="sr-only">Loading the pack</h1>
          <PackHeroSkeleton />
          <Skeleton className="h-64 rounded-card" />
        </>
      ) : pack.isError ? (
        pack.error instanceof ApiError && pack.error.status >= 400 && pack.error.status < 500 ? (
          <Missing title="That pack does not exist" description="It may have been removed. Have a look at the other packs." />
        ) : (
          <>
            <PageHeader title="We could not load this pack" />
            <Card>
              <LoadError title="Check your connection" description="Then try again." query={pack} />
            </Card>
          </>
        )
      ) : (
        <>
          <PackHero pack={pack.data} />
          <PackStage key={pack.data.id} pack={pack.data} />
          <PackContents pack={pack.data} />
        </>
      )}
    </Page>
  );
}
