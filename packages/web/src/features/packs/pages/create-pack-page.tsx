import { useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  COMMISSION_OPTIONS_BP,
  MAX_COMMISSION_BP,
  MIN_COMMISSION_BP,
  PACK_NAME_RULE,
  packNameField,
} from '@lootforge/core/contracts/packs';
import { TICKETS } from '@lootforge/core/fairness';
import { parseDollars } from '@lootforge/core/money';
import { DEFAULT_HOUSE_EDGE, PACK_MAX_ITEMS, PACK_MIN_ITEMS, packPriceCents } from '@lootforge/core/pack';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { CheckCircleIcon, CloseIcon, PackageIcon, PlusIcon, SearchIcon, SparklesIcon } from '../../../components/ui/icons';
import { Field, Input, Label, Select } from '../../../components/ui/input';
import { Money } from '../../../components/ui/money';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { formatCents } from '@lootforge/core/money';
import { rarityOf } from '../../../lib/rarity';
import { RequireUser } from '../../auth/components/require-user';
import { CATALOGUE_PAGE_SIZE, useCatalogue, useCreatePack, type CatalogueItem } from '../api';
import { ItemArt } from '../components/item-art';
import { evenSplit, percentToPpm, ppmToPercentText } from '../odds';
import { useDebouncedValue } from '../use-debounced-value';

const ODDS_TOTAL_MESSAGE = 'The drop chances must total 100 %.';
const BAD_CHANCE_MESSAGE = 'Each drop chance must be above 0 % with at most 3 decimals.';

type Chosen = { item: CatalogueItem; percent: string };

const count = new Intl.NumberFormat('en-US');

function commissionLabel(bp: number): string {
  return `${(bp / 100).toFixed(1)}%`;
}

