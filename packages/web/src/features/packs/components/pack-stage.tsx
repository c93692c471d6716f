import { useEffect, useMemo, useRef, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DiceIcon, PackageIcon } from '../../../components/ui/icons';
import { MuteToggle } from '../../../components/ui/mute-toggle';
import { toast } from '../../../components/ui/toast';
import { ApiError, errorMessage } from '../../../lib/api';
import { isRealityCheckRefusal } from '../../../lib/reality-check-signal';
import { cn } from '../../../lib/cn';
import { formatCents } from '@lootforge/core/money';
import { useMe } from '../../../lib/session';
import { rarestTier } from '../../../lib/rarity';
import { playLanding, playSting } from '../../../lib/sound/sounds';
import { useSendToSignIn } from '../../auth/return-to';
import { fireConfetti } from '../../battles/celebrate';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { useSellItems } from '../../inventory/requests/sell-items';
import { type PackDetail, type PackItem } from '../api';
import { useOpenPack } from '../requests/open-pack';
import { secureRandom, seededRandom } from '../../../lib/reel-strip';
import { buildStrip, demoRoll, LANDING_INDEX } from '../reel-strip';
import { QUICK_SPIN_MS, useQuickOpen } from '../quick-open';
import { CaseReel, SPIN_MS, type ReelItem } from './case-reel';
import { CountPicker, type OpenCount } from './count-picker';
import { OpenFairness } from './open-fairness';
import { OpenResults, type WonItem } from './open-results';
import { OpenSummary } from './open-summary';
import { QuickOpenToggle } from './quick-open-toggle';
import '../packs.css';

export const SIGN_IN_FIRST = 'Please sign in first.';

type Run = {
  key: number;
  kind: 'open' | 'demo';
  strips: ReelItem[][];
  won: WonItem[];
  landed: boolean[];
  paidCents: number;
  /** How long the first reel spins: shorter with quick open. */
  spinMs: number;
};

// Literal classes so Tailwind sees them: several reels stand side by side, one column each.
const REEL_COLUMNS: Record<number, string> = { 2: 'grid-cols-2', 3: 'grid-cols-3', 4: 'grid-cols-4' };

function toReelItem(item: Pick<PackItem, 'name' | 'valueCents' | 'thumbUrl'>): ReelItem {
  return { name: item.name, valueCents: item.valueCents, thumbUrl: item.thumbUrl };
}

/**
 * The opening stage of a pack: one sideways reel, or 2–4 standing side by side; the open and
 * demo buttons, the quick-open and sound switches; and what the reels landed on, with an
 * overlay over a multi-open's reels ("Sell all", "Open again"). A real open asks the server first (it rolls and pays), then the reels play
 * to the item it rolled. A demo spin rolls in the browser with crypto.getRandomValues, by the
 * pack's odds, and costs nothing. `demoOnly` (the /scrollpage) hides the money buttons.
 */
