import { COUNTDOWN_MS, roundTimings, teamOfSeat } from '@lootforge/core/battle';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { CrownIcon } from '../../../components/ui/icons';
import { Money } from '../../../components/ui/money';
import { cn } from '../../../lib/cn';
import { displayName } from '../../../lib/display-name';
import { PlayerLink } from './battle-row';
import { rarestTier, rarityOf } from '../../../lib/rarity';
import { playLanding, playSting } from '../../../lib/sound/sounds';
import { walletQueryKey } from '../../../lib/wallet-balance';
import { battleKeys, isPlayer, type BattleDetail } from '../api';
import { celebrateEnd } from '../celebrate';
import { JackpotBar } from './jackpot-bar';
import { usePhase } from '../hooks/use-phase';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { reelStrip } from '../playback';
import { roundsRevealed, type Phase } from '../schedule';
import { ItemThumb, type ReelItem } from './item-thumb';
import { Reel, type ReelState } from './reel';
import { RoundsStrip } from './rounds-strip';
import { TEAM_STYLES } from './team-styles';
import { WinnerPanel } from './winner-panel';

// Literal classes so Tailwind sees them. Every seat is on screen at once: up to five across on
// a phone (compact reels), one row on a wide screen.
const COLUMNS: Record<number, string> = {
  2: 'grid-cols-2',
  3: 'grid-cols-3',
  4: 'grid-cols-4',
  5: 'grid-cols-5',
  6: 'grid-cols-3 sm:grid-cols-6',
  7: 'grid-cols-4 sm:grid-cols-4 lg:grid-cols-7',
  8: 'grid-cols-4 lg:grid-cols-8',
  9: 'grid-cols-5 lg:grid-cols-9',
  10: 'grid-cols-5 lg:grid-cols-10',
};
const REEL_HEIGHT = (players: number) => (players <= 2 ? 'h-56 sm:h-72' : players <= 4 ? 'h-32 sm:h-60' : players <= 6 ? 'h-28 sm:h-48' : 'h-24 sm:h-40');

type Results = NonNullable<BattleDetail['results']>;

function itemOf(battle: BattleDetail, round: number, itemIndex: number): ReelItem {
  const pack = battle.packs[battle.roundPacks[round]!]!;
  const item = pack.items[itemIndex]!;
  return { name: item.name, valueCents: item.valueCents, thumbUrl: item.thumbUrl };
}

/**
 * The reels of a settled battle, played against the server's clock: a 3-2-1 countdown before
 * startedAt, then each round spins (2.1 s) and shows its result (1.5 s), then the winner panel
 * at completedAt. A finished battle opens on the result, with "Replay" to play it again here.
 */
