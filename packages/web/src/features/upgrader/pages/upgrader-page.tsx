import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatCents, parseDollars } from '@lootforge/core/money';
import { formatMultiplier, formatPercent, MAX_UPGRADE_ITEMS, upgradeChancePpm } from '@lootforge/core/upgrader';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ChevronDownIcon, PackageIcon, SparklesIcon, UpgradeIcon, WalletIcon } from '../../../components/ui/icons';
import { ItemArt } from '../../../components/ui/item-art';
import { ItemThumb } from '../../../components/ui/item-thumb';
import { LoadError } from '../../../components/ui/load-error';
import { Money } from '../../../components/ui/money';
import { MuteToggle } from '../../../components/ui/mute-toggle';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { ApiError, errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { rarityOf } from '../../../lib/rarity';
import { isRealityCheckRefusal } from '../../../lib/reality-check-signal';
import { useMe } from '../../../lib/session';
import { playLanding } from '../../../lib/sound/sounds';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { useWalletBalance } from '../../../lib/wallet-balance';
import { useSendToSignIn } from '../../auth/return-to';
import { celebrateEnd } from '../../battles/celebrate';
import { inventoryQueryKey, type InventoryItem } from '../../inventory/api';
import { useInventory } from '../../inventory/requests/get-inventory';
import { useLiveInventory } from '../../inventory/use-live-inventory';
import type { CatalogueItem, UpgradeDirection, UpgradeView } from '../api';
import { useUpgraderOptions } from '../requests/get-upgrader-options';
import { useUpgrade } from '../requests/upgrade';
import { StakePicker } from '../components/stake-picker';
import { TargetPicker } from '../components/target-picker';
import { UpgradeDial } from '../components/upgrade-dial';
import { UpgradeResult } from '../components/upgrade-result';
import { upgradeBlocker } from '../upgrader-math';

type Art = { thumbUrl: string | null; imageUrl?: string | null };

/** One press of Upgrade: the server's answer, and what the page showed when it was pressed. */
type Run = {
  key: number;
  upgrade: UpgradeView;
  landed: boolean;
  /** Whether the dial still shows this run (until the player changes the stake, target or direction). */
  onDial: boolean;
  /** The inventory as it stood: the list does not change under the spinning dial. */
  itemsBefore: InventoryItem[];
  /** Pictures of the staked items and the target, by item id. */
  art: ReadonlyMap<string, Art>;
};

/**
 * /upgrader (DESIGN §20): stake up to ten items and/or part of the balance for one dearer item.
 * The stake on the left, the targets on the right, and between them the dial: its lit run is the
 * chance, under or over, and the needle lands on the ticket the server rolled. A visitor sees it
 * all, with a sign-in button where Upgrade would be.
 */
export function UpgraderPage() {
  const { data: me } = useMe();
  const signedIn = Boolean(me);
  const sendToSignIn = useSendToSignIn();
  const queryClient = useQueryClient();
  const reducedMotion = useReducedMotion();
  useLiveInventory(signedIn);
  const inventory = useInventory();
  const wallet = useWalletBalance();
  const options = useUpgraderOptions();
  const upgrade = useUpgrade();

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [balanceText, setBalanceText] = useState('');
  const [target, setTarget] = useState<CatalogueItem | null>(null);
  const [direction, setDirection] = useState<UpgradeDirection>('under');
  const [run, setRun] = useState<Run | null>(null);
  const runKey = useRef(0);
  const resultRef = useRef<HTMLDivElement>(null);

  const spinning = run !== null && !run.landed;
  const busy = spinning || upgrade.isPending;
  const liveItems = inventory.data?.pages.flatMap((page) => page.items) ?? [];
  const items = spinning ? run.itemsBefore : liveItems;
  // Only what is still listed counts: an item sold elsewhere drops out of the stake.
  const chosen = items.filter((item) => selected.has(item.id));
  const balanceTrimmed = balanceText.trim();
  const balancePartCents = balanceTrimmed === '' ? 0 : parseDollars(balanceTrimmed);
  const balancePartInvalid = balancePartCents === null;
  const stakeCents = chosen.reduce((sum, item) => sum + item.valueCents, 0) + (balancePartCents ?? 0);
  const balanceCents = wallet.data?.balanceCents ?? null;
  const maxItems = options.data?.maxItems ?? MAX_UPGRADE_ITEMS;

  const chancePpm = options.data && target && stakeCents > 0 ? upgradeChancePpm(stakeCents, target.valueCents, options.data.houseEdge) : null;
  const blocker = options.data
    ? upgradeBlocker({
        stakeCents,
        itemCount: chosen.length,
        targetCents: target?.valueCents ?? null,
        balancePartInvalid,
        balancePartCents: balancePartCents ?? 0,
        balanceCents,
        options: options.data,
      })
    : 'Loading the upgrader…';
  const inRange = chancePpm !== null && options.data !== undefined && chancePpm >= options.data.minChancePpm && chancePpm <= options.data.maxChancePpm && target!.valueCents > stakeCents;

  // What the dial shows: the run until the player changes something, else what is picked now.
  const dialRun = run?.onDial ? run : null;
  const dialChance = dialRun ? dialRun.upgrade.chancePpm : inRange ? chancePpm : null;
  const dialDirection = dialRun ? dialRun.upgrade.direction : direction;

  /** A change of stake, target or direction: the dial leaves the last result for what is picked now. */
  function touch() {
    setRun((current) => (current?.landed && current.onDial ? { ...current, onDial: false } : current));
  }

  function toggle(id: string) {
    touch();
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else if (next.size < maxItems) next.add(id);
      return next;
    });
  }

  async function onUpgrade() {
    if (busy) return;
    if (!me) {
      await sendToSignIn();
      return;
    }
    if (blocker || !target) return;
    const art = new Map<string, Art>(chosen.map((item) => [item.itemId, item]));
    art.set(target.id, target);
    try {
      const answer = await upgrade.mutateAsync({ inventoryIds: chosen.map((item) => item.id), balanceCents: balancePartCents ?? 0, targetItemId: target.id, direction });
      runKey.current += 1;
      setRun({ key: runKey.current, upgrade: answer.upgrade, landed: false, onDial: true, itemsBefore: liveItems, art });
    } catch (error) {
      // Signed out meanwhile: the reason goes with them to the sign-in page. A reality check due
      // shows as the layout's dialog, not a toast.
      if (error instanceof ApiError && error.status === 401) await sendToSignIn(undefined, error.message);
      else if (!isRealityCheckRefusal(error)) toast.error(errorMessage(error));
      // Items sold or staked elsewhere meanwhile: read the inventory again, the stake keeps what is left.
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: inventoryQueryKey });
    }
  }

  // The landing, once per run: the stake is spent, the inventory read again (the won item in, the
  // staked ones out), a sound, and confetti on a win.
  const handledKey = useRef(0);
  function onLanded(key: number) {
    if (handledKey.current >= key) return;
    handledKey.current = key;
    setRun((current) => (current && current.key === key ? { ...current, landed: true } : current));
    playLanding();
    celebrateEnd({ won: run?.key === key ? run.upgrade.won : false });
    setSelected(new Set());
    setBalanceText('');
    void queryClient.invalidateQueries({ queryKey: inventoryQueryKey });
  }

  // What it came to comes into view (below the dial on a phone).
  const landedKey = run?.landed ? run.key : null;
  const reducedMotionRef = useRef(reducedMotion);
  useEffect(() => {
    reducedMotionRef.current = reducedMotion;
  });
  useEffect(() => {
    if (landedKey !== null) resultRef.current?.scrollIntoView({ block: 'nearest', behavior: reducedMotionRef.current ? 'auto' : 'smooth' });
  }, [landedKey]);

  const balanceHint = balanceCents === null ? 'Optional.' : `Optional. Your balance is ${formatCents(balanceCents)}.`;
  const balanceError = balancePartInvalid ? 'Enter the amount as dollars and cents, like 2.50.' : balanceCents !== null && (balancePartCents ?? 0) > balanceCents ? 'That is more than your balance.' : null;

  return (
    <Page>
      <PageHeader
        title="Upgrader"
        description="Stake up to ten of your items, or part of your balance, for a chance at something dearer. Pick a target, roll under or over, and watch the dial."
      />

      <Card className="relative overflow-hidden p-4 sm:p-6">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-0 h-64 bg-[radial-gradient(50%_100%_at_50%_0%,rgb(247_169_40/0.10),transparent_70%)]"
        />
        <div className="relative mb-4 flex items-center justify-between gap-3 sm:mb-5">
          <p aria-live="polite" className="flex min-w-0 items-center gap-2 text-sm font-semibold text-fg-muted">
            {spinning ? (
              <>
                <span className="relative flex size-2">
                  <span className="absolute inline-flex size-full rounded-full bg-accent/70 motion-safe:animate-ping" />
                  <span className="relative inline-flex size-2 rounded-full bg-accent" />
                </span>
                Rolling…
              </>
            ) : run?.landed && run.onDial ? (
              run.upgrade.won ? (
                <span className="text-success">You won {run.upgrade.target.name}!</span>
              ) : (
                <span className="text-danger">No luck this time.</span>
              )
            ) : (
              'Ready to upgrade'
            )}
          </p>
          <MuteToggle compact />
        </div>
        <div className="relative grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)_minmax(0,1fr)] lg:items-center lg:gap-6">
          <StakeShowcase items={chosen} balancePartCents={balancePartCents ?? 0} stakeCents={stakeCents} signedIn={signedIn} />
          <TargetShowcase target={target} stakeCents={stakeCents} className="lg:order-3" />
          <div className="col-span-2 flex min-w-0 flex-col items-center gap-4 lg:order-2 lg:col-span-1">
            <UpgradeDial chancePpm={dialChance} direction={dialDirection} run={dialRun ? { key: dialRun.key, ticket: dialRun.upgrade.ticket, won: dialRun.upgrade.won } : null} landed={dialRun?.landed ?? false} reducedMotion={reducedMotion} onLanded={onLanded} />
            <dl className="grid w-full grid-cols-2 gap-2">
              {dialRun ? (
                <>
                  <Figure label="Win chance" value={formatPercent(dialRun.upgrade.chancePpm)} data="chance" tone="fg" />
                  <Figure label="Multiplier" value={formatMultiplier(dialRun.upgrade.stakeCents, dialRun.upgrade.targetValueCents)} data="multiplier" tone="accent" />
                </>
              ) : (
                <>
                  <Figure label="Win chance" value={chancePpm === null ? '—' : formatPercent(chancePpm)} data="chance" tone={chancePpm !== null && !inRange ? 'danger' : 'fg'} />
                  <Figure label="Multiplier" value={target && stakeCents > 0 ? formatMultiplier(stakeCents, target.valueCents) : '—'} data="multiplier" tone="accent" />
                </>
              )}
            </dl>
            <DirectionToggle
              value={direction}
              disabled={busy}
              onChange={(next) => {
                touch();
                setDirection(next);
              }}
            />
            <div className="flex w-full flex-col items-stretch gap-2">
              {signedIn ? (
                <>
                  <Button
                    size="lg"
                    className="h-14 w-full text-lg"
                    disabled={blocker !== null && !upgrade.isPending}
                    loading={upgrade.isPending || spinning}
                    aria-describedby={blocker ? 'upgrade-blocker' : undefined}
                    onClick={() => void onUpgrade()}
                  >
                    <UpgradeIcon className="size-5.5" />
                    {spinning ? 'Spinning…' : 'Upgrade'}
                  </Button>
                  <p id="upgrade-blocker" className={cn('min-h-5 text-center text-xs font-medium', blocker ? 'text-fg-muted' : 'text-transparent')}>
                    {blocker ?? 'Ready'}
                  </p>
                </>
              ) : (
                <>
                  <Button size="lg" variant="secondary" className="h-14 w-full text-lg" onClick={() => void sendToSignIn()}>
                    Sign in to upgrade
                  </Button>
                  <p className="text-center text-xs text-fg-muted">Sign in to stake your items and spin the dial.</p>
                </>
              )}
            </div>
          </div>
        </div>
      </Card>

      {run?.landed ? (
        <div ref={resultRef} className="scroll-mt-20 scroll-mb-4">
          <UpgradeResult upgrade={run.upgrade} art={run.art} />
        </div>
      ) : null}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <StakePicker
          signedIn={signedIn}
          onSignIn={() => void sendToSignIn()}
          inventory={inventory}
          items={items}
          selected={selected}
          onToggle={toggle}
          onClear={() => {
            touch();
            setSelected(new Set());
          }}
          maxItems={maxItems}
          disabled={busy}
          balanceText={balanceText}
          onBalanceText={(text) => {
            touch();
            setBalanceText(text);
          }}
          balanceError={balanceError}
          balanceHint={balanceHint}
          stakeCents={stakeCents}
        />
        {options.isPending ? (
          <Card className="p-4">
            <Skeleton className="h-10 rounded-xl" />
            <div className="mt-3 flex flex-col gap-2">
              {Array.from({ length: 5 }, (_, index) => (
                <Skeleton key={index} className="h-14 rounded-xl" />
              ))}
            </div>
          </Card>
        ) : options.isError ? (
          <Card>
            <LoadError title="We could not load the upgrader" query={options} />
          </Card>
        ) : (
          <TargetPicker
            options={options.data}
            stakeCents={stakeCents}
            pickedId={target?.id ?? null}
            disabled={busy}
            onPick={(item) => {
              touch();
              setTarget(item);
            }}
          />
        )}
      </div>
    </Page>
  );
}

