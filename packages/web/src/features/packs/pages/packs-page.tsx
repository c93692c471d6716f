import { useId } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ComingSoonNote } from '../../../components/ui/coming-soon';
import { EmptyState } from '../../../components/ui/empty-state';
import { PackageIcon, PlusIcon, SearchIcon } from '../../../components/ui/icons';
import { Input, Label, Select } from '../../../components/ui/input';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { LiveOpensPanel } from '../../live/components/live-opens-panel';

const PACK_TYPES = ['Official Packs', 'Community Packs'] as const;
const PACK_FILTERS = [
  'Most Popular',
  'Price Low to High',
  'Price High to Low',
  'All',
  'Greater than $500',
  'Greater than $1000',
] as const;

/** /packs: the pack marketplace, official and community packs. */
export function PacksPage() {
  const id = useId();
  return (
    <Page>
      <PageHeader
        title="Packs"
        description="Official packs from LootForge and community packs made by players. Every pack lists its odds."
        actions={
          <ButtonLink to="/createpack" variant="secondary">
            <PlusIcon className="size-4.5" />
            Create Pack
          </ButtonLink>
        }
      />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-4">
          <Card className="p-3 sm:p-4">
            <fieldset disabled aria-describedby={`${id}-soon`} className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_11rem_12rem]">
              <legend className="sr-only">Find packs</legend>
              <div className="relative">
                <Label htmlFor={`${id}-q`} className="sr-only">
                  Search packs
                </Label>
                <SearchIcon className="pointer-events-none absolute top-3.5 left-3.5 size-4 text-fg-subtle" />
                <Input id={`${id}-q`} type="search" placeholder="Search packs" className="pl-10" />
              </div>
              <div>
                <Label htmlFor={`${id}-type`} className="sr-only">
                  Pack type
                </Label>
                <Select id={`${id}-type`} defaultValue={PACK_TYPES[0]}>
                  {PACK_TYPES.map((type) => (
                    <option key={type}>{type}</option>
                  ))}
                </Select>
              </div>
              <div>
                <Label htmlFor={`${id}-filter`} className="sr-only">
                  Sort and filter
                </Label>
                <Select id={`${id}-filter`} defaultValue={PACK_FILTERS[0]}>
                  {PACK_FILTERS.map((filter) => (
                    <option key={filter}>{filter}</option>
                  ))}
                </Select>
              </div>
            </fieldset>
            <ComingSoonNote id={`${id}-soon`} className="mt-3">
              Search, sorting and filters switch on with the marketplace.
            </ComingSoonNote>
          </Card>
          <Card>
            <EmptyState
              icon={<PackageIcon />}
              title="No packs yet"
              description="Packs will be listed here with their price and odds. Want to be first? Design your own."
              action={
                <ButtonLink to="/createpack" variant="secondary">
                  Create a pack
                </ButtonLink>
              }
            />
          </Card>
        </div>
        <LiveOpensPanel className="h-fit" />
      </div>
    </Page>
  );
}
