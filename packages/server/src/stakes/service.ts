/**
 * Wager accounting (DESIGN §13, decision 014): the one place that records a
 * stake, inside the transaction that pays it, so races, rewards, referral
 * earnings and later the finance view read the same numbers. Called before
 * the payment, so a stake takes its race locks before the ledger locks any
 * account, the order the payout sweep uses too.
 *
 * Who ranks: stakes are only ever recorded for players (users); bots have no
 * user and admins are not users. Suspended players keep their totals but are
 * left out wherever standings are read (races/repository, `suspended_at`).
 */
import type { Sql } from '../db/client';
import { LIMITS_UNAVAILABLE_MESSAGE, NO_RESTRICTIONS, NOTHING_STAKED, REALITY_CHECK_MESSAGE, stakeRefusal } from '@lootforge/core/limits';
import { systemClock, type Clock } from '../clock';
import { AppError } from '../errors';
import { stakePeriods, restrictionsOf } from '../limits/rules';
import { checkTransfers, ledgerRefusal, paidBalances, postParams, postedResult, type TransferInput } from '../ledger/ledger';
import { countStakesOfBattle, findBattleStake, insertRefundStake, insertStakeAndPost, lockRacesShared, readPlayLimits, type StakeCheck, type StakeInput } from './repository';

/** A race about to start is locked too, so a stake at its start never misses it. */
const UPCOMING_MS = 3_600_000;

type StakesListener = (raceIds: number[]) => void;
const listenersByDatabase = new WeakMap<object, Set<StakesListener>>();

/** Calls `listener` with the races whose totals changed, after each commit that changed them (races/feed.ts). */
export function onRaceTotalsChanged(db: { scope: object }, listener: StakesListener): () => void {
  let listeners = listenersByDatabase.get(db.scope);
  if (!listeners) listenersByDatabase.set(db.scope, (listeners = new Set()));
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function announce(tx: Sql, raceIds: number[]) {
  if (raceIds.length === 0) return;
  tx.onCommit(() => {
    for (const listener of listenersByDatabase.get(tx.scope) ?? []) listener(raceIds);
  });
}

/**
 * Records a stake and pays for it, or refuses it with the player's limit,
 * break or self-exclusion, in one round trip (`stake_and_post`): the shared
 * locks of the open races first, then the totals, then the payment's ledger
 * legs (the account locks come after the race locks, the order the payout
 * sweep uses too). The payout holds a race's exclusive lock and starts only
 * once its end has passed, so it either sees this stake committed, or this
 * stake, granted its locks after the payout, sees the race finished and
 * counts in the next window (`insertStakeAndPost`).
 *
 * A stake over the player's limit is refused with the limit's words even
 * when the wallet could not have paid either; then a ledger refusal
 * (insufficient funds, say) as `pay` gives it. Either throws, and the
 * caller's transaction rolls back the stake and any leg already posted.
 * Returns the races it counted in and the balances the payment left.
 */
export async function recordStakeAndPay(
  tx: Sql,
  input: { userId: string; amountCents: number; returnedCents?: number; clock?: Clock; battleId?: string; settles?: boolean; upgrade?: boolean },
  payments: TransferInput[],
): Promise<{ raceIds: number[]; balances: Map<number, number> }> {
  // Only an upgrade of items alone stakes without moving money (the items leave the inventory).
  if (payments.length === 0 && !input.upgrade) throw new Error('A stake is paid by at least one transfer.');
  checkTransfers(payments);
  const stake = stakeInput(input, (input.clock ?? systemClock).now());
  const { stake: recorded, posted, refusal } = await insertStakeAndPost(tx, { ...stake, legs: postParams(payments)[0] });
  refuseOverLimit(recorded.check, stake.at);
  if (refusal) throw ledgerRefusal(refusal);
  const balances = payments.length === 0 ? new Map<number, number>() : paidBalances(postedResult(posted!));
  announce(tx, recorded.raceIds);
  return { raceIds: recorded.raceIds, balances };
}

/**
 * A stake of `amountCents` at `at`: a battle entry with `battleId`, an upgrade with `upgrade`, else a pack open (the benchmarks make theirs here too).
 * A pack open counts at once; a battle entry only when its battle settles (`settles`: this entry fills it), DESIGN §13.
 */
export function stakeInput(input: { userId: string; amountCents: number; returnedCents?: number; battleId?: string; settles?: boolean; upgrade?: boolean }, at: Date): StakeInput {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) throw new Error('A stake is a positive whole number of cents.');
  return {
    userId: input.userId,
    kind: input.battleId ? ('battle_entry' as const) : input.upgrade ? ('upgrade' as const) : ('pack_open' as const),
    amountCents: input.amountCents,
    returnedCents: input.returnedCents ?? 0,
    battleId: input.battleId ?? null,
    counts: !input.battleId || input.settles === true,
    ...stakeMoment(at),
  };
}