function Figure({ label, value, data, tone }: { label: string; value: string; data: string; tone: 'fg' | 'accent' | 'danger' }) {
  return (
    <div className="rounded-xl border border-line bg-ink-950/50 px-3 py-2 text-center">
      <dt className="text-[11px] font-semibold tracking-wider text-fg-subtle uppercase">{label}</dt>
      <dd data-upgrade-figure={data} className={cn('text-lg font-black tabular-nums', tone === 'accent' ? 'text-accent' : tone === 'danger' ? 'text-danger' : 'text-fg')}>
        {value}
      </dd>
    </div>
  );
}

/** Under wins on the lowest tickets, over on the highest: a two-way radio group. */
function DirectionToggle({ value, onChange, disabled }: { value: UpgradeDirection; onChange: (direction: UpgradeDirection) => void; disabled: boolean }) {
  return (
    <div role="radiogroup" aria-label="Roll" className="grid w-full grid-cols-2 gap-1 rounded-xl border border-line bg-ink-950/60 p-1">
      {(['under', 'over'] as const).map((option) => {
        const checked = value === option;
        return (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={checked}
            disabled={disabled}
            onClick={() => onChange(option)}
            className={cn(
              'flex h-10 items-center justify-center gap-1.5 rounded-lg text-sm font-bold transition-colors disabled:cursor-not-allowed',
              checked ? 'bg-accent/15 text-accent ring-1 ring-accent/45 ring-inset' : 'text-fg-muted hover:bg-ink-800 hover:text-fg',
            )}
          >
            <ChevronDownIcon strokeWidth={2.6} className={cn('size-4', option === 'over' && 'rotate-180')} />
            {option === 'under' ? 'Under' : 'Over'}
          </button>
        );
      })}
    </div>
  );
}

