/**
 * Re-computes one pack open in the browser with the server's own code (DESIGN §5):
 * message `${clientSeed}:${nonce}`, HMAC-SHA256 keyed with the server seed, the first
 * 13 hex characters scaled to a ticket from 1 to 100 000.
 */
import { FairnessInputError, hashServerSeed, packOpenMessage, pickByTicket, rollTicket, rollValue } from '@lootforge/core/fairness';
import { hmacSha256Hex } from '@lootforge/core/sha256';

export const NONCE_RULE = 'The nonce must be a whole number from 0 up.';

export type PackRollInput = { serverSeed: string; clientSeed: string; nonce: string };

export type PackRoll = {
  serverSeed: string;
  serverSeedHash: string;
  message: string;
  /** HMAC-SHA256(server seed, message), hex; its first 13 characters make the roll. */
  hmac: string;
  /** The first 13 hex characters as an integer below 2^52. */
  value: number;
  ticket: number;
};

export type Result<T> = { ok: true; value: T } | { ok: false; error: string };

/** A FairnessInputError's message, or a generic line for anything unexpected. */
export function fairnessErrorMessage(error: unknown): string {
  if (error instanceof FairnessInputError || error instanceof RangeError) return error.message;
  return 'These inputs cannot be checked.';
}

export function parseNonce(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,15}$/.test(trimmed)) return null;
  const nonce = Number(trimmed);
  return Number.isSafeInteger(nonce) ? nonce : null;
}

/** The core's own check of a server seed (64 lowercase hex characters): its message, or null. */
export function serverSeedProblem(serverSeed: string): string | null {
  try {
    rollValue(serverSeed, '');
    return null;
  } catch (error) {
    return fairnessErrorMessage(error);
  }
}

export function rollPackOpen(input: PackRollInput): Result<PackRoll> {
  const serverSeed = input.serverSeed.trim();
  const clientSeed = input.clientSeed.trim();
  const nonce = parseNonce(input.nonce);
  // Checked in the order of the form: server seed, client seed, nonce.
  const seedProblem = serverSeedProblem(serverSeed);
  if (seedProblem) return { ok: false, error: seedProblem };
  try {
    const message = packOpenMessage(clientSeed, nonce ?? 0);
    if (nonce === null) return { ok: false, error: NONCE_RULE };
    return {
      ok: true,
      value: {
        serverSeed,
        serverSeedHash: hashServerSeed(serverSeed),
        message,
        hmac: hmacSha256Hex(serverSeed, message),
        value: rollValue(serverSeed, message),
        ticket: rollTicket(serverSeed, message),
      },
    };
  } catch (error) {
    return { ok: false, error: fairnessErrorMessage(error) };
  }
}

/** Which of the pack's items a ticket lands on (their ranges in stored order), or null. */
export function itemIndexForTicket(oddsPpm: readonly number[], ticket: number): number | null {
  try {
    return pickByTicket(oddsPpm, ticket);
  } catch {
    return null;
  }
}