/** The moment a stake counts at, with the bounds the SQL needs: the races starting by `horizon` are locked, and the periods holding it. */
export function stakeMoment(at: Date) {
  return { at, horizon: new Date(at.getTime() + UPCOMING_MS), periods: stakePeriods(at.getTime()) };
}

/**
 * Responsible play (DESIGN §16, §16b, decision 016): the totals include this stake and were read
 * under the player's wager_totals row lock, so a refusal here rolls the whole paying transaction
 * back and nothing is charged. A check that cannot be made refuses too (fail closed).
 */
function refuseOverLimit(check: StakeCheck, at: Date): void {
  refuse(checkPlay(() => stakeRefusal(check.limits ? restrictionsOf(check.limits) : NO_RESTRICTIONS, check.totals, at.getTime())));
}

/** Throws a play refusal as the page hears it: a due reality check with its own code (the page shows the check), any other as forbidden. */
function refuse(refusal: string | null): void {
  if (refusal === REALITY_CHECK_MESSAGE) throw new AppError('reality_check', refusal);
  if (refusal) throw new AppError('forbidden', refusal);
}

/**
 * Runs a responsible-play check; one that throws (limits no player could have set, a bug) refuses
 * the action with words a player can read, and the cause goes to the log (DESIGN §16b).
 */
export function checkPlay<T>(check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw Object.assign(new AppError('unavailable', LIMITS_UNAVAILABLE_MESSAGE), { cause: error });
  }
}

/**
 * Refuses a player on a break, self-excluded or with a reality check due where nothing is staked
 * (a seat a sponsor paid in full, bots filling a host's battle); a stake is checked by
 * `recordStakeAndPay` itself.
 */
export async function refuseWhilePaused(tx: Sql, input: { userId: string; clock?: Clock }): Promise<void> {
  const now = (input.clock ?? systemClock).now().getTime();
  const { limits, playedMinutes, session } = await readPlayLimits(tx, input.userId, stakePeriods(now).day);
  refuse(checkPlay(() => stakeRefusal(limits ? restrictionsOf(limits) : NO_RESTRICTIONS, { ...NOTHING_STAKED, playedMinutes, session }, now)));
}

/**
 * Takes a refunded battle entry off again: off the period totals the limits
 * read, and, for an entry that had counted already (paid before entries
 * counted at settlement), off the lifetime total and the very races it
 * counted in, unless they are already paid. An entry paid before wager
 * accounting existed was never counted, so nothing moves.
 */
export async function takeOffStake(tx: Sql, input: { userId: string; battleId: string; clock?: Clock }): Promise<number[]> {
  const stake = await findBattleStake(tx, input);
  if (!stake) return [];
  await lockRacesShared(tx, stake.raceIds);
  const raceIds = await insertRefundStake(tx, {
    ...input,
    amountCents: stake.amountCents,
    counted: stake.counted,
    raceIds: stake.raceIds,
    at: (input.clock ?? systemClock).now(),
    stakedAt: stake.stakedAt,
    periods: stakePeriods(stake.stakedAt.getTime()),
  });
  announce(tx, raceIds);
  return raceIds;
}

/**
 * Counts a battle's paid entries now that it settles (DESIGN §13): for races,
 * rewards and referral commission an entry counts at this moment, never
 * when it is paid (a refunded one never counts). Call it inside the
 * settling transaction before anything is paid, so the race locks come
 * before the ledger's; the entry that fills the battle counts by itself
 * (`recordStakeAndPay` with `settles`). `wins`: what the battle pays each
 * player, recorded as what their entry returned (DESIGN §16b).
 */
export async function countBattleStakes(tx: Sql, input: { battleId: string; wins: Array<{ userId: string; amountCents: number }>; clock?: Clock }): Promise<number[]> {
  const { at, horizon, periods } = stakeMoment((input.clock ?? systemClock).now());
  const returns: Record<string, number> = {};
  for (const win of input.wins) returns[win.userId] = (returns[win.userId] ?? 0) + win.amountCents;
  const raceIds = await countStakesOfBattle(tx, { battleId: input.battleId, at, horizon, nextWeek: periods.nextWeek, returns });
  announce(tx, raceIds);
  return raceIds;
}