/** The catalogue: search, max price, 48 a page with Prev / Next ("Showing 1 - 48 of N"). */
function CataloguePicker({
  chosenIds,
  full,
  onToggle,
}: {
  chosenIds: ReadonlySet<string>;
  full: boolean;
  onToggle: (item: CatalogueItem) => void;
}) {
  const id = useId();
  const [search, setSearch] = useState('');
  const [maxPrice, setMaxPrice] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const maxPriceText = useDebouncedValue(maxPrice.trim(), 300);
  const maxPriceCents = maxPriceText === '' ? null : parseDollars(maxPriceText);
  const maxPriceInvalid = maxPrice.trim() !== '' && parseDollars(maxPrice.trim()) === null;
  // The page belongs to one search: a new search starts at its first page.
  const searchKey = `${q}|${maxPriceCents ?? ''}`;
  const [paging, setPaging] = useState({ key: searchKey, offset: 0 });
  const offset = paging.key === searchKey ? paging.offset : 0;
  const catalogue = useCatalogue({ q, maxPriceCents, offset });
  const items = catalogue.data?.items ?? [];
  const total = catalogue.data?.total ?? 0;
  const shownFrom = items.length > 0 ? offset + 1 : 0;
  const shownTo = offset + items.length;

  return (
    <Card className="min-w-0">
      <CardHeader
        title={`Choose items (${PACK_MAX_ITEMS} max)`}
        icon={<PackageIcon className="size-4 text-cool" />}
        extra={<span className="text-xs font-medium text-fg-subtle tabular-nums">{chosenIds.size} selected</span>}
      />
      <div className="grid grid-cols-1 gap-3 border-b border-line p-3 sm:grid-cols-[minmax(0,1fr)_11rem] sm:p-4">
        <div className="relative">
          <Label htmlFor={`${id}-search`} className="sr-only">
            Search items
          </Label>
          <SearchIcon className="pointer-events-none absolute top-3.5 left-3.5 size-4 text-fg-subtle" />
          <Input id={`${id}-search`} type="search" placeholder="Search items" autoComplete="off" value={search} onChange={(event) => setSearch(event.target.value)} className="pl-10" />
        </div>
        <div className="relative">
          <Label htmlFor={`${id}-max`} className="sr-only">
            Max price
          </Label>
          <span aria-hidden="true" className="pointer-events-none absolute top-3 left-3.5 text-sm text-fg-subtle">
            $
          </span>
          <Input
            id={`${id}-max`}
            inputMode="decimal"
            placeholder="Max price"
            autoComplete="off"
            value={maxPrice}
            aria-invalid={maxPriceInvalid || undefined}
            onChange={(event) => setMaxPrice(event.target.value)}
            className="pl-7"
          />
        </div>
      </div>

      {catalogue.isPending ? (
        <ul aria-label="Loading items" className="grid grid-cols-2 gap-2 p-3 sm:grid-cols-3 sm:p-4 xl:grid-cols-4">
          {Array.from({ length: 12 }, (_, index) => (
            <li key={index}>
              <Skeleton className="h-40 rounded-xl" />
            </li>
          ))}
        </ul>
      ) : items.length === 0 ? (
        <EmptyState icon={<SearchIcon />} title="No items match" description="Try another name or a higher max price." />
      ) : (
        <ul
          aria-label="Catalogue"
          aria-busy={catalogue.isPlaceholderData}
          className={cn('grid grid-cols-2 gap-2 p-3 transition-opacity sm:grid-cols-3 sm:p-4 xl:grid-cols-4', catalogue.isPlaceholderData && 'opacity-60')}
        >
          {items.map((item) => {
            const chosen = chosenIds.has(item.id);
            const rarity = rarityOf(item.valueCents);
            const blocked = !chosen && full;
            return (
              <li key={item.id}>
                <button
                  type="button"
                  aria-pressed={chosen}
                  aria-label={`${chosen ? 'Remove' : 'Add'} ${item.name}, ${formatCents(item.valueCents)}`}
                  disabled={blocked}
                  title={blocked ? `A pack holds at most ${PACK_MAX_ITEMS} items` : undefined}
                  onClick={() => onToggle(item)}
                  className={cn(
                    'group relative flex h-full w-full flex-col items-center gap-1 rounded-xl border p-2.5 text-center transition-[background-color,border-color,box-shadow]',
                    chosen ? 'border-accent/60 bg-accent/8 shadow-[0_0_0_1px_rgb(247_169_40/0.35)_inset]' : 'border-line bg-ink-950/40 hover:border-line-strong hover:bg-ink-800',
                    blocked && 'cursor-not-allowed opacity-45',
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'absolute top-2 right-2 grid size-6 place-items-center rounded-full ring-1 transition-colors',
                      chosen ? 'bg-accent text-accent-fg ring-accent' : 'bg-ink-800 text-fg-subtle ring-line-strong group-hover:text-fg',
                    )}
                  >
                    {chosen ? <CheckCircleIcon className="size-4" /> : <PlusIcon className="size-3.5" />}
                  </span>
                  <ItemArt item={item} className="size-20" />
                  <span className="line-clamp-2 min-h-8 text-xs leading-4 font-medium text-fg">{item.name}</span>
                  <Money cents={item.valueCents} className={cn('text-sm font-bold', rarity.textClass)} />
                </button>
              </li>
            );
          })}
        </ul>
      )}

      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line px-3 py-3 sm:px-4">
        <p className="text-sm text-fg-muted tabular-nums" aria-live="polite" data-catalogue-range="">
          {total > 0 ? `Showing ${count.format(shownFrom)} - ${count.format(shownTo)} of ${count.format(total)}` : catalogue.isPending ? 'Loading…' : 'Showing 0 of 0'}
        </p>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={offset === 0 || catalogue.isPlaceholderData}
            onClick={() => setPaging({ key: searchKey, offset: Math.max(0, offset - CATALOGUE_PAGE_SIZE) })}
          >
            Prev
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={shownTo >= total || catalogue.isPlaceholderData}
            onClick={() => setPaging({ key: searchKey, offset: offset + CATALOGUE_PAGE_SIZE })}
          >
            Next
          </Button>
        </div>
      </div>
    </Card>
  );
}

