import { useId, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { TICKETS } from '@lootforge/core/fairness';
import { PACK_NAME_RULE } from '@lootforge/core/contracts/packs';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { AlertIcon, ArrowLeftIcon, CloseIcon, SparklesIcon } from '../../../components/ui/icons';
import { Field, Input } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { Money } from '../../../components/ui/money';
import { Notice } from '../../../components/ui/notice';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { rarityOf } from '../../../lib/rarity';
import { readableError } from '../../auth/readable-error';
import type { CatalogueItem } from '../pack-api';
import { evenChances, formatChance, PACK_MAX_ITEMS, packTotals, parseChance, validatePack, type DraftEntry } from '../pack-form';
import { useAdminPack, usePackListing } from '../requests/get-admin-pack';
import { useCreatePack, useUpdatePack, type PackChanges } from '../requests/save-pack';
import { CataloguePicker } from './catalogue-picker';
import { ItemThumb } from './item-thumb';
import { PackThumb } from './pack-thumb';

const LIST_HREF = '/adminitems?tab=packs';

type Draft = { name: string; entries: DraftEntry[]; active: boolean };

/** `packId` null: a new pack. Otherwise loads the pack (listed or hidden) and edits it. */
export function PackEditor({ packId, onDone }: { packId: string | null; onDone: () => void }) {
  if (packId === null) return <PackForm packId={null} initial={{ name: '', entries: [], active: true }} thumbUrl={null} onDone={onDone} />;
  return <ExistingPack packId={packId} onDone={onDone} />;
}

function ExistingPack({ packId, onDone }: { packId: string; onDone: () => void }) {
  const pack = useAdminPack(packId);
  const listing = usePackListing(packId);

  if (pack.isPending || listing.isPending) return <EditorSkeleton />;
  const error = pack.error ?? listing.error;
  if (error || !pack.data || !listing.data) {
    return (
      <Card>
        <EmptyState
          icon={<AlertIcon />}
          title="We could not open this pack"
          description={readableError(error)}
          action={
            <>
              <Button variant="secondary" onClick={() => void Promise.all([pack.refetch(), listing.refetch()])}>
                Try again
              </Button>
              <Button variant="ghost" onClick={onDone}>
                All packs
              </Button>
            </>
          }
        />
      </Card>
    );
  }
  // Item pictures come from the public answer while the pack is listed.
  const thumbs = new Map((listing.data.pack?.items ?? []).map((item) => [item.itemId, item.thumbUrl]));
  const initial: Draft = {
    name: pack.data.name,
    active: listing.data.listed,
    entries: pack.data.items.map((item) => ({
      itemId: item.itemId,
      name: item.name,
      valueCents: item.valueCents,
      thumbUrl: thumbs.get(item.itemId) ?? null,
      chance: formatChance(item.oddsPpm),
    })),
  };
  return <PackForm key={`${pack.dataUpdatedAt}:${listing.dataUpdatedAt}`} packId={packId} initial={initial} thumbUrl={pack.data.thumbUrl} onDone={onDone} />;
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

function sameEntries(a: readonly DraftEntry[], b: readonly DraftEntry[]): boolean {
  return a.length === b.length && a.every((entry, i) => entry.itemId === b[i]?.itemId && parseChance(entry.chance) === parseChance(b[i]?.chance ?? ''));
}

function PackForm({ packId, initial, thumbUrl, onDone }: { packId: string | null; initial: Draft; thumbUrl: string | null; onDone: () => void }) {
  const id = useId();
  const toast = useToast();
  const createPack = useCreatePack();
  const updatePack = useUpdatePack();
  const [name, setName] = useState(initial.name);
  const [entries, setEntries] = useState<DraftEntry[]>(initial.entries);
  const [active, setActive] = useState(initial.active);
  const [errors, setErrors] = useState<{ name?: string; items?: string }>({});
  const [confirmingHide, setConfirmingHide] = useState(false);
  const saving = createPack.isPending || updatePack.isPending;
  const isNew = packId === null;

  const totals = useMemo(() => packTotals(entries), [entries]);
  const chosen = useMemo(() => new Set(entries.map((entry) => entry.itemId)), [entries]);
  const full = entries.length >= PACK_MAX_ITEMS;

  function addItem(item: CatalogueItem) {
    if (chosen.has(item.id) || full) return;
    // The last piece of 100 % goes to the new item, so two clicks can make a valid pack.
    const left = TICKETS - totals.totalPpm;
    const chance = totals.allValid && left > 0 ? formatChance(left) : '';
    setEntries((current) => [...current, { itemId: item.id, name: item.name, valueCents: item.valueCents, thumbUrl: item.thumbUrl, chance }]);
    setErrors((current) => ({ ...current, items: undefined }));
  }

  function setChance(index: number, chance: string) {
    setEntries((current) => current.map((entry, i) => (i === index ? { ...entry, chance } : entry)));
    setErrors((current) => ({ ...current, items: undefined }));
  }

  function remove(index: number) {
    setEntries((current) => current.filter((_, i) => i !== index));
  }

  function splitEvenly() {
    const chances = evenChances(entries.length);
    setEntries((current) => current.map((entry, i) => ({ ...entry, chance: chances[i] ?? entry.chance })));
    setErrors((current) => ({ ...current, items: undefined }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validatePack({ name, entries, active });
    if (!checked.ok) {
      setErrors({ [checked.field]: checked.message });
      toast.error(checked.message);
      return;
    }
    setErrors({});
    if (!isNew && initial.active && !active && !confirmingHide) {
      setConfirmingHide(true);
      return;
    }
    save(checked.value);
  }

  function save(value: { name: string; items: Array<{ itemId: string; oddsPpm: number }>; active: boolean }) {
    const done = {
      onSuccess: ({ message }: { message: string }) => {
        setConfirmingHide(false);
        toast.success(message);
        onDone();
      },
      onError: (error: unknown) => toast.error(readableError(error)),
    };
    if (isNew) {
      createPack.mutate(value, done);
      return;
    }
    const changes: PackChanges = {};
    if (value.name !== initial.name.trim()) changes.name = value.name;
    if (!sameEntries(entries, initial.entries)) changes.items = value.items;
    if (value.active !== initial.active) changes.active = value.active;
    if (Object.keys(changes).length === 0) {
      setConfirmingHide(false);
      toast.info('Nothing to change.');
      return;
    }
    updatePack.mutate({ id: packId, changes }, done);
  }

  const totalOk = totals.totalPpm === TICKETS && totals.allValid;
  const over = totals.totalPpm > TICKETS;
  let nextTicket = 1;

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <Card className="overflow-hidden">
        <div className="flex items-center gap-3 border-b border-line px-4 py-3 sm:px-5">
          <Link to={LIST_HREF} className="grid size-9 shrink-0 place-items-center rounded-lg text-fg-muted hover:bg-ink-700 hover:text-fg" aria-label="Back to all packs">
            <ArrowLeftIcon className="size-4.5" />
          </Link>
          {isNew ? null : <PackThumb src={thumbUrl} className="size-9 rounded-lg" />}
          <h2 className="min-w-0 truncate text-base font-semibold text-fg">{isNew ? 'New pack' : `Edit ${initial.name}`}</h2>
        </div>

        <form onSubmit={submit} noValidate aria-label={isNew ? 'New pack' : `Edit ${initial.name}`} className="flex flex-col">
          <div className="flex flex-col gap-5 p-4 sm:p-5">
            {!isNew && !initial.active ? (
              <Notice title="This pack is hidden">
                It is not in the marketplace or search, and nobody can open it. Turn on &ldquo;Listed in the marketplace&rdquo; to bring it back.
              </Notice>
            ) : null}
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
              <Field label="Pack name" htmlFor={`${id}-name`} hint={PACK_NAME_RULE} error={errors.name}>
                <Input
                  id={`${id}-name`}
                  value={name}
                  onChange={(event) => {
                    setName(event.target.value);
                    setErrors((current) => ({ ...current, name: undefined }));
                  }}
                  maxLength={40}
                  autoComplete="off"
                  placeholder="Neon Nights"
                  aria-invalid={errors.name ? true : undefined}
                  aria-describedby={errors.name ? `${id}-name-error` : `${id}-name-hint`}
                />
              </Field>
              <ListedSwitch checked={active} onChange={setActive} className="sm:mt-6.5" />
            </div>

            <fieldset className="flex flex-col gap-3" aria-describedby={errors.items ? `${id}-items-error` : undefined}>
              <div className="flex flex-wrap items-end justify-between gap-2">
                <legend className="float-left text-sm font-medium text-fg">
                  Items <span className="text-fg-subtle tabular-nums">({entries.length}/{PACK_MAX_ITEMS})</span>
                </legend>
                <Button variant="ghost" size="sm" onClick={splitEvenly} disabled={entries.length < 2}>
                  Split 100 % evenly
                </Button>
              </div>
              {entries.length === 0 ? (
                <div className="rounded-xl border border-dashed border-line-strong">
                  <EmptyState compact icon={<SparklesIcon />} title="No items yet" description="Add at least two from the catalogue, then give each a drop chance. The chances must total 100 %." />
                </div>
              ) : (
                <ol aria-label="Pack items" className="flex flex-col divide-y divide-line rounded-xl border border-line bg-ink-950/30">
                  {entries.map((entry, index) => {
                    const ppm = parseChance(entry.chance);
                    const valid = ppm !== null && ppm > 0;
                    const range = valid ? { from: nextTicket, to: nextTicket + ppm - 1 } : null;
                    if (valid) nextTicket += ppm;
                    const rarity = rarityOf(entry.valueCents);
                    return (
                      <li key={entry.itemId} className="flex items-center gap-2.5 px-3 py-2.5 sm:gap-3 sm:px-4">
                        <ItemThumb src={entry.thumbUrl} valueCents={entry.valueCents} name={entry.name} className="size-10 sm:size-11" />
                        <div className="min-w-0 flex-1">
                          <p className="line-clamp-2 text-sm leading-5 font-semibold break-words text-fg sm:truncate">{entry.name}</p>
                          <p className="truncate text-xs">
                            <Money cents={entry.valueCents} className={cn('font-semibold', rarity.textClass)} />
                            {range && range.from <= TICKETS ? (
                              <span className="hidden font-mono text-fg-subtle sm:inline">
                                {' '}
                                · tickets {range.from.toLocaleString('en-US')}–{Math.min(range.to, TICKETS).toLocaleString('en-US')}
                              </span>
                            ) : null}
                          </p>
                        </div>
                        <div className="relative w-22 shrink-0 sm:w-26">
                          <Input
                            value={entry.chance}
                            onChange={(event) => setChance(index, event.target.value)}
                            inputMode="decimal"
                            autoComplete="off"
                            aria-label={`Chance for ${entry.name} (%)`}
                            aria-invalid={entry.chance !== '' && !valid ? true : undefined}
                            placeholder="0"
                            className="h-10 pr-7 pl-2.5 text-right font-mono tabular-nums"
                          />
                          <span aria-hidden="true" className="pointer-events-none absolute top-2.5 right-3 text-sm text-fg-subtle">
                            %
                          </span>
                        </div>
                        <button
                          type="button"
                          onClick={() => remove(index)}
                          className="-mr-1 grid size-8 shrink-0 place-items-center rounded-lg text-fg-subtle hover:bg-ink-700 hover:text-danger"
                        >
                          <CloseIcon className="size-4" />
                          <span className="sr-only">Remove {entry.name}</span>
                        </button>
                      </li>
                    );
                  })}
                </ol>
              )}
              {errors.items ? (
                <p id={`${id}-items-error`} className="text-xs font-medium text-danger">
                  {errors.items}
                </p>
              ) : null}
            </fieldset>
          </div>

          <div className="sticky bottom-0 border-t border-line bg-ink-850/95 px-4 py-4 backdrop-blur sm:px-5">
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
              <div className="flex flex-col gap-2">
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="text-fg-muted">Total chance</span>
                  <output aria-label="Total chance" className={cn('font-mono font-bold tabular-nums', totalOk ? 'text-success' : over ? 'text-danger' : 'text-accent')}>
                    {formatChance(totals.totalPpm)} %
                  </output>
                </div>
                <div className="h-2 overflow-hidden rounded-full bg-ink-700" aria-hidden="true">
                  <div
                    className={cn('h-full rounded-full transition-[width] duration-200', totalOk ? 'bg-success' : over ? 'bg-danger' : 'bg-accent')}
                    style={{ width: `${Math.min(100, (totals.totalPpm / TICKETS) * 100)}%` }}
                  />
                </div>
                <p className="text-xs text-fg-subtle">
                  {totalOk
                    ? 'Exactly 100 %: ready to save.'
                    : over
                      ? `${formatChance(totals.totalPpm - TICKETS)} % too much.`
                      : `${formatChance(TICKETS - totals.totalPpm)} % left to give out.`}
                </p>
              </div>
              <dl className="grid grid-cols-2 gap-4 sm:flex sm:gap-6 sm:text-right">
                <div>
                  <dt className="text-xs text-fg-subtle">Expected value</dt>
                  <dd className="text-sm font-semibold text-fg tabular-nums">
                    {totals.expectedValueCents !== null ? <Money cents={Math.round(totals.expectedValueCents)} /> : '—'}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-fg-subtle">Price (8 % edge)</dt>
                  <dd className="text-xl font-bold text-accent tabular-nums" aria-label="Pack price">
                    {totals.priceCents !== null ? <Money cents={totals.priceCents} /> : '—'}
                  </dd>
                </div>
              </dl>
            </div>
            <div className="mt-4 flex flex-wrap justify-end gap-2">
              <Button variant="ghost" onClick={onDone} disabled={saving}>
                Cancel
              </Button>
              <Button type="submit" variant="secondary" loading={saving} className="min-w-32">
                {isNew ? 'Create pack' : 'Save changes'}
              </Button>
            </div>
          </div>
        </form>
      </Card>

      <div className="lg:sticky lg:top-24">
        <CataloguePicker chosen={chosen} full={full} onAdd={addItem} />
      </div>

      <Modal
        open={confirmingHide}
        onClose={() => (saving ? undefined : setConfirmingHide(false))}
        title="Hide this pack?"
        size="sm"
        description="It leaves the marketplace and search, and nobody can open it or pick it for a battle. Opens and battles already made keep their results. You can list it again from this page: it stays reachable from Recent changes."
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirmingHide(false)} disabled={saving}>
              Keep it listed
            </Button>
            <Button
              variant="danger"
              loading={saving}
              onClick={() => {
                const checked = validatePack({ name, entries, active });
                if (checked.ok) save(checked.value);
              }}
            >
              Hide and save
            </Button>
          </>
        }
      />
    </div>
  );
}

/** "Listed in the marketplace": on for a pack people can see and open. */
function ListedSwitch({ checked, onChange, className }: { checked: boolean; onChange: (checked: boolean) => void; className?: string }) {
  return (
    <label
      className={cn(
        'relative flex cursor-pointer items-center gap-3 rounded-xl border px-3.5 py-2.5 transition-colors',
        checked ? 'border-success/35 bg-success/6' : 'border-line-strong bg-ink-950/40 hover:border-ink-500',
        className,
      )}
    >
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        aria-checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-xl opacity-0"
      />
      <span
        aria-hidden="true"
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
          'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-cool',
          checked ? 'bg-success' : 'bg-ink-600',
        )}
      >
        <span className={cn('absolute left-1 size-4 rounded-full shadow transition-transform', checked ? 'translate-x-5 bg-white' : 'bg-fg-subtle')} />
      </span>
      <span className="flex flex-col">
        <span className="text-sm font-medium whitespace-nowrap text-fg">Listed in the marketplace</span>
        <span className="text-xs text-fg-subtle">{checked ? 'People can see and open it' : 'Hidden from everyone'}</span>
      </span>
    </label>
  );
}