export function PackStage({ pack, demoOnly = false }: { pack: PackDetail; demoOnly?: boolean }) {
  const { data: me } = useMe();
  const sendToSignIn = useSendToSignIn();
  const reducedMotion = useReducedMotion();
  const open = useOpenPack(pack.id);
  const sell = useSellItems();
  const [count, setCount] = useState<OpenCount>(1);
  const [run, setRun] = useState<Run | null>(null);
  const [skipSignal, setSkipSignal] = useState(0);
  const [sellingIds, setSellingIds] = useState<ReadonlySet<string>>(new Set());
  const [quickOpen, setQuickOpen] = useQuickOpen(me?.id ?? null);
  const [summaryClosedKey, setSummaryClosedKey] = useState(0);
  const runKey = useRef(0);

  const odds = useMemo(() => pack.items.map((item) => item.oddsPpm), [pack.items]);
  // The resting reels are scenery, the same for everyone who looks at this pack.
  const idleStrips = useMemo(
    () =>
      [0, 1, 2, 3].map((reel) =>
        buildStrip({ oddsPpm: odds, landingItemIndex: null, random: seededRandom(`${pack.id}:${reel}`) }).map((index) => toReelItem(pack.items[index]!)),
      ),
    [odds, pack.id, pack.items],
  );

  const spinning = run !== null && run.landed.some((landed) => !landed);
  const done = run !== null && !spinning;
  const busy = spinning || open.isPending;
  const reelCount = run && (spinning || done) ? run.strips.length : count;

  // The end of a run: what was won comes into view (a phone with four reels has it below the
  // fold), and a little celebration when it paid more than it cost.
  const celebratedKey = useRef(0);
  const resultsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!done || !run || celebratedKey.current === run.key) return;
    celebratedKey.current = run.key;
    playSting(rarestTier(run.won));
    // A multi-open's overlay sits over its reels; a single open's result is below them.
    if (run.won.length === 1 || run.kind === 'demo') resultsRef.current?.scrollIntoView({ block: 'nearest', behavior: reducedMotion ? 'auto' : 'smooth' });
    const total = run.won.reduce((sum, item) => sum + item.valueCents, 0);
    if (total > run.paidCents * 1.5) fireConfetti();
  }, [done, run, reducedMotion]);

  function startRun(kind: Run['kind'], won: WonItem[], paidCents: number) {
    const strips = won.map((item) => {
      const strip = buildStrip({ oddsPpm: odds, landingItemIndex: null, random: secureRandom }).map((index) => toReelItem(pack.items[index]!));
      strip[LANDING_INDEX] = toReelItem(item);
      return strip;
    });
    runKey.current += 1;
    setSkipSignal(0);
    setRun({ key: runKey.current, kind, strips, won, landed: won.map(() => false), paidCents, spinMs: quickOpen ? QUICK_SPIN_MS : SPIN_MS });
  }

  async function onOpen() {
    if (busy) return;
    if (!me) {
      await sendToSignIn(undefined, SIGN_IN_FIRST);
      return;
    }
    try {
      const answer = await open.mutateAsync(count);
      startRun(
        'open',
        answer.opens.map((item) => ({ ...item, open: item, demoTicket: null, status: 'new' })),
        answer.priceCents * answer.opens.length,
      );
    } catch (error) {
      // Signed out meanwhile: the reason goes with them to the sign-in page. A reality check due
      // shows as the layout's dialog, not a toast.
      if (error instanceof ApiError && error.status === 401) await sendToSignIn(undefined, error.message);
      else if (!isRealityCheckRefusal(error)) toast.error(errorMessage(error));
    }
  }

  function onDemo() {
    if (busy) return;
    const won = Array.from({ length: count }, (): WonItem => {
      const { ticket, itemIndex } = demoRoll(odds);
      const item = pack.items[itemIndex]!;
      return { name: item.name, valueCents: item.valueCents, thumbUrl: item.thumbUrl, imageUrl: item.imageUrl, open: null, demoTicket: ticket, status: 'new' };
    });
    startRun('demo', won, 0);
  }

  function onReelLanded(key: number, reel: number) {
    playLanding();
    setRun((current) => {
      if (!current || current.key !== key || current.landed[reel]) return current;
      const landed = [...current.landed];
      landed[reel] = true;
      return { ...current, landed };
    });
  }

  function markStatus(ids: readonly string[], status: WonItem['status']) {
    const set = new Set(ids);
    setRun((current) =>
      current
        ? { ...current, won: current.won.map((item) => (item.open && set.has(item.open.inventoryId) ? { ...item, status } : item)) }
        : current,
    );
  }

  async function onSell(ids: string[]) {
    setSellingIds((current) => new Set([...current, ...ids]));
    try {
      const answer = await sell.mutateAsync({ ids });
      toast.success(answer.message);
      markStatus(answer.soldIds, 'sold');
      const missing = ids.filter((id) => !answer.soldIds.includes(id));
      if (missing.length > 0) markStatus(missing, 'gone');
    } catch (error) {
      toast.error(errorMessage(error));
      if (error instanceof ApiError && error.status === 409) markStatus(ids, 'gone');
    } finally {
      setSellingIds((current) => new Set([...current].filter((id) => !ids.includes(id))));
    }
  }

  function onKeep(ids: string[]) {
    markStatus(ids, 'kept');
    toast.success(ids.length === 1 ? 'Kept. It is in your inventory.' : `Kept ${ids.length} items. They are in your inventory.`);
  }

  const showRun = run !== null;
  const strips = showRun ? run.strips : idleStrips.slice(0, reelCount);
  const sideBySide = strips.length > 1;
  const showSummary = done && run.kind === 'open' && run.won.length > 1 && summaryClosedKey !== run.key;
  const totalPriceCents = pack.priceCents * count;

  return (
    <Card className="relative overflow-hidden p-3 sm:p-5">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-48 bg-[radial-gradient(60%_100%_at_50%_0%,rgb(247_169_40/0.10),transparent_70%)]"
      />
      <div className="relative flex items-center justify-between gap-3 pb-3">
        <p aria-live="polite" className="flex min-w-0 items-center gap-2 text-sm font-semibold text-fg-muted">
          {spinning ? (
            <>
              <span className="relative flex size-2">
                <span className="absolute inline-flex size-full rounded-full bg-accent/70 motion-safe:animate-ping" />
                <span className="relative inline-flex size-2 rounded-full bg-accent" />
              </span>
              {run.kind === 'demo' ? 'Demo spin…' : 'Opening…'}
            </>
          ) : done ? (
            run.won.length === 1 ? `Landed on ${run.won[0]!.name}` : `All ${run.won.length} reels landed`
          ) : (
            'Ready to open'
          )}
        </p>
        <div className="flex shrink-0 items-center gap-1.5">
          {demoOnly || run?.kind === 'demo' ? (
            <Badge tone="violet" className="whitespace-nowrap">
              Demo — no money
            </Badge>
          ) : null}
          {demoOnly ? null : <QuickOpenToggle on={quickOpen} onChange={setQuickOpen} disabled={spinning} />}
          <MuteToggle compact />
        </div>
      </div>

      <div className={cn('relative grid gap-2 sm:gap-3', sideBySide ? REEL_COLUMNS[strips.length] : 'grid-cols-1')}>
        {strips.map((strip, reel) => (
          <CaseReel
            key={showRun ? `${run.key}:${reel}` : `idle:${reel}`}
            items={strip}
            state={showRun ? (run.landed[reel] ? 'landed' : 'spin') : 'idle'}
            orientation={sideBySide ? 'vertical' : 'horizontal'}
            ticks={reel === 0}
            // Side by side, the reels stop one after another, left to right.
            durationMs={(run?.spinMs ?? SPIN_MS) + reel * (run?.spinMs === QUICK_SPIN_MS ? 120 : 280)}
            reducedMotion={reducedMotion}
            skipSignal={skipSignal}
            onLanded={showRun ? () => onReelLanded(run.key, reel) : undefined}
            label={sideBySide ? `Reel ${reel + 1}` : 'Reel'}
          />
        ))}
        {showSummary ? (
          <OpenSummary
            won={run.won}
            paidCents={run.paidCents}
            selling={run.won.some((item) => item.open && sellingIds.has(item.open.inventoryId))}
            opening={open.isPending}
            againCents={totalPriceCents}
            onSellAll={(ids) => void onSell(ids)}
            onOpenAgain={() => void onOpen()}
            onClose={() => setSummaryClosedKey(run.key)}
          />
        ) : null}
      </div>

      <div className="relative mt-4 grid grid-cols-1 gap-3 sm:mt-5 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] md:items-center">
        <CountPicker value={count} onChange={setCount} priceCents={pack.priceCents} disabled={busy} />
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center sm:justify-end">
          {demoOnly ? null : (
            <Button size="lg" className="col-span-2" loading={open.isPending} disabled={spinning} onClick={() => void onOpen()}>
              <PackageIcon className="size-5" />
              Open for {formatCents(totalPriceCents)}
            </Button>
          )}
          <Button
            size="lg"
            variant={demoOnly ? 'primary' : 'outline'}
            className={cn(!(spinning && !reducedMotion) && 'col-span-2')}
            disabled={busy}
            onClick={onDemo}
          >
            <DiceIcon className="size-5" />
            Demo spin
            <span className={cn('rounded-md px-1.5 py-0.5 text-[10px] font-bold tracking-wider uppercase', demoOnly ? 'bg-black/15' : 'bg-cool-strong/20 text-[#a5b4fc]')}>
              Free
            </span>
          </Button>
          {spinning && !reducedMotion ? (
            <Button size="lg" variant="ghost" onClick={() => setSkipSignal((value) => value + 1)}>
              Skip
            </Button>
          ) : null}
          {demoOnly ? (
            <ButtonLink to={`/productdetails?id=${encodeURIComponent(pack.id)}`} variant="secondary" size="lg" className="col-span-2">
              Open for real
            </ButtonLink>
          ) : null}
        </div>
      </div>

      {done && run ? (
        <div className="relative mt-5 flex flex-col gap-4 border-t border-line pt-5">
          {/* Scrolled to with room for the sticky bar above and a margin below. */}
          <div ref={resultsRef} className="scroll-mt-20 scroll-mb-4">
            <OpenResults kind={run.kind} won={run.won} paidCents={run.paidCents} sellingIds={sellingIds} onSell={(ids) => void onSell(ids)} onKeep={onKeep} />
          </div>
          {run.kind === 'open' ? <OpenFairness opens={run.won.flatMap((item) => (item.open ? [item.open] : []))} packId={pack.id} /> : null}
        </div>
      ) : null}
    </Card>
  );
}