function CreatePackForm() {
  const id = useId();
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreatePack();
  const nameRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [commissionBp, setCommissionBp] = useState<number>(100);
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [tried, setTried] = useState(false);

  const chosenIds = useMemo(() => new Set(chosen.map((entry) => entry.item.id)), [chosen]);
  const ppms = chosen.map((entry) => percentToPpm(entry.percent));
  const totalPpm = ppms.reduce<number>((sum, ppm) => sum + (ppm ?? 0), 0);
  const chancesValid = ppms.every((ppm) => ppm !== null && ppm >= 1);
  const totalOk = totalPpm === TICKETS;
  const priceCents = packPriceCents(
    chosen.map((entry, index) => ({ valueCents: entry.item.valueCents, oddsPpm: ppms[index] ?? 0 })),
    DEFAULT_HOUSE_EDGE,
    commissionBp / 10_000,
  );
  const expectedCents = chosen.reduce((sum, entry, index) => sum + entry.item.valueCents * (ppms[index] ?? 0), 0) / TICKETS;
  const commissionPerOpenCents = Math.floor((priceCents * commissionBp) / 10_000);
  const nameCheck = packNameField.safeParse(name);
  const nameError = nameCheck.success ? null : (nameCheck.error.issues[0]?.message ?? PACK_NAME_RULE);
  const commissionTooHigh = commissionBp > MAX_COMMISSION_BP;

  function toggle(item: CatalogueItem) {
    setChosen((current) => {
      if (current.some((entry) => entry.item.id === item.id)) return current.filter((entry) => entry.item.id !== item.id);
      if (current.length >= PACK_MAX_ITEMS) return current;
      return [...current, { item, percent: '' }];
    });
  }

  function distributeEvenly() {
    const split = evenSplit(chosen.length);
    setChosen((current) => current.map((entry, index) => ({ ...entry, percent: ppmToPercentText(split[index] ?? 0) })));
  }

  async function submit() {
    setTried(true);
    const problem = nameError
      ? nameError
      : chosen.length < PACK_MIN_ITEMS
        ? 'A pack needs at least two items.'
        : !chancesValid
          ? BAD_CHANCE_MESSAGE
          : !totalOk
            ? `${ODDS_TOTAL_MESSAGE} They add up to ${ppmToPercentText(totalPpm)} % now.`
            : null;
    if (problem) {
      toast.error(problem);
      if (nameError) nameRef.current?.focus();
      return;
    }
    try {
      // A commission above 3.0 % goes to the server as chosen: its answer says why it is refused.
      const answer = await create.mutateAsync({
        name: name.trim(),
        commissionBp,
        items: chosen.map((entry, index) => ({ itemId: entry.item.id, oddsPpm: ppms[index]! })),
      });
      toast.success(answer.message);
      await navigate(`/productdetails?id=${encodeURIComponent(answer.pack.id)}`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  const progress = Math.min(100, totalPpm / 1000);
  const over = totalPpm > TICKETS;

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
      <CataloguePicker chosenIds={chosenIds} full={chosen.length >= PACK_MAX_ITEMS} onToggle={toggle} />

      <Card className="h-fit lg:sticky lg:top-24">
        <form
          noValidate
          aria-labelledby={`${id}-heading`}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          className="flex flex-col"
        >
          <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3 sm:px-5">
            <h2 id={`${id}-heading`} className="flex items-center gap-2 text-sm font-semibold tracking-wide">
              <SparklesIcon className="size-4 text-accent" />
              Your pack
            </h2>
            <span className="text-xs text-fg-subtle tabular-nums">
              {chosen.length} / {PACK_MAX_ITEMS} items
            </span>
          </div>

          <div className="flex flex-col gap-4 p-4 sm:p-5">
            <Field
              label="Pack name"
              htmlFor={`${id}-name`}
              hint={`${PACK_NAME_RULE} No profanity or slurs.`}
              error={tried && nameError ? nameError : undefined}
            >
              <div className="relative">
                <Input
                  ref={nameRef}
                  id={`${id}-name`}
                  value={name}
                  maxLength={20}
                  autoComplete="off"
                  placeholder="My Lucky Pack"
                  aria-invalid={(tried && Boolean(nameError)) || undefined}
                  aria-describedby={tried && nameError ? `${id}-name-error` : `${id}-name-hint`}
                  onChange={(event) => setName(event.target.value)}
                  className="pr-14"
                />
                <span className="pointer-events-none absolute top-3 right-3.5 text-xs text-fg-subtle tabular-nums">{name.length}/20</span>
              </div>
            </Field>

            <Field
              label="Commission"
              htmlFor={`${id}-commission`}
              hint={`Paid to you from each open's price. Allowed: ${commissionLabel(MIN_COMMISSION_BP)} to ${commissionLabel(MAX_COMMISSION_BP)}.`}
              error={commissionTooHigh ? `Above ${commissionLabel(MAX_COMMISSION_BP)} is not accepted.` : undefined}
            >
              <Select
                id={`${id}-commission`}
                value={commissionBp}
                aria-invalid={commissionTooHigh || undefined}
                aria-describedby={commissionTooHigh ? `${id}-commission-error` : `${id}-commission-hint`}
                onChange={(event) => setCommissionBp(Number(event.target.value))}
              >
                {COMMISSION_OPTIONS_BP.map((bp) => (
                  <option key={bp} value={bp}>
                    {commissionLabel(bp)}
                  </option>
                ))}
              </Select>
            </Field>

            <div className="flex flex-col gap-2">
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm font-medium text-fg">Drop chances</span>
                <Button variant="ghost" size="sm" disabled={chosen.length === 0} onClick={distributeEvenly}>
                  Distribute evenly
                </Button>
              </div>
              {chosen.length === 0 ? (
                <p className="rounded-xl border border-dashed border-line-strong px-4 py-6 text-center text-sm text-fg-subtle">
                  Add at least {PACK_MIN_ITEMS} items from the catalogue, then give each a chance in %.
                </p>
              ) : (
                <ul aria-label="Chosen items" className="-mx-1 flex max-h-[22rem] flex-col gap-1.5 overflow-y-auto px-1 py-0.5">
                  {chosen.map((entry, index) => {
                    const ppm = ppms[index];
                    const invalid = entry.percent.trim() !== '' ? ppm === null || ppm === undefined || ppm < 1 : tried;
                    const rarity = rarityOf(entry.item.valueCents);
                    return (
                      <li key={entry.item.id} className="flex items-center gap-2.5 rounded-xl bg-ink-950/40 py-1.5 pr-1.5 pl-1.5 ring-1 ring-line ring-inset">
                        <ItemArt item={entry.item} className="size-10 shrink-0" />
                        <div className="min-w-0 flex-1">
                          <p className="truncate text-sm font-medium text-fg" title={entry.item.name}>
                            {entry.item.name}
                          </p>
                          <Money cents={entry.item.valueCents} className={cn('text-xs font-semibold', rarity.textClass)} />
                        </div>
                        <div className="relative w-24 shrink-0">
                          <Input
                            inputMode="decimal"
                            autoComplete="off"
                            placeholder="0.000"
                            aria-label={`Drop chance for ${entry.item.name} (%)`}
                            aria-invalid={invalid || undefined}
                            value={entry.percent}
                            onChange={(event) => {
                              const percent = event.target.value;
                              setChosen((current) => current.map((other) => (other.item.id === entry.item.id ? { ...other, percent } : other)));
                            }}
                            className="h-9 pr-7 text-right tabular-nums"
                          />
                          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-2.5 flex items-center text-sm text-fg-subtle">
                            %
                          </span>
                        </div>
                        <button
                          type="button"
                          onClick={() => toggle(entry.item)}
                          className="grid size-8 shrink-0 place-items-center rounded-lg text-fg-subtle hover:bg-ink-700 hover:text-fg"
                        >
                          <CloseIcon className="size-4" />
                          <span className="sr-only">Remove {entry.item.name}</span>
                        </button>
                      </li>
                    );
                  })}
                </ul>
              )}
              <div className="mt-1 flex items-center justify-between text-sm">
                <span className="text-fg-muted">Total</span>
                <span
                  data-chance-total=""
                  className={cn('font-semibold tabular-nums', totalOk ? 'text-success' : over ? 'text-danger' : tried ? 'text-danger' : 'text-fg')}
                >
                  {ppmToPercentText(totalPpm)}% of 100%
                </span>
              </div>
              <div
                role="progressbar"
                aria-label="Drop chances assigned"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Number(progress.toFixed(3))}
                className="h-2 overflow-hidden rounded-full bg-ink-700"
              >
                <div
                  className={cn('h-full rounded-full transition-[width] duration-300', totalOk ? 'bg-success' : over ? 'bg-danger' : 'bg-cool')}
                  style={{ width: `${progress}%` }}
                />
              </div>
              {!totalOk && chosen.length > 0 ? (
                <p className={cn('text-xs', over || tried ? 'text-danger' : 'text-fg-subtle')}>
                  {over ? `${ppmToPercentText(totalPpm - TICKETS)} % too much. ` : `${ppmToPercentText(TICKETS - totalPpm)} % left to assign. `}
                  The chances must total exactly 100 %.
                </p>
              ) : null}
            </div>
          </div>

          <div className="border-t border-line px-4 py-4 sm:px-5">
            <dl className="flex flex-col gap-1.5 text-sm">
              <div className="flex justify-between">
                <dt className="text-fg-muted">Expected value</dt>
                <dd className="tabular-nums">{formatCents(Math.round(expectedCents))}</dd>
              </div>
              <div className="flex justify-between">
                <dt className="text-fg-muted">House edge</dt>
                <dd className="tabular-nums">{Math.round(DEFAULT_HOUSE_EDGE * 100)}%</dd>
              </div>
              <div className="flex justify-between">
                <dt className="text-fg-muted">Your commission per open</dt>
                <dd className="tabular-nums text-success">{formatCents(commissionPerOpenCents)}</dd>
              </div>
              <div className="mt-2 flex items-baseline justify-between border-t border-line pt-3">
                <dt className="font-semibold">Pack price</dt>
                <dd>
                  <Money cents={priceCents} className={cn('text-2xl font-extrabold', totalOk ? 'text-accent' : 'text-fg-subtle')} />
                </dd>
              </div>
            </dl>
            {!totalOk && chosen.length > 0 ? <p className="mt-1 text-right text-xs text-fg-subtle">Final once the chances total 100 %.</p> : null}
            <Button type="submit" size="lg" className="mt-4 w-full" loading={create.isPending}>
              <PlusIcon className="size-5" />
              Create Pack
            </Button>
            <p className="mt-2 text-center text-xs text-fg-subtle">The server checks every rule and sets the final price.</p>
          </div>
        </form>
      </Card>
    </div>
  );
}

/** /createpack: a community pack: 2 to 50 items, chances totalling 100 %, a name and a commission. */
export function CreatePackPage() {
  return (
    <Page>
      <PageHeader
        title="Create Pack"
        description="Pick 2 to 50 items, set each one's drop chance, and earn a commission every time your pack is opened."
      />
      <RequireUser redirectTo="/loginsignup">
        <CreatePackForm />
      </RequireUser>
    </Page>
  );
}
