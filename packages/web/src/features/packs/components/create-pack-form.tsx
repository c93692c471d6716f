import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { useDebounce } from 'use-debounce';
import { PACK_NAME_RULE, packNameField } from '@lootforge/core/contracts/packs';
import { COMMISSION_OPTIONS_BP, commissionPercentText, MAX_COMMISSION_BP, MIN_COMMISSION_BP, PACK_MAX_ITEMS } from '@lootforge/core/pack';
import { checkPackDraft, draftTotals, remainingChanceText } from '@lootforge/core/pack-draft';
import { Card, CardHeader } from '../../../components/ui/card';
import { PackageIcon, SparklesIcon } from '../../../components/ui/icons';
import { Money } from '../../../components/ui/money';
import { cn } from '../../../lib/cn';
import { Field, Input, Select } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { CataloguePicker } from '../../catalogue/components/catalogue-picker';
import { useDraftItems } from '../../catalogue/use-draft-items';
import { useCreatePack } from '../requests/create-pack';
import { usePackHouseEdge } from '../requests/get-pack-pricing';
import { usePackNameCheck } from '../requests/check-pack-name';
import { ChosenChances } from './chosen-chances';
import { PackPriceSummary } from './pack-price-summary';

/** The catalogue on the left, the pack being made on the right, priced live as the server will price it. */
export function CreatePackForm() {
  const id = useId();
  const navigate = useNavigate();
  const create = useCreatePack();
  const nameRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [commissionBp, setCommissionBp] = useState<number>(100);
  const [tried, setTried] = useState(false);
  const draft = useDraftItems();
  const houseEdge = usePackHouseEdge();
  const totals = draftTotals(draft.items, { houseEdge, commissionBp });
  const nameCheck = packNameField.safeParse(name);
  // As it is typed: once the name keeps the rule above, the server says whether it is clean and free.
  const [settledName] = useDebounce(name.trim(), 300);
  const serverCheck = usePackNameCheck(packNameField.safeParse(settledName).success ? settledName : null);
  const serverNameError = serverCheck.data && !serverCheck.data.available && settledName === name.trim() ? (serverCheck.data.message ?? undefined) : undefined;
  const nameError = (tried && !nameCheck.success ? (nameCheck.error.issues[0]?.message ?? PACK_NAME_RULE) : undefined) ?? serverNameError;
  const panelRef = useRef<HTMLDivElement>(null);
  const panelBelow = useBelowScreen(panelRef);

  async function submit() {
    setTried(true);
    const checked = checkPackDraft({ name, entries: draft.items });
    if (!checked.ok) {
      toast.error(checked.message);
      if (checked.field === 'name') nameRef.current?.focus();
      return;
    }
    try {
      const answer = await create.mutateAsync({ name: checked.name, commissionBp, items: checked.items });
      toast.success(answer.message);
      await navigate(`/productdetails?id=${encodeURIComponent(answer.pack.id)}`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
      <Card className="min-w-0">
        <CardHeader
          title={`Choose items (${PACK_MAX_ITEMS} max)`}
          icon={<PackageIcon className="size-4 text-cool" />}
          extra={<span className="text-xs font-medium text-fg-subtle tabular-nums">{draft.items.length} selected</span>}
        />
        <CataloguePicker layout="grid" withMaxPrice chosen={draft.ids} full={draft.full} onPick={draft.toggle} />
      </Card>

      <Card ref={panelRef} className="h-fit scroll-mt-20 lg:sticky lg:top-24">
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
              {draft.items.length} / {PACK_MAX_ITEMS} items
            </span>
          </div>

          <div className="flex flex-col gap-4 p-4 sm:p-5">
            <Field label="Pack name" htmlFor={`${id}-name`} hint={`${PACK_NAME_RULE} No profanity or slurs.`} error={nameError}>
              <div className="relative">
                <Input
                  ref={nameRef}
                  id={`${id}-name`}
                  value={name}
                  maxLength={20}
                  autoComplete="off"
                  placeholder="My Lucky Pack"
                  aria-invalid={nameError ? true : undefined}
                  aria-describedby={nameError ? `${id}-name-error` : `${id}-name-hint`}
                  onChange={(event) => setName(event.target.value)}
                  className="pr-14"
                />
                <span className="pointer-events-none absolute top-3 right-3.5 text-xs text-fg-subtle tabular-nums">{name.length}/20</span>
              </div>
            </Field>

            <Field
              label="Commission"
              htmlFor={`${id}-commission`}
              hint={`Paid to you from each open's price: ${commissionPercentText(MIN_COMMISSION_BP)} to ${commissionPercentText(MAX_COMMISSION_BP)}.`}
            >
              <Select
                id={`${id}-commission`}
                value={commissionBp}
                aria-describedby={`${id}-commission-hint`}
                onChange={(event) => setCommissionBp(Number(event.target.value))}
              >
                {COMMISSION_OPTIONS_BP.map((bp) => (
                  <option key={bp} value={bp}>
                    {commissionPercentText(bp)}
                  </option>
                ))}
              </Select>
            </Field>

            <ChosenChances draft={draft} totals={totals} tried={tried} />
          </div>

          <PackPriceSummary totals={totals} houseEdge={houseEdge} commissionBp={commissionBp} submitting={create.isPending} showsFinalNote={draft.items.length > 0} />
        </form>
      </Card>

      {/* On a phone the panel sits under the long catalogue: a summary bar stays at the bottom until it is reached, and leads to it. */}
      <div
        className={cn(
          'fixed inset-x-0 bottom-0 z-40 border-t border-line-strong bg-ink-900/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur-md transition-transform lg:hidden',
          !panelBelow && 'pointer-events-none translate-y-full',
        )}
        aria-hidden={!panelBelow || undefined}
        data-pack-summary-bar=""
      >
        <div className="mx-auto flex max-w-xl items-center justify-between gap-3">
          <div className="min-w-0 text-sm">
            <p className="font-semibold text-fg">
              Your pack · {draft.items.length} / {PACK_MAX_ITEMS} items
            </p>
            <p className="text-xs text-fg-muted">
              {totals.complete && totals.priceCents !== null ? (
                <>
                  Price <Money cents={totals.priceCents} className="font-semibold text-accent" />
                </>
              ) : draft.items.length > 0 ? (
                remainingChanceText(totals.totalPpm)
              ) : (
                'Pick items from the catalogue.'
              )}
            </p>
          </div>
          <button
            type="button"
            tabIndex={panelBelow ? undefined : -1}
            onClick={() => panelRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
            className="h-10 shrink-0 rounded-xl bg-accent px-4 text-sm font-bold text-accent-fg hover:bg-accent-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          >
            Review
          </button>
        </div>
      </div>
    </div>
  );
}

/** Whether the element is still below the screen (not reached yet by scrolling down). */
function useBelowScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [below, setBelow] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => setBelow(!!entry && !entry.isIntersecting && entry.boundingClientRect.top > 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return below;
}
