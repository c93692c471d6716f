/**
 * Provably fair rolls (DESIGN §5). The server and the browser's verifier
 * both call these functions, so a published result can be recomputed by anyone.
 */
import { hmacSha256Hex, keyedHmacSha256, sha256Hex } from './sha256';

export const TICKETS = 100_000;
const TWO_POW_52 = 2 ** 52;
const SERVER_SEED = /^[0-9a-f]{64}$/;

export class FairnessInputError extends Error {}

export function hashServerSeed(serverSeed: string): string {
  return sha256Hex(serverSeed);
}

/** Every roll under one server seed: `value` is the first 52 bits of HMAC-SHA256(serverSeed, message). */
export type Roller = {
  value(message: string): number;
  /** A ticket from 1 to 100 000. */
  ticket(message: string): number;
  /** An index in 0..count-1, used to break ties among `count` seats or teams. */
  index(message: string, count: number): number;
};

/**
 * A roller for one server seed; many rolls under it share the HMAC's key schedule. With a
 * `prefix`, each roll's message is `prefix + message`.
 */
export function rollerFor(serverSeed: string, prefix = ''): Roller {
  requireServerSeed(serverSeed);
  const mac = keyedHmacSha256(serverSeed, prefix);
  const value = (message: string) => {
    const d = mac(message);
    // The first 13 hex digits (52 bits): six whole bytes and the high half of the seventh.
    return ((((d[0]! * 256 + d[1]!) * 256 + d[2]!) * 256 + d[3]!) * 256 + d[4]!) * 4096 + d[5]! * 16 + (d[6]! >> 4);
  };
  return {
    value,
    ticket: (message) => ticketOf(value(message)),
    index: (message, count) => indexOf(value(message), count),
  };
}

function ticketOf(value: number): number {
  return Math.floor((value / TWO_POW_52) * TICKETS) + 1;
}

function indexOf(value: number, count: number): number {
  if (!Number.isSafeInteger(count) || count < 1) throw new FairnessInputError('count must be a positive integer');
  return Math.floor((value / TWO_POW_52) * count);
}

function requireServerSeed(serverSeed: string): void {
  if (!SERVER_SEED.test(serverSeed)) {
    throw new FairnessInputError('The server seed must be 64 lowercase hex characters.');
  }
}

/** The first 52 bits of HMAC-SHA256(serverSeed, message), as an integer below 2^52 (one roll; many: `rollerFor`). */
export function rollValue(serverSeed: string, message: string): number {
  requireServerSeed(serverSeed);
  return Number.parseInt(hmacSha256Hex(serverSeed, message).slice(0, 13), 16);
}

/** A ticket from 1 to 100 000. */
export function rollTicket(serverSeed: string, message: string): number {
  return ticketOf(rollValue(serverSeed, message));
}

/** An index in 0..count-1, used to break ties among `count` seats or teams. */
export function rollIndex(serverSeed: string, message: string, count: number): number {
  return indexOf(rollValue(serverSeed, message), count);
}

export type TicketRange = { from: number; to: number };

/** Each entry owns a run of tickets as wide as its odds, in stored order. */
export function ticketRanges(oddsPpm: readonly number[]): TicketRange[] {
  let next = 1;
  return oddsPpm.map((odds) => {
    const range = { from: next, to: next + odds - 1 };
    next += odds;
    return range;
  });
}

/** Which entry a ticket lands on. The odds must total 100 000. */
export function pickByTicket(oddsPpm: readonly number[], ticket: number): number {
  let upper = 0;
  for (let i = 0; i < oddsPpm.length; i++) {
    upper += oddsPpm[i]!;
    if (ticket <= upper) return i;
  }
  throw new FairnessInputError(`ticket ${ticket} is outside the odds table (total ${upper})`);
}

export function requireClientSeed(clientSeed: string | null | undefined): string {
  if (typeof clientSeed !== 'string' || clientSeed.length === 0) {
    throw new FairnessInputError('A client seed is required.');
  }
  return clientSeed;
}

/** Message for a pack open: `${clientSeed}:${nonce}`. */
export function packOpenMessage(clientSeed: string, nonce: number): string {
  return `${requireClientSeed(clientSeed)}:${nonce}`;
}

/** A battle's combined client seed: SHA-256 of the seated players' seeds joined by ':' in seat order. */
export function battleClientSeed(playerClientSeeds: readonly string[]): string {
  return sha256Hex(playerClientSeeds.map(requireClientSeed).join(':'));
}

export function battleRoundMessage(clientSeed: string, battleId: string, round: number, seat: number): string {
  return battleRoundPrefix(clientSeed, battleId) + battleRoundSeat(round, seat);
}

/** A battle's round messages, split where they start to differ (for `rollerFor`'s prefix). */
export function battleRoundPrefix(clientSeed: string, battleId: string): string {
  return `${requireClientSeed(clientSeed)}:${battleId}:`;
}
export function battleRoundSeat(round: number, seat: number): string {
  return `${round}:${seat}`;
}

export function battleTiebreakMessage(clientSeed: string, battleId: string): string {
  return `${requireClientSeed(clientSeed)}:${battleId}:tiebreak`;
}

/** Elimination: the roll among seats tied for going out in round `r` (DESIGN §12). */
export function battleEliminateMessage(clientSeed: string, battleId: string, round: number): string {
  return `${requireClientSeed(clientSeed)}:${battleId}:eliminate:${round}`;
}

/** Jackpot: the roll that draws the winning point (DESIGN §12). */
export function battleJackpotMessage(clientSeed: string, battleId: string): string {
  return `${requireClientSeed(clientSeed)}:${battleId}:jackpot`;
}
