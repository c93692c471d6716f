/** Battle request bodies and the shapes the API answers with. */
import { z } from 'zod';
import { BATTLE_MODES, BORROW_PERCENTS, FUND_PERCENTS, MAX_PLAYERS, MAX_ROUNDS, MIN_PLAYERS, TEAM_LAYOUTS, battleRulesProblem } from '../battle';
import { BATTLE_LIST_FILTERS, BATTLE_LIST_SORTS } from './battle-list';

export const PLAYERS_RULE = 'min 2 max 10 players in a battle';
export const VALID_AMOUNT = 'Please enter a valid amount.';

export const FUND_RULE = 'Sponsoring pays 0 to 100 % of the other seats, in steps of 10.';
export const BORROW_RULE = 'You can borrow 0 to 70 % of your entry, in steps of 10.';

const percent = (steps: readonly number[], rule: string) =>
  z
    .number({ error: rule })
    .refine((n) => steps.includes(n), rule)
    .default(0);
const flag = (name: string) => z.boolean({ error: `${name} must be true or false.` }).default(false);

export const createBattleSchema = z
  .object({
  players: z
    .number({ error: `Players: ${PLAYERS_RULE}.` })
    .int(`Players: ${PLAYERS_RULE}.`)
    .min(MIN_PLAYERS, `Players: ${PLAYERS_RULE}.`)
    .max(MAX_PLAYERS, `Players: ${PLAYERS_RULE}.`),
  mode: z.enum(BATTLE_MODES, { error: 'Mode must be Normal, Upside Down, Shared, Team, Terminal, Point Rush, Elimination or Jackpot.' }),
  teamLayout: z.enum(TEAM_LAYOUTS, { error: 'Team layout must be 2v2, 3v3, 2v2v2 or 5v5.' }).nullish(),
  packIds: z
    .array(z.uuid({ error: 'That pack does not exist.' }), { error: VALID_AMOUNT })
    .min(1, VALID_AMOUNT)
    .max(MAX_ROUNDS, `A battle has at most ${MAX_ROUNDS} rounds.`),
  cursed: flag('Cursed'),
  fast: flag('Fast'),
  private: flag('Private'),
  fundPercent: percent(FUND_PERCENTS, FUND_RULE),
  /** The host's own borrowing, chosen at creation. */
  borrowPercent: percent(BORROW_PERCENTS, BORROW_RULE),
  })
  .superRefine((body, ctx) => {
    const problem = battleRulesProblem({ mode: body.mode, players: body.players, rounds: body.packIds.length, cursed: body.cursed });
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['mode'] });
  });
/** What a create may carry: the options left out take their defaults. */
export type CreateBattleInput = z.input<typeof createBattleSchema>;

/** POST /api/battles/:id/join: how much the player borrows, and the key of a private battle. */
export const joinBattleSchema = z.object({
  borrowPercent: percent(BORROW_PERCENTS, BORROW_RULE),
  key: z.string({ error: 'That battle does not exist.' }).max(200, 'That battle does not exist.').optional(),
});
export type JoinBattleInput = z.infer<typeof joinBattleSchema>;

/** GET /api/battles/:id?key= (a private battle's key). */
export const battleViewQuerySchema = z.object({ key: z.string().max(200).optional() });

export { BATTLE_LIST_FILTERS, BATTLE_LIST_SORTS, type BattleListFilter, type BattleListSort } from './battle-list';

const priceBound = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number of cents` })
    .int(`${name} must be a whole number of cents`)
    .min(0, `${name} cannot be negative`)
    .max(100_000_000_00, `${name} is too large`)
    .optional();

export const battleListQuerySchema = z
  .object({
    filter: z.enum(BATTLE_LIST_FILTERS, { error: 'filter must be all, open, live, finished or completed' }).default('all'),
    sort: z.enum(BATTLE_LIST_SORTS, { error: 'sort must be newest, price-desc, price-asc, players-desc or players-asc' }).default('newest'),
    mode: z.enum(BATTLE_MODES, { error: `mode must be one of ${BATTLE_MODES.join(', ')}` }).optional(),
    minPriceCents: priceBound('minPriceCents'),
    maxPriceCents: priceBound('maxPriceCents'),
    limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(50).default(10),
    cursor: z.string().max(200).optional(),
  })
  .refine((query) => query.minPriceCents === undefined || query.maxPriceCents === undefined || query.minPriceCents <= query.maxPriceCents, {
    error: 'minPriceCents cannot be above maxPriceCents',
  });
export type BattleListQuery = z.infer<typeof battleListQuerySchema>;

/** The shapes the battle calls answer with, checked in the browser. */
export type { BattleCard, BattleDetail, BattlePackView, BattleRoundItem, BattleSeatView, BattleStatus } from './battles-answers';
