/** What the battle calls answer (zod/mini, see auth-answers.ts). */
import * as z from 'zod/mini';
import { BATTLE_MODES, TEAM_LAYOUTS } from '../battle-modes';

const cents = z.number().check(z.int());
const url = z.nullable(z.string());

export const battleStatusSchema = z.enum(['open', 'running', 'completed', 'cancelled']);
export type BattleStatus = z.infer<typeof battleStatusSchema>;

/** A seat as anyone may see it: a player by name, never by id (decision 020). */
export const battleSeatViewSchema = z.object({
  seat: z.number(),
  userName: z.string(),
  avatarThumbUrl: url,
  isBot: z.boolean(),
  /** The player's level (DESIGN §21) for the badge beside the name; null for a house bot. */
  level: z.nullable(z.number()),
  team: z.nullable(z.number()),
  payoutCents: z.nullable(cents),
  /** The share of their entry this seat borrowed from the house (DESIGN §12). */
  borrowPercent: z.number(),
});
export type BattleSeatView = z.infer<typeof battleSeatViewSchema>;

export const battlePackViewSchema = z.object({ packId: z.string(), name: z.string(), priceCents: cents, thumbUrl: url });
export type BattlePackView = z.infer<typeof battlePackViewSchema>;

export const battleCardSchema = z.object({
  id: z.string(),
  mode: z.enum(BATTLE_MODES),
  modeLabel: z.string(),
  cursed: z.boolean(),
  fast: z.boolean(),
  private: z.boolean(),
  /** The share of every other seat's entry the host paid (sponsored battle). */
  fundPercent: z.number(),
  /** What a joiner pays for a seat before borrowing: the entry less the host's share. */
  joinCents: cents,
  teamLayout: z.nullable(z.enum(TEAM_LAYOUTS)),
  players: z.number(),
  joined: z.number(),
  /** The product's amount (DESIGN §4): the entry each player pays. */
  entryCents: cents,
  potCents: cents,
  status: battleStatusSchema,
  isActive: z.union([z.literal(0), z.literal(1)]),
  /** The host's name: the player in seat 0. */
  hostName: z.string(),
  seats: z.array(battleSeatViewSchema),
  /** One entry per round. */
  rounds: z.array(battlePackViewSchema),
  /** Shown once the reels have finished. */
  winners: z.array(z.object({ userName: z.string(), avatarThumbUrl: url, amountWonCents: cents })),
  createdAt: z.number(),
  startedAt: z.number(),
  completedAt: z.number(),
  /**
   * The asking player's money in this battle (history): what they paid and, once the reels end, what they
   * received and what the house kept of their win for the part of the entry it lent (DESIGN §12).
   */
  mine: z.optional(z.nullable(z.object({ seat: z.number(), paidCents: cents, receivedCents: z.nullable(cents), houseKeptCents: z.nullable(cents) }))),
});
export type BattleCard = z.infer<typeof battleCardSchema>;

export const battleRoundItemSchema = z.object({ itemId: z.string(), name: z.string(), valueCents: cents, oddsPpm: z.number(), thumbUrl: url });
export type BattleRoundItem = z.infer<typeof battleRoundItemSchema>;

export const battleDetailSchema = z.extend(battleCardSchema, {
  /** Each pack's table as the battle snapshot it, with its committed hash (DESIGN §23; null for a battle from before). */
  packs: z.array(z.extend(battlePackViewSchema, { items: z.array(battleRoundItemSchema), tableHash: z.nullable(z.string()) })),
  /** Index into `packs` for each round. */
  roundPacks: z.array(z.number()),
  results: z.nullable(
    z.object({
      /** rolls[round][seat] */
      rolls: z.array(z.array(z.object({ ticket: z.number(), itemIndex: z.number(), valueCents: cents }))),
      totals: z.array(cents),
      winners: z.array(z.number()),
      payouts: z.array(cents),
      totalValueCents: cents,
      tiebreak: z.nullable(z.object({ tied: z.array(z.number()), index: z.number() })),
      /** Battles settled before DESIGN §12 lack these. */
      shares: z.optional(z.array(cents)),
      houseKeepsCents: z.optional(cents),
      /** The rule that cut borrowers' shares (DESIGN §12); battles settled before it lack this and used floor(share · (100 − b) / 100). */
      borrowRule: z.optional(z.literal('share_of_entry')),
      points: z.optional(z.nullable(z.array(z.number()))),
      eliminations: z.optional(
        z.nullable(z.array(z.object({ round: z.number(), seat: z.number(), tie: z.nullable(z.object({ tied: z.array(z.number()), index: z.number() })) }))),
      ),
      jackpot: z.optional(z.nullable(z.object({ point: z.number(), total: z.number() }))),
    }),
  ),
  /** A private battle's key: given only to its host (and to whoever came with it). */
  key: z.nullable(z.string()),
  fairness: z.object({
    serverSeedHash: z.string(),
    /** Revealed once the battle is settled. */
    serverSeed: z.nullable(z.string()),
    clientSeed: z.nullable(z.string()),
    playerClientSeeds: z.array(z.string()),
  }),
  serverNow: z.number(),
});
export type BattleDetail = z.infer<typeof battleDetailSchema>;

/** GET /api/battles and /api/me/battles: a page of cards. */
export const battlePageSchema = z.object({ battles: z.array(battleCardSchema), nextCursor: z.nullable(z.string()) });
export type BattlePage = z.infer<typeof battlePageSchema>;

/** GET /api/battles/:id */
export const battleAnswerSchema = z.object({ battle: battleDetailSchema });

/** POST /api/battles, /join, /fill-bots, /cancel: the battle as it now stands, and what to tell the person. */
export const battleActionAnswerSchema = z.object({ battle: battleDetailSchema, message: z.string() });

/** GET /api/battles/options: what this site offers when creating a battle (TURBO_ENABLED, DESIGN §16b). */
export const battleOptionsAnswerSchema = z.object({ turboEnabled: z.boolean() });
export type BattleOptionsAnswer = z.infer<typeof battleOptionsAnswerSchema>;