/** The stake at a glance: the total, and the items' pictures side by side. */
function StakeShowcase({ items, balancePartCents, stakeCents, signedIn }: { items: readonly InventoryItem[]; balancePartCents: number; stakeCents: number; signedIn: boolean }) {
  const empty = stakeCents === 0;
  return (
    <section aria-label="Your stake" className={cn('flex h-full min-w-0 flex-col items-center justify-center gap-2 rounded-2xl border p-3 text-center sm:p-4 lg:h-auto lg:min-h-[19rem]', empty ? 'border-dashed border-line-strong bg-ink-950/30' : 'border-line bg-ink-950/50')}>
      <h2 className="text-[11px] font-semibold tracking-wider text-fg-subtle uppercase">Your stake</h2>
      {empty ? (
        <>
          <span className="grid size-16 place-items-center rounded-2xl border border-line bg-ink-900 text-fg-subtle sm:size-20">
            <PackageIcon className="size-7" />
          </span>
          <p className="text-xs text-fg-muted">{signedIn ? 'Pick items below or add from your balance.' : 'Sign in to stake your items.'}</p>
        </>
      ) : (
        <>
          <ul aria-label="Staked items" className="flex max-w-full flex-wrap justify-center -space-x-3 py-1">
            {items.slice(0, 6).map((item) => (
              <li key={item.id}>
                <ItemThumb src={item.thumbUrl} valueCents={item.valueCents} name={item.name} className="size-11 ring-2 ring-ink-850 sm:size-14" />
              </li>
            ))}
            {items.length > 6 ? (
              <li className="grid size-11 place-items-center rounded-xl border border-line bg-ink-800 text-xs font-bold text-fg-muted ring-2 ring-ink-850 sm:size-14">+{items.length - 6}</li>
            ) : null}
            {balancePartCents > 0 ? (
              <li className="grid size-11 place-items-center rounded-xl border border-accent/30 bg-accent/10 text-accent ring-2 ring-ink-850 sm:size-14">
                <WalletIcon className="size-5" />
                <span className="sr-only">{formatCents(balancePartCents)} from your balance</span>
              </li>
            ) : null}
          </ul>
          <Money cents={stakeCents} className="text-xl font-black text-fg sm:text-2xl" />
          <p className="text-xs text-fg-subtle">
            {items.length} {items.length === 1 ? 'item' : 'items'}
            {balancePartCents > 0 ? ` + ${formatCents(balancePartCents)}` : ''}
          </p>
        </>
      )}
    </section>
  );
}

