import { useId } from 'react';
import { Card, CardHeader } from '../../../components/ui/card';
import { ComingSoonButton } from '../../../components/ui/coming-soon';
import { EmptyState } from '../../../components/ui/empty-state';
import { ImageIcon, SearchIcon } from '../../../components/ui/icons';
import { Field, Input, Label, Select } from '../../../components/ui/input';
import { Money } from '../../../components/ui/money';
import { Notice } from '../../../components/ui/notice';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { COMMISSION_OPTIONS, PACK_ITEMS_MAX, PACK_NAME_MAX } from '../components/pack-rules';

/** /createpack: a community pack: 2 to 50 items, chances totalling 100 %, a name and a commission. */
export function CreatePackPage() {
  const id = useId();
  return (
    <Page>
      <PageHeader
        title="Create Pack"
        description="Pick 2 to 50 items, set each one's drop chance, and earn a commission every time your pack is opened."
      />
      <Notice tone="soon" title="Pack creation opens soon">
        The builder below shows the steps. It is not active yet.
      </Notice>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <Card>
          <CardHeader title={`Choose items (${PACK_ITEMS_MAX} max)`} extra={<span className="text-xs text-fg-subtle tabular-nums">0 selected</span>} />
          <fieldset disabled className="grid grid-cols-1 gap-3 border-b border-line p-4 sm:grid-cols-[minmax(0,1fr)_10rem] sm:p-5">
            <legend className="sr-only">Find items</legend>
            <div className="relative">
              <Label htmlFor={`${id}-search`} className="sr-only">
                Search items
              </Label>
              <SearchIcon className="pointer-events-none absolute top-3.5 left-3.5 size-4 text-fg-subtle" />
              <Input id={`${id}-search`} type="search" placeholder="Search items" className="pl-10" />
            </div>
            <div>
              <Label htmlFor={`${id}-max`} className="sr-only">
                Max price
              </Label>
              <Input id={`${id}-max`} type="number" inputMode="decimal" min={0} placeholder="Max price" />
            </div>
          </fieldset>
          <EmptyState
            icon={<ImageIcon />}
            title="The item catalogue will appear here"
            description="Browse every item with its value, then add the ones you want in your pack."
          />
        </Card>

        <Card className="h-fit p-4 sm:p-5 lg:sticky lg:top-24">
          <fieldset disabled className="flex flex-col gap-4">
            <legend className="mb-4 text-sm font-semibold">Your pack</legend>
            <Field label="Pack name" htmlFor={`${id}-name`} hint={`Up to ${PACK_NAME_MAX} letters, digits and spaces.`}>
              <Input id={`${id}-name`} maxLength={PACK_NAME_MAX} placeholder="My first pack" aria-describedby={`${id}-name-hint`} />
            </Field>
            <Field label="Commission" htmlFor={`${id}-commission`} hint="Paid to you from each open's price.">
              <Select id={`${id}-commission`} defaultValue="1.0" aria-describedby={`${id}-commission-hint`}>
                {COMMISSION_OPTIONS.map((value) => (
                  <option key={value} value={value}>
                    {value}%
                  </option>
                ))}
              </Select>
            </Field>
          </fieldset>
          <div className="mt-5 flex flex-col gap-2">
            <div className="flex justify-between text-sm">
              <span className="text-fg-muted">Drop chances</span>
              <span className="font-medium tabular-nums">0% of 100%</span>
            </div>
            <div
              role="progressbar"
              aria-label="Drop chances assigned"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={0}
              className="h-2 overflow-hidden rounded-full bg-ink-700"
            >
              <div className="h-full w-0 rounded-full bg-cool" />
            </div>
          </div>
          <div className="mt-5 flex items-baseline justify-between border-t border-line pt-4">
            <span className="text-sm text-fg-muted">Pack price</span>
            <Money cents={0} className="text-xl font-bold text-accent" />
          </div>
          <ComingSoonButton hintId={`${id}-create-hint`} hint="Pack creation opens soon" size="lg" align="stretch" className="mt-5">
            Create Pack
          </ComingSoonButton>
        </Card>
      </div>
    </Page>
  );
}