export function BattleStage({ battle, results, clockOffsetMs, userName }: { battle: BattleDetail; results: Results; clockOffsetMs: number; userName: string | null }) {
  const queryClient = useQueryClient();
  const timings = roundTimings(battle.fast);
  const compact = battle.players >= 3;
  const reducedMotion = useReducedMotion();
  const rounds = battle.roundPacks.length;
  const [replayStartAt, setReplayStartAt] = useState<number | null>(null);
  const replaying = replayStartAt !== null;
  const startAt = replayStartAt ?? battle.startedAt;
  const endAt = replayStartAt !== null ? replayStartAt + rounds * timings.roundMs : battle.completedAt;
  const phase = usePhase(startAt, endAt, rounds, clockOffsetMs, battle.fast);
  // With reduced motion a round shows its result as it starts, totals included.
  const revealed = roundsRevealed(phase, rounds) + (reducedMotion && phase.kind === 'spin' ? 1 : 0);

  const strips = useMemo(
    () =>
      battle.roundPacks.map((packIndex, round) => {
        const pack = battle.packs[packIndex]!;
        const odds = pack.items.map((item) => item.oddsPpm);
        return battle.seats.map((seat) => {
          const landing = results.rolls[round]![seat.seat]!.itemIndex;
          return reelStrip({ seed: `${battle.id}:${round}:${seat.seat}`, oddsPpm: odds, landingItemIndex: landing }).map((index) => {
            const item = pack.items[index]!;
            return { name: item.name, valueCents: item.valueCents, thumbUrl: item.thumbUrl };
          });
        });
      }),
    [battle.id, battle.packs, battle.roundPacks, battle.seats, results.rolls],
  );

  // The end, seen live (not on opening a finished battle): celebrate, and reveal the money.
  const playedRef = useRef(false);
  useEffect(() => {
    if (phase.kind !== 'done') {
      playedRef.current = true;
      return;
    }
    if (!playedRef.current) return;
    playedRef.current = false;
    // Confetti and the chime on a winner's own screen only; everyone else hears a neutral tone.
    const mine = battle.seats.find((seat) => isPlayer(seat, userName));
    celebrateEnd({ won: mine !== undefined && results.winners.includes(mine.seat) && (results.payouts[mine.seat] ?? 0) > 0 });
    if (!replaying) {
      void queryClient.invalidateQueries({ queryKey: walletQueryKey });
      void queryClient.invalidateQueries({ queryKey: battleKeys.detail(battle.id) });
      void queryClient.invalidateQueries({ queryKey: battleKeys.lists });
      void queryClient.invalidateQueries({ queryKey: battleKeys.mine });
    }
  }, [phase.kind, replaying, queryClient, battle.id, battle.seats, results.winners, results.payouts, userName]);

  // Each round's landing, seen live: a thud, and a sting for the rarest item the round gave.
  const soundedRound = useRef<string | null>(null);
  const landedRound = phase.kind === 'result' || (phase.kind === 'spin' && reducedMotion) ? phase.round : null;
  useEffect(() => {
    if (landedRound === null) return;
    const key = `${startAt}:${landedRound}`;
    if (soundedRound.current === key) return;
    soundedRound.current = key;
    playLanding();
    playSting(rarestTier(results.rolls[landedRound] ?? []));
  }, [landedRound, startAt, results.rolls]);

  const currentRound = phase.kind === 'spin' || phase.kind === 'result' ? phase.round : phase.kind === 'done' ? rounds - 1 : 0;
  const reelState: ReelState = phase.kind === 'spin' ? 'spin' : phase.kind === 'countdown' ? 'idle' : 'landed';
  const spinStartAt = phase.kind === 'spin' ? phase.spinStartAt : 0;
  const done = phase.kind === 'done';

  // Indexed by seat number, like every array in the results.
  const totals = Array.from({ length: battle.players }, (_, seat) =>
    results.rolls.slice(0, revealed).reduce((sum, round) => sum + (round[seat]?.valueCents ?? 0), 0),
  );
  const winners = new Set(results.winners);
  // Point Rush: points from the rounds shown so far; Elimination: who is out by now.
  const points = battle.mode === 'point_rush' ? pointsAfter(results.rolls.slice(0, revealed), battle.cursed) : null;
  const outIn = new Map((results.eliminations ?? []).filter((e) => e.round < revealed).map((e) => [e.seat, e.round]));

  return (
    <div className="flex flex-col gap-3 sm:gap-4">
      <StageHeader
        phase={phase}
        rounds={rounds}
        replaying={replaying}
        onSkip={() => {
          // Skipping a replay jumps to the result already celebrated once: no second fanfare.
          playedRef.current = false;
          setReplayStartAt(null);
        }}
      />
      <RoundsStrip battle={battle} current={done ? null : currentRound} revealed={revealed} />

      {battle.teamLayout ? <TeamScoreboard battle={battle} totals={totals} winners={done ? results.winners : []} /> : null}

      {done && results.jackpot ? <JackpotBar battle={battle} totals={results.totals} jackpot={results.jackpot} winner={results.winners[0]!} /> : null}

      {done ? <WinnerPanel battle={battle} results={results} onReplay={() => setReplayStartAt(Date.now() + clockOffsetMs + COUNTDOWN_MS)} /> : null}

      <div className="relative">
        <ul
          aria-label="Seats"
          className={cn('grid gap-1.5 sm:gap-3', COLUMNS[battle.players] ?? 'grid-cols-5 lg:grid-cols-10')}
        >
          {battle.seats.map((seat) => {
            const team = battle.teamLayout ? teamOfSeat(battle.teamLayout, seat.seat) : null;
            const teamStyle = team !== null ? TEAM_STYLES[team] : null;
            const won = done && winners.has(seat.seat);
            const out = outIn.get(seat.seat);
            const roll = results.rolls[currentRound]![seat.seat]!;
            const landedItem = itemOf(battle, currentRound, roll.itemIndex);
            const showLanded = phase.kind === 'result' || done || (phase.kind === 'spin' && reducedMotion);
            return (
              <li
                key={seat.seat}
                data-seat={seat.seat}
                data-eliminated={out !== undefined ? out : undefined}
                className={cn(
                  'flex min-w-0 flex-col rounded-card border bg-ink-850/80 transition-[border-color,box-shadow,opacity,filter] duration-500',
                  compact ? 'gap-1.5 p-1.5 sm:gap-3 sm:p-3' : 'gap-3 p-2.5 sm:p-3',
                  won ? 'border-accent/60 shadow-[0_0_0_1px_rgb(247_169_40/0.35),0_18px_50px_-20px_rgb(247_169_40/0.55)]' : 'border-line',
                  out !== undefined ? 'opacity-40 grayscale' : done && !won && battle.mode !== 'shared' && 'opacity-75',
                )}
              >
                <div className={cn('flex items-center gap-2', compact && 'max-sm:flex-col max-sm:gap-0.5 max-sm:text-center')}>
                  <span className="relative">
                    <Avatar src={seat.avatarThumbUrl} name={seat.userName} size="sm" ringClass={won ? 'ring-accent/70' : teamStyle ? teamStyle.ring : 'ring-ink-900'} />
                    {won ? <CrownIcon className="absolute -top-2 -right-1.5 size-3.5 rotate-12 text-accent" /> : null}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className={cn('truncate font-semibold', compact ? 'text-[11px] sm:text-sm' : 'text-sm')}>
                      <PlayerLink isBot={seat.isBot} name={seat.userName} level={seat.level} className="truncate" />
                    </p>
                    <p className={cn('flex items-center gap-1.5 text-[11px] text-fg-subtle', compact && 'max-sm:hidden')}>
                      {teamStyle ? <span className={teamStyle.text}>{teamStyle.label}</span> : null}
                      {seat.isBot ? <span>Bot</span> : null}
                      {!teamStyle && !seat.isBot ? <span>Seat {seat.seat + 1}</span> : null}
                    </p>
                  </div>
                </div>

                <Reel
                  items={strips[currentRound]![seat.seat]!}
                  state={reelState}
                  spinStartAt={spinStartAt}
                  offsetMs={clockOffsetMs}
                  reducedMotion={reducedMotion}
                  spinMs={timings.spinMs - 100}
                  ticks={seat === battle.seats[0]}
                  className={REEL_HEIGHT(battle.players)}
                />

                {out !== undefined ? (
                  <p className="text-center text-[11px] font-semibold text-danger sm:text-xs" data-out-round={out}>
                    Out · round {out + 1}
                  </p>
                ) : null}

                <div className={cn('flex flex-col items-center justify-center text-center', compact ? 'min-h-8 sm:min-h-11' : 'min-h-11')} aria-live="off">
                  {showLanded ? (
                    <>
                      <p className={cn('w-full truncate text-xs font-medium text-fg-muted', compact && 'max-sm:hidden')} title={landedItem.name}>
                        {landedItem.name}
                      </p>
                      <Money cents={landedItem.valueCents} className={cn('font-bold', compact ? 'text-[11px] sm:text-sm' : 'text-sm', rarityOf(landedItem.valueCents).textClass)} />
                    </>
                  ) : (
                    <p className="text-[11px] text-fg-subtle sm:text-xs">{phase.kind === 'countdown' ? 'Ready' : 'Spinning…'}</p>
                  )}
                </div>

                <div
                  data-seat-total=""
                  className={cn(
                    'flex items-baseline justify-between gap-2 rounded-lg bg-ink-950/50 ring-1 ring-line ring-inset',
                    compact ? 'px-1.5 py-1 max-sm:flex-col max-sm:items-center max-sm:gap-0 sm:px-2.5 sm:py-2' : 'px-2.5 py-2',
                  )}
                >
                  <span className="text-[11px] text-fg-subtle sm:text-xs">{points ? 'Points' : 'Total'}</span>
                  {points ? (
                    <span data-points={points[seat.seat]} className={cn('font-bold text-fg tabular-nums', compact ? 'text-sm sm:text-base' : 'text-base')}>
                      {points[seat.seat]}
                    </span>
                  ) : (
                    <Money cents={totals[seat.seat] ?? 0} className={cn('font-bold text-fg', compact ? 'text-[11px] sm:text-base' : 'text-base')} />
                  )}
                </div>

                <ol aria-label={`Items won by ${displayName(seat.userName)}`} className={cn('flex flex-wrap gap-1.5', compact && 'max-sm:hidden', battle.players >= 7 && 'lg:hidden')}>
                  {results.rolls.map((round, r) => {
                    if (r >= revealed) {
                      return <li key={r} aria-hidden="true" className="size-10 rounded-md border border-dashed border-line sm:size-11" />;
                    }
                    const item = itemOf(battle, r, round[seat.seat]!.itemIndex);
                    return (
                      <li key={r} title={`Round ${r + 1}: ${item.name}`} className="size-10 rounded-md bg-ink-950/60 ring-1 ring-line ring-inset sm:size-11">
                        <ItemThumb item={item} className="size-full" />
                        <span className="sr-only">
                          Round {r + 1}: {item.name}
                        </span>
                      </li>
                    );
                  })}
                </ol>

                {won ? (
                  <Badge tone="accent" className="self-center max-sm:px-1 max-sm:text-[10px]">
                    {compact ? null : 'Won '}
                    <Money cents={results.payouts[seat.seat] ?? 0} />
                  </Badge>
                ) : done && battle.mode === 'shared' ? (
                  <Badge tone="cool" className="self-center">
                    Share <Money cents={results.payouts[seat.seat] ?? 0} />
                  </Badge>
                ) : null}
              </li>
            );
          })}
        </ul>
        {phase.kind === 'countdown' ? <Countdown secondsLeft={phase.secondsLeft} /> : null}
      </div>
    </div>
  );
}