/** The picked target, large. */
function TargetShowcase({ target, stakeCents, className }: { target: CatalogueItem | null; stakeCents: number; className?: string }) {
  const rarity = target ? rarityOf(target.valueCents) : null;
  return (
    <section
      aria-label="Target"
      data-picked-target={target?.name}
      className={cn(
        'relative flex h-full min-w-0 flex-col items-center justify-center gap-2 overflow-hidden rounded-2xl border p-3 text-center sm:p-4 lg:h-auto lg:min-h-[19rem]',
        target ? cn('bg-ink-950/50', rarity!.borderClass) : 'border-dashed border-line-strong bg-ink-950/30',
        className,
      )}
    >
      <h2 className="text-[11px] font-semibold tracking-wider text-fg-subtle uppercase">Target</h2>
      {target ? (
        <>
          <ItemArt item={target} className="size-20 sm:size-32 lg:size-36" />
          <p className="line-clamp-2 text-sm font-bold text-fg">{target.name}</p>
          <div className="flex flex-wrap items-center justify-center gap-x-2">
            <Money cents={target.valueCents} className={cn('text-xl font-black sm:text-2xl', rarity!.textClass)} />
            {stakeCents > 0 && target.valueCents > stakeCents ? (
              <span className="rounded-md bg-accent/12 px-1.5 py-0.5 text-xs font-bold text-accent tabular-nums">{formatMultiplier(stakeCents, target.valueCents)}</span>
            ) : null}
          </div>
        </>
      ) : (
        <>
          <span className="grid size-16 place-items-center rounded-2xl border border-line bg-ink-900 text-fg-subtle sm:size-20">
            <SparklesIcon className="size-7" />
          </span>
          <p className="text-xs text-fg-muted">Pick a target from the list.</p>
        </>
      )}
    </section>
  );
}
