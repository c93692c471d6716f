import { Card } from '../../../components/ui/card';
import { EmptyCard } from '../../../components/ui/empty-state';
import { SparklesIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { usePackList } from '../../packs/requests/get-packs';
import { raceTitle } from '../../races/race-labels';
import { useRaces } from '../../races/requests/get-races';
import { featuredSlides, type FeaturedSlide } from '../carousel';
import { Carousel } from './carousel';
import { FeaturedSlideSkeleton, PackSlide, RaceSlide } from './featured-slide';

/** The most opened packs are the ones featured. */
const FEATURED_PACKS = 5;
const POPULAR = { q: '', type: 'any', filter: 'popular' } as const;

/**
 * /homepage's carousel: the most opened packs and the running races, read through the same
 * requests as /packs and /race. Whichever of the two loads is shown when the other fails. Without
 * `promotions` (a self-excluded player, DESIGN §16b) the races, a promotion, are left out.
 */
export function FeaturedCarousel({ promotions = true }: { promotions?: boolean }) {
  const packs = usePackList(POPULAR, FEATURED_PACKS);
  const races = useRaces();

  if (packs.isPending || (promotions && races.isPending)) return <FeaturedSlideSkeleton />;
  if (!promotions && packs.isError) {
    return (
      <Card>
        <LoadError title="We could not load the featured packs" query={packs} />
      </Card>
    );
  }
  if (packs.isError && races.isError) {
    return (
      <Card>
        <LoadError
          title="We could not load the featured packs and races"
          query={{
            refetch: () => Promise.all([packs.refetch(), races.refetch()]),
            isFetching: packs.isFetching || races.isFetching,
          }}
        />
      </Card>
    );
  }
  const slides = featuredSlides(packs.data?.pages[0]?.packs ?? [], (promotions && races.data) || []);
  if (slides.length === 0) {
    return (
      <EmptyCard
        icon={<SparklesIcon />}
        title="Nothing to feature yet"
        description="The most opened packs and the running races show up here."
        link={{ to: '/packs', label: 'Browse packs' }}
      />
    );
  }
  return <Carousel label={promotions ? 'Featured packs and races' : 'Featured packs'} slides={slides.map(toCarouselSlide)} />;
}

function toCarouselSlide(slide: FeaturedSlide) {
  if (slide.kind === 'pack') return { key: slide.key, name: slide.pack.name, content: <PackSlide pack={slide.pack} /> };
  return { key: slide.key, name: raceTitle(slide.race), content: <RaceSlide race={slide.race} /> };
}
