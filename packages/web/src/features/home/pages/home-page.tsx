import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyCard } from '../../../components/ui/empty-state';
import { PackageIcon, ShieldIcon, SwordsIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { Page } from '../../../components/ui/page';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMe } from '../../../lib/session';
import { LiveOpensPanel } from '../../live/components/live-opens-panel';
import { useNewestPacks } from '../../packs/requests/get-packs';
import { PACK_GRID_HOME, PackCard, PackCardSkeleton } from '../../packs/components/pack-card';
import { FeaturedCarousel } from '../components/featured-carousel';
import { HeroArt } from '../components/hero-art';

/**
 * /homepage: a welcome block, the featured packs and races, the newest packs and the Live Opens
 * feed. A self-excluded player sees no promotions (DESIGN §16b): the races leave the carousel.
 */
export function HomePage() {
  useDocumentTitle('Home');
  const { data: me } = useMe();
  return (
    <Page>
      <section className="relative isolate overflow-hidden rounded-3xl border border-line bg-ink-850 px-5 py-8 sm:px-10 sm:py-12">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(70%_90%_at_100%_0%,rgb(99_102_241/0.22),transparent_60%),radial-gradient(50%_80%_at_0%_100%,rgb(247_169_40/0.12),transparent_60%)]"
        />
        <div className="grid grid-cols-1 items-center gap-8 md:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
          <div>
            <Badge tone="cool">
              <ShieldIcon className="size-3.5" />
              Provably fair
            </Badge>
            <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
              Open packs. Win battles. <span className="text-accent">Check every roll.</span>
            </h1>
            <p className="mt-4 max-w-xl text-base leading-7 text-fg-muted">
              Unbox items worth from cents to thousands, battle up to ten players for everything unboxed, and verify each result
              with its published seeds.
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <ButtonLink to="/packs" size="lg" icon={<PackageIcon className="size-5" />}>
                Browse packs
              </ButtonLink>
              <ButtonLink to="/battlepage1" size="lg" variant="secondary" icon={<SwordsIcon className="size-5" />}>
                Join a battle
              </ButtonLink>
            </div>
          </div>
          <HeroArt />
        </div>
      </section>

      <section className="flex flex-col gap-4">
        <h2 className="text-xl font-bold tracking-tight">
          Featured
        </h2>
        <FeaturedCarousel promotions={!me?.selfExcluded} />
      </section>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="new-packs-heading" className="flex flex-col gap-4">
          <div className="flex items-center justify-between gap-3">
            <h2 id="new-packs-heading" className="text-xl font-bold tracking-tight">
              New Packs
            </h2>
            <ButtonLink to="/packs" variant="secondary" size="sm">
              View All Pack
            </ButtonLink>
          </div>
          <NewPacks />
        </section>
        <LiveOpensPanel className="h-fit lg:sticky lg:top-24" listClassName="max-h-[30rem]" />
      </div>
    </Page>
  );
}

const NEW_PACKS = 6;

/** The six newest packs, official or community, straight from the marketplace. */
function NewPacks() {
  const packs = useNewestPacks(NEW_PACKS);
  if (packs.isPending) {
    return (
      <ul aria-label="Loading new packs" className={PACK_GRID_HOME}>
        {Array.from({ length: NEW_PACKS }, (_, index) => (
          <li key={index}>
            <PackCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (packs.isError) {
    return (
      <Card>
        <LoadError title="We could not load the new packs" query={packs} />
      </Card>
    );
  }
  if (packs.data.packs.length === 0) {
    return (
      <EmptyCard
        icon={<PackageIcon />}
        title="No packs yet"
        description="Freshly published packs will appear here, each with its price."
        link={{ to: '/createpack', label: 'Create a pack' }}
      />
    );
  }
  return (
    <ul aria-label="New packs" className={PACK_GRID_HOME}>
      {packs.data.packs.map((pack) => (
        <li key={pack.id}>
          <PackCard pack={pack} eager className="h-full" />
        </li>
      ))}
    </ul>
  );
}
