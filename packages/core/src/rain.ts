/**
 * Rain and tips (DESIGN §22): when a rain opens and closes, who may join, how its pool is split,
 * and what a tip may be. The server applies these; the web shows the same figures before it asks.
 */
import { CHAT_MIN_LEVEL } from './chat';
import { formatCents, type Cents } from './money';

/** A rain opens every 30 minutes (on the hour and the half hour, UTC) and takes joins for 2 minutes. */
export const RAIN_EVERY_MS = 30 * 60_000;
export const RAIN_OPEN_MS = 2 * 60_000;
/** What promotions adds to each rain at its close unless RAIN_BASE_CENTS says otherwise. */
export const DEFAULT_RAIN_BASE_CENTS: Cents = 500;
/** Who may join: level 2 or more, with $5.00 wagered in the 24 hours before joining. */
export const RAIN_MIN_LEVEL = CHAT_MIN_LEVEL;
export const RAIN_MIN_WAGER_CENTS: Cents = 500;
export const RAIN_WAGER_WINDOW_MS = 86_400_000;

/** A tip is $1.00–$1,000.00, from level 5, at most $1,000.00 sent in any 24 hours. */
export const TIP_MIN_CENTS: Cents = 100;
export const TIP_MAX_CENTS: Cents = 100_000;
export const TIP_DAILY_CENTS: Cents = 100_000;
export const TIP_MIN_LEVEL = 5;
export const TIP_WINDOW_MS = 86_400_000;

export const RAIN_LEVEL_MESSAGE = `Reach level ${RAIN_MIN_LEVEL} to join the rain.`;
export const RAIN_CLOSED_MESSAGE = 'This rain has closed. The next one opens soon.';
export const RAIN_NOT_OPEN_MESSAGE = 'This rain has not opened yet.';
export const RAIN_UNKNOWN_MESSAGE = 'That rain does not exist.';
export const TIP_AMOUNT_MESSAGE = `A tip is between ${formatCents(TIP_MIN_CENTS)} and ${formatCents(TIP_MAX_CENTS)}.`;
export const TIP_LEVEL_MESSAGE = `Reach level ${TIP_MIN_LEVEL} to tip.`;
export const TIP_SELF_MESSAGE = 'You cannot tip yourself.';
export const TIP_RECEIVER_CLOSED_MESSAGE = 'That player cannot receive tips right now.';
export const TIP_TARGET_MESSAGE = 'Tip a player by name, or the rain.';

/** "Wager $3.20 more in 24 hours to join the rain." */
export function rainWagerMessage(wageredCents: Cents): string {
  return `Wager ${formatCents(Math.max(RAIN_MIN_WAGER_CENTS - wageredCents, 0))} more in 24 hours to join the rain: it is for players who played today.`;
}

export function tipUnknownMessage(userName: string): string {
  return `No player is called ${userName}.`;
}

/** "You can tip at most $1,000.00 in 24 hours: $250.00 left." */
export function tipDailyMessage(sentCents: Cents): string {
  return `You can tip at most ${formatCents(TIP_DAILY_CENTS)} in 24 hours: ${formatCents(Math.max(TIP_DAILY_CENTS - sentCents, 0))} left.`;
}

/** Only withdrawable money may be tipped, so bonuses cannot be moved between accounts. */
export function tipPlaythroughMessage(dueCents: Cents): string {
  return `Only withdrawable money can be tipped: wager ${formatCents(dueCents)} more first.`;
}

/** The rain that is open at `atMs`, or else the next to open. */
export function rainWindow(atMs: number): { opensAtMs: number; closesAtMs: number } {
  const slot = Math.floor(atMs / RAIN_EVERY_MS) * RAIN_EVERY_MS;
  const opensAtMs = atMs < slot + RAIN_OPEN_MS ? slot : slot + RAIN_EVERY_MS;
  return { opensAtMs, closesAtMs: opensAtMs + RAIN_OPEN_MS };
}

/** The equal split: each joiner's whole cents, and the remainder carried to the next rain (all of it when nobody joined). */
export function rainSplit(poolCents: Cents, joiners: number): { shareCents: Cents; carriedCents: Cents } {
  if (joiners <= 0) return { shareCents: 0, carriedCents: poolCents };
  const shareCents = Math.floor(poolCents / joiners);
  return { shareCents, carriedCents: poolCents - shareCents * joiners };
}

/** The chat's line when a rain closes. */
export function rainResultText(input: { poolCents: Cents; joiners: number; shareCents: Cents; carriedCents: Cents }): string {
  if (input.joiners === 0) return `Nobody caught the rain: ${formatCents(input.carriedCents)} carries over to the next one.`;
  if (input.shareCents === 0) return `The rain was too small to split between ${input.joiners} players: ${formatCents(input.carriedCents)} carries over to the next one.`;
  const each = `${formatCents(input.poolCents - input.carriedCents)} rained on ${input.joiners} ${input.joiners === 1 ? 'player' : 'players'}: ${formatCents(input.shareCents)} each.`;
  return input.carriedCents > 0 ? `${each} ${formatCents(input.carriedCents)} carries over.` : each;
}

/** The chat's line for a tip into the rain. */
export function rainTipText(userName: string, amountCents: Cents): string {
  return `${userName} tipped ${formatCents(amountCents)} into the rain.`;
}
