/** Battle request bodies and the shapes the API answers with. */
import { z } from 'zod';
import { BATTLE_MODES, MAX_PLAYERS, MAX_ROUNDS, MIN_PLAYERS, TEAM_LAYOUTS, type BattleMode, type TeamLayout } from '../battle';

export const PLAYERS_RULE = 'min 2 max 10 players in a battle';
export const VALID_AMOUNT = 'Please enter a valid amount.';

export const createBattleSchema = z.object({
  players: z
    .number({ error: `Players: ${PLAYERS_RULE}.` })
    .int(`Players: ${PLAYERS_RULE}.`)
    .min(MIN_PLAYERS, `Players: ${PLAYERS_RULE}.`)
    .max(MAX_PLAYERS, `Players: ${PLAYERS_RULE}.`),
  mode: z.enum(BATTLE_MODES, { error: 'Mode must be Normal, Upside Down, Shared or Team.' }),
  teamLayout: z.enum(TEAM_LAYOUTS, { error: 'Team layout must be 2v2, 3v3, 2v2v2 or 5v5.' }).nullish(),
  packIds: z
    .array(z.uuid({ error: 'That pack does not exist.' }), { error: VALID_AMOUNT })
    .min(1, VALID_AMOUNT)
    .max(MAX_ROUNDS, `A battle has at most ${MAX_ROUNDS} rounds.`),
});
export type CreateBattleInput = z.infer<typeof createBattleSchema>;

export const battleListQuerySchema = z.object({
  filter: z.enum(['all', 'open', 'completed'], { error: 'filter must be all, open or completed' }).default('all'),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(50).default(10),
  cursor: z.string().max(200).optional(),
});

export type BattleStatus = 'open' | 'running' | 'completed' | 'cancelled';

export type BattleSeatView = {
  seat: number;
  userId: string | null;
  userName: string;
  avatarThumbUrl: string | null;
  isBot: boolean;
  team: number | null;
  payoutCents: number | null;
};

export type BattlePackView = { packId: string; name: string; priceCents: number; thumbUrl: string | null };

export type BattleCard = {
  id: string;
  mode: BattleMode;
  modeLabel: string;
  teamLayout: TeamLayout | null;
  players: number;
  joined: number;
  /** The spec's amount: the entry each player pays. */
  entryCents: number;
  potCents: number;
  status: BattleStatus;
  isActive: 0 | 1;
  hostUserId: string;
  seats: BattleSeatView[];
  /** One entry per round. */
  rounds: BattlePackView[];
  /** Shown once the reels have finished. */
  winners: Array<{ userName: string; avatarThumbUrl: string | null; amountWonCents: number }>;
  createdAt: number;
  startedAt: number;
  completedAt: number;
};

export type BattleRoundItem = { itemId: string; name: string; valueCents: number; oddsPpm: number; thumbUrl: string | null };

export type BattleDetail = BattleCard & {
  packs: Array<BattlePackView & { items: BattleRoundItem[] }>;
  /** Index into `packs` for each round. */
  roundPacks: number[];
  results: null | {
    /** rolls[round][seat] */
    rolls: Array<Array<{ ticket: number; itemIndex: number; valueCents: number }>>;
    totals: number[];
    winners: number[];
    payouts: number[];
    totalValueCents: number;
    tiebreak: { tied: number[]; index: number } | null;
  };
  fairness: {
    serverSeedHash: string;
    /** Revealed once the battle is settled. */
    serverSeed: string | null;
    clientSeed: string | null;
    playerClientSeeds: string[];
  };
  serverNow: number;
};
