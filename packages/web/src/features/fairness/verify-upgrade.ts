/**
 * Re-computes one upgrade in the browser with the server's own code (DESIGN §5, §20): message
 * `${clientSeed}:${nonce}:upgrade`, HMAC-SHA256 keyed with the server seed, the first 13 hex
 * characters (52 bits) scaled to a ticket from 1 to 1 000 000; under wins on tickets 1…chance,
 * over on the last `chance` tickets. Compares what it can with what was published: the seed's
 * hash, the chance (from the stake, the target and the house edge), the ticket and the result.
 * `failed` names every check that does not match.
 */
import type { UpgradeView } from '@lootforge/core/contracts/upgrader-answers';
import { hashServerSeed, rollValue } from '@lootforge/core/fairness';
import { dollarsText, parseDollars, type Cents } from '@lootforge/core/money';
import { hmacSha256Hex } from '@lootforge/core/sha256';
import { UPGRADE_DIRECTIONS, UPGRADE_TICKETS, upgradeChancePpm, upgradeMessage, upgradeTicket, upgradeWins, type UpgradeDirection } from '@lootforge/core/upgrader';
import { fairnessErrorMessage, NONCE_RULE, parseNonce, serverSeedProblem, type Result } from './verify-pack';

export const DIRECTION_RULE = 'Pick under or over.';
export const CHANCE_RULE = 'The win chance is a whole number of parts per million, from 0 to 1,000,000 (37.52 % is 375200).';
export const CHANCE_MISSING = 'Enter the win chance, or the stake, the target and the house edge to compute it.';
export const STAKE_RULE = 'The stake is an amount in dollars, such as 12.50.';
export const TARGET_RULE = 'The target’s value is an amount in dollars, such as 40.00.';
export const HOUSE_EDGE_RULE = 'The house edge is a percentage from 0 up to 100, such as 8.';
export const TARGET_NOT_DEARER = 'The target is worth more than the stake in an upgrade.';

/** An upgrade's inputs as typed (or filled from the upgrade); blank ones are left out. */
export type UpgradeFields = {
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  direction: string;
  /** Parts per million. Blank: computed from the stake, the target and the house edge. */
  chancePpm: string;
  /** Dollars, as "12.50". */
  stake: string;
  target: string;
  /** Percent, as "8". */
  houseEdge: string;
  /** The published SHA-256 of the server seed, to compare. */
  serverSeedHash: string;
};

/** What the server published for this upgrade besides its seeds: the ticket it rolled and whether it won. */
export type PublishedUpgrade = Pick<UpgradeView, 'ticket' | 'won'>;

export type UpgradeCheckName = 'Server seed hash' | 'Win chance' | 'Ticket' | 'Result';

export type UpgradeCheckLine = { name: UpgradeCheckName; ok: boolean; computed: string; published: string };

export type UpgradeCheck = {
  serverSeed: string;
  /** SHA-256 of the server seed, computed here. */
  serverSeedHash: string;
  message: string;
  /** HMAC-SHA256(server seed, message), hex; its first 13 characters make the roll. */
  hmac: string;
  /** The first 13 hex characters as an integer below 2^52. */
  value: number;
  ticket: number;
  direction: UpgradeDirection;
  chancePpm: number;
  /** The chance from the stake, the target and the house edge, when all three were given. */
  chanceFrom: { stakeCents: Cents; targetCents: Cents; houseEdge: number; chancePpm: number } | null;
  /** The tickets that win in this direction (empty when from > to, at a chance of 0). */
  winning: { from: number; to: number };
  won: boolean;
  /** Each comparison with a published figure, in the order of the roll; none when nothing was published. */
  checks: UpgradeCheckLine[];
  /** The names of the checks that failed; empty means everything compared matches. */
  failed: UpgradeCheckName[];
};

const count = (n: number) => n.toLocaleString('en-US');

function parseChance(text: string): number | null {
  const trimmed = text.trim().replace(/[,_ ]/g, '');
  if (!/^\d{1,7}$/.test(trimmed)) return null;
  const ppm = Number(trimmed);
  return ppm <= UPGRADE_TICKETS ? ppm : null;
}

/** "8", "8.5" or "8 %" → 0.08, 0.085; null when it is not a percentage from 0 up to (not including) 100. */
export function parseHouseEdge(text: string): number | null {
  const match = /^\s*(\d{1,2}(?:\.\d{1,4})?)\s*%?\s*$/.exec(text);
  return match ? Number(match[1]) / 100 : null;
}

/** 0.08 → "8", 0.085 → "8.5": a house edge as the percentage a form field holds. */
export function houseEdgeText(houseEdge: number): string {
  return String(Number((houseEdge * 100).toFixed(4)));
}

/** The tickets that win: under, 1…chance; over, the last `chance` of the million. */
export function winningRange(chancePpm: number, direction: UpgradeDirection): { from: number; to: number } {
  return direction === 'under' ? { from: 1, to: chancePpm } : { from: UPGRADE_TICKETS - chancePpm + 1, to: UPGRADE_TICKETS };
}

/**
 * The fields of an upgrade as the server published it (`GET /api/upgrader/:id`), with its server
 * seed once revealed and the house edge it was priced with (its record keeps the chance, not the
 * edge: the site's edge is the best guess).
 */