/** Point Rush: a point to each round's best item (lowest when cursed), ties all scoring. */
function pointsAfter(rolls: Results['rolls'], cursed: boolean): number[] {
  const points = new Array<number>(rolls[0]?.length ?? 0).fill(0);
  for (const round of rolls) {
    const values = round.map((roll) => roll.valueCents);
    const best = cursed ? Math.min(...values) : Math.max(...values);
    values.forEach((value, seat) => value === best && (points[seat]! += 1));
  }
  return points;
}

function Countdown({ secondsLeft }: { secondsLeft: number }) {
  return (
    <div className="pointer-events-none absolute inset-0 grid place-items-center rounded-card bg-ink-950/55 backdrop-blur-[2px]" data-countdown={secondsLeft}>
      <div className="flex flex-col items-center gap-1">
        <span key={secondsLeft} className="motion-safe:animate-[battle-countdown-pop_900ms_cubic-bezier(0.2,0.8,0.2,1)] text-7xl font-black text-accent tabular-nums drop-shadow-[0_6px_30px_rgb(247_169_40/0.45)] sm:text-8xl">
          {secondsLeft}
        </span>
        <span className="text-sm font-semibold tracking-[0.2em] text-fg-muted uppercase">Get ready</span>
      </div>
    </div>
  );
}

