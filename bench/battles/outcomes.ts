/**
 * The time core takes to compute the outcome of a 10-seat, 50-round battle of
 * each mode (every roll, the mode's rule, the payouts): what the join that
 * fills a battle spends in core, and what /fairness spends recomputing it.
 * Prints the median and p99 per mode for the whole outcome (500 HMAC rolls
 * and the rule) and for the mode's rule alone (decideBattle, from the values
 * unboxed); the target for both is under 1 ms (the rolls are pure-JS HMAC-SHA256,
 * two compressions each, so they dominate the whole).
 */
import { performance } from 'node:perf_hooks';
import { BATTLE_MODES, decideBattle, seatsBorrowedCents, settleBattle, type BattleInput, type BattleMode } from '../../packages/core/src/battle';

const SEATS = 10;
const ROUNDS = 50;
const pack = {
  items: [
    { valueCents: 10, oddsPpm: 60_000 },
    { valueCents: 500, oddsPpm: 30_000 },
    { valueCents: 10_000, oddsPpm: 9_000 },
    { valueCents: 250_000, oddsPpm: 1_000 },
  ],
};

/** Any entry will do: the borrowed cents are its share, as the server charges them. */
const ENTRY_CENTS = 10_000;

function inputFor(mode: BattleMode, i: number): BattleInput {
  return {
    battleId: `bench-${mode}-${i}`,
    mode,
    teamLayout: mode === 'team' ? '5v5' : null,
    cursed: false,
    playerClientSeeds: Array.from({ length: SEATS }, (_, seat) => `seed-${seat}`),
    borrows: { entryCents: ENTRY_CENTS, borrowedCents: seatsBorrowedCents({ entryCents: ENTRY_CENTS, fundPercent: 0 }, Array.from({ length: SEATS }, (_, seat) => (seat % 8) * 10)) },
    rounds: Array(ROUNDS).fill(pack),
    serverSeed: 'ab'.repeat(32),
  };
}

function percentiles(run: (i: number) => void, samples: number): { p50: number; p99: number } {
  for (let i = 0; i < 20; i++) run(-1 - i);
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    run(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(samples * 0.5)]!, p99: times[Math.floor(samples * 0.99)]! };
}

export function printOutcomeTimings(samples = 200): void {
  console.log(`core: outcome of a ${SEATS}-seat, ${ROUNDS}-round battle, ${samples} battles per mode (whole = ${SEATS * ROUNDS} rolls + rule; rule = decideBattle)`);
  for (const mode of BATTLE_MODES) {
    const outcomes = Array.from({ length: samples }, (_, i) => settleBattle(inputFor(mode, i)));
    const whole = percentiles((i) => settleBattle(inputFor(mode, i)), samples);
    const rule = percentiles((i) => {
      const { rolls } = outcomes[Math.max(0, i)]!;
      decideBattle({
        mode,
        teamLayout: mode === 'team' ? '5v5' : null,
        cursed: false,
        values: rolls.map((round) => round.map((roll) => roll.valueCents)),
        borrows: inputFor(mode, 0).borrows,
        draws: { tiebreak: () => 0, eliminate: () => 0, jackpotValue: () => 2 ** 51 },
      });
    }, samples);
    console.log(
      `  ${mode.padEnd(12)} whole p50 ${whole.p50.toFixed(3)} ms p99 ${whole.p99.toFixed(3)} ms (target p50 < 1 ms: ${whole.p50 < 1 ? 'met' : 'NOT met'}) | rule p50 ${rule.p50.toFixed(4)} ms p99 ${rule.p99.toFixed(4)} ms (target < 1 ms: ${rule.p99 < 1 ? 'met' : 'NOT met'})`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) printOutcomeTimings();