export function upgradeFields(upgrade: UpgradeView, serverSeed: string, houseEdge: number | null): UpgradeFields {
  return {
    serverSeed,
    clientSeed: upgrade.fairness.clientSeed,
    nonce: String(upgrade.fairness.nonce),
    direction: upgrade.direction,
    chancePpm: String(upgrade.chancePpm),
    stake: dollarsText(upgrade.stakeCents),
    target: dollarsText(upgrade.targetValueCents),
    houseEdge: houseEdge === null ? '' : houseEdgeText(houseEdge),
    serverSeedHash: upgrade.fairness.serverSeedHash,
  };
}

/**
 * The chance from the stake, the target and the house edge: null when neither the stake nor the
 * target was given (the form fills in the site's house edge by itself).
 */
function chanceFromFields(fields: UpgradeFields): Result<UpgradeCheck['chanceFrom']> {
  const stakeText = fields.stake.trim();
  const targetText = fields.target.trim();
  const edgeText = fields.houseEdge.trim();
  if (stakeText === '' && targetText === '') return { ok: true, value: null };
  const stakeCents = parseDollars(stakeText);
  if (stakeCents === null || stakeCents <= 0) return { ok: false, error: STAKE_RULE };
  const targetCents = parseDollars(targetText);
  if (targetCents === null || targetCents <= 0) return { ok: false, error: TARGET_RULE };
  const houseEdge = parseHouseEdge(edgeText);
  if (houseEdge === null) return { ok: false, error: HOUSE_EDGE_RULE };
  if (targetCents <= stakeCents) return { ok: false, error: TARGET_NOT_DEARER };
  return { ok: true, value: { stakeCents, targetCents, houseEdge, chancePpm: upgradeChancePpm(stakeCents, targetCents, houseEdge) } };
}

/**
 * Rolls the upgrade these fields describe and compares it with what was published: the hash when
 * one is given, the chance when it is given beside the stake, target and house edge, and (with
 * `published`) the ticket and the result. A wrong seed is a result with failed checks, never a
 * crash; fields that cannot be rolled are an error, checked in the order of the form.
 */
export function verifyUpgrade(fields: UpgradeFields, published: PublishedUpgrade | null = null): Result<UpgradeCheck> {
  const serverSeed = fields.serverSeed.trim();
  const clientSeed = fields.clientSeed.trim();
  const seedProblem = serverSeedProblem(serverSeed);
  if (seedProblem) return { ok: false, error: seedProblem };
  try {
    const nonce = parseNonce(fields.nonce);
    const message = upgradeMessage(clientSeed, nonce ?? 0);
    if (nonce === null) return { ok: false, error: NONCE_RULE };
    const direction = fields.direction.trim().toLowerCase();
    if (!UPGRADE_DIRECTIONS.includes(direction as UpgradeDirection)) return { ok: false, error: DIRECTION_RULE };

    const typedChance = fields.chancePpm.trim() === '' ? null : parseChance(fields.chancePpm);
    if (fields.chancePpm.trim() !== '' && typedChance === null) return { ok: false, error: CHANCE_RULE };
    const from = chanceFromFields(fields);
    if (!from.ok) return from;
    const chancePpm = typedChance ?? from.value?.chancePpm ?? null;
    if (chancePpm === null) return { ok: false, error: CHANCE_MISSING };

    const serverSeedHash = hashServerSeed(serverSeed);
    const ticket = upgradeTicket(serverSeed, clientSeed, nonce);
    const won = upgradeWins(ticket, chancePpm, direction as UpgradeDirection);

    const checks: UpgradeCheckLine[] = [];
    const publishedHash = fields.serverSeedHash.trim().toLowerCase();
    if (publishedHash !== '') checks.push({ name: 'Server seed hash', ok: publishedHash === serverSeedHash, computed: serverSeedHash, published: publishedHash });
    if (typedChance !== null && from.value !== null) {
      checks.push({ name: 'Win chance', ok: from.value.chancePpm === typedChance, computed: count(from.value.chancePpm), published: count(typedChance) });
    }
    if (published) {
      checks.push({ name: 'Ticket', ok: published.ticket === ticket, computed: count(ticket), published: count(published.ticket) });
      checks.push({ name: 'Result', ok: published.won === won, computed: won ? 'Won' : 'Lost', published: published.won ? 'Won' : 'Lost' });
    }

    return {
      ok: true,
      value: {
        serverSeed,
        serverSeedHash,
        message,
        hmac: hmacSha256Hex(serverSeed, message),
        value: rollValue(serverSeed, message),
        ticket,
        direction: direction as UpgradeDirection,
        chancePpm,
        chanceFrom: from.value,
        winning: winningRange(chancePpm, direction as UpgradeDirection),
        won,
        checks,
        failed: checks.filter((check) => !check.ok).map((check) => check.name),
      },
    };
  } catch (error) {
    return { ok: false, error: fairnessErrorMessage(error) };
  }
}

/** An upgrade as the server published it, checked with its revealed server seed (or another to test). */
export function verifyUpgradeView(upgrade: UpgradeView, serverSeed: string, houseEdge: number | null): Result<UpgradeCheck> {
  return verifyUpgrade(upgradeFields(upgrade, serverSeed, houseEdge), upgrade);
}
