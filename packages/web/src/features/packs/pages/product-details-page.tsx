import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PackageIcon } from '../../../components/ui/icons';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';

/** /productdetails?id=: one pack: its items, odds, price and the open button. */
export function ProductDetailsPage() {
  const [params] = useSearchParams();
  const packId = params.get('id');
  return (
    <Page>
      <PageHeader title="Pack details" description="Every item in the pack, its value and its chance, and the price to open it." />
      <Card>
        {packId ? (
          <EmptyState
            icon={<PackageIcon />}
            title="Pack pages are on their way"
            description="Soon this page shows the pack's contents and lets you open it. Meanwhile its drop chances have their own page."
            action={
              <>
                <ButtonLink to={`/dropchance?id=${encodeURIComponent(packId)}`} variant="secondary">
                  See drop chances
                </ButtonLink>
                <ButtonLink to="/packs" variant="ghost">
                  Browse packs
                </ButtonLink>
              </>
            }
          />
        ) : (
          <EmptyState
            icon={<PackageIcon />}
            title="No pack selected"
            description="Choose a pack from the marketplace to see what is inside."
            action={
              <ButtonLink to="/packs" variant="secondary">
                Browse packs
              </ButtonLink>
            }
          />
        )}
      </Card>
    </Page>
  );
}