function StageHeader({
  phase,
  rounds,
  replaying,
  onSkip,
}: {
  phase: Phase;
  rounds: number;
  replaying: boolean;
  onSkip: () => void;
}) {
  const label =
    phase.kind === 'countdown'
      ? `Starting in ${phase.secondsLeft}`
      : phase.kind === 'done'
        ? 'Battle over'
        : `Round ${phase.round + 1} of ${rounds}`;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-center gap-2.5">
        {phase.kind === 'done' ? null : (
          <span aria-hidden="true" className="relative flex size-2.5">
            <span className="absolute inline-flex size-full rounded-full bg-danger opacity-75 motion-safe:animate-ping" />
            <span className="relative inline-flex size-2.5 rounded-full bg-danger" />
          </span>
        )}
        <h2 className="text-lg font-bold tracking-tight" aria-live="polite" data-stage-label="">
          {label}
        </h2>
        {replaying ? <Badge tone="cool">Replay</Badge> : null}
      </div>
      {replaying && phase.kind !== 'done' ? (
        <Button variant="ghost" size="sm" onClick={onSkip}>
          Skip to results
        </Button>
      ) : null}
    </div>
  );
}

/** Team battles: each team's running total side by side, the winning team marked at the end. */
function TeamScoreboard({ battle, totals, winners }: { battle: BattleDetail; totals: number[]; winners: number[] }) {
  const layout = battle.teamLayout!;
  const teams = new Map<number, { total: number; won: boolean }>();
  for (const seat of battle.seats) {
    const team = teamOfSeat(layout, seat.seat);
    const entry = teams.get(team) ?? { total: 0, won: false };
    entry.total += totals[seat.seat] ?? 0;
    entry.won ||= winners.includes(seat.seat);
    teams.set(team, entry);
  }
  return (
    <ul aria-label="Team totals" className="flex flex-wrap gap-2">
      {[...teams.entries()].map(([team, { total, won }]) => {
        const style = TEAM_STYLES[team]!;
        return (
          <li
            key={team}
            className={cn(
              'flex min-w-36 flex-1 items-center justify-between gap-3 rounded-xl bg-ink-850 px-3.5 py-2.5 ring-1 ring-inset sm:flex-none',
              won ? 'ring-accent/60' : style.ring,
            )}
          >
            <span className={cn('flex items-center gap-2 text-sm font-semibold', style.text)}>
              <span aria-hidden="true" className={cn('size-2 rounded-full', style.bar)} />
              {style.label}
              {won ? <CrownIcon className="size-4 text-accent" /> : null}
            </span>
            <Money cents={total} className="text-base font-bold text-fg" />
          </li>
        );
      })}
    </ul>
  );
}
