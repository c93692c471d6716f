/** Battle request bodies and the shapes the API answers with. */
import { z } from 'zod';
import { BATTLE_MODES, MAX_PLAYERS, MAX_ROUNDS, MIN_PLAYERS, TEAM_LAYOUTS } from '../battle';

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

/** The shapes the battle calls answer with, checked in the browser. */
export type { BattleCard, BattleDetail, BattlePackView, BattleRoundItem, BattleSeatView, BattleStatus } from './battles-answers';
