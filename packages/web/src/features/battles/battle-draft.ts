/**
 * The battle being set up on the create form, as plain data: what it adds up
 * to and the request it makes, or the first reason it cannot be sent, in the
 * server's words. No React: use-battle-draft.ts holds the state and the
 * sending, and battle-draft.test.ts checks these rules.
 */
import { battleRulesProblem, CURSABLE_MODES, hostPaysCents, layoutsFor, MAX_PLAYERS, MAX_ROUNDS, MIN_PLAYERS, type BattleMode, type TeamLayout } from '@lootforge/core/battle';
import { createBattleSchema, PLAYERS_RULE, VALID_AMOUNT, type CreateBattleInput } from '@lootforge/core/contracts/battles';
import type { BattleCard } from '@lootforge/core/contracts/battles';
import type { PackSummary } from '@lootforge/core/contracts/packs';

/** A round needs only what the form shows of a pack. */
export type RoundPack = Pick<PackSummary, 'id' | 'name' | 'priceCents' | 'thumbUrl'>;

export type DraftFields = {
  playersText: string;
  mode: BattleMode;
  teamLayout: TeamLayout | null;
  rounds: readonly RoundPack[];
  cursed: boolean;
  fast: boolean;
  isPrivate: boolean;
  fundPercent: number;
  borrowPercent: number;
};

/** What this site offers when creating a battle (GET /api/battles/options): turbo can be switched off site-wide (DESIGN §16b). */
export type BattleOffer = { turbo: boolean };

/** Until the server has said otherwise, the form offers everything. */
export const FULL_OFFER: BattleOffer = { turbo: true };

export const TEAM_PLAYERS_RULE = 'Team battles need 4 (2v2), 6 (3v3 or 2v2v2) or 10 (5v5) players.';
export const ROUNDS_FULL = `A battle has at most ${MAX_ROUNDS} rounds.`;

/** Whole numbers 2..10 only (DESIGN §4); anything else is null. */
export function parsePlayers(text: string): number | null {
  if (!/^\s*\d{1,2}\s*$/.test(text)) return null;
  const players = Number(text);
  return players >= MIN_PLAYERS && players <= MAX_PLAYERS ? players : null;
}

/** What the form shows as it is filled in: the entry, what the host pays now, and what the rules say. */
export function draftFigures(fields: DraftFields, offer: BattleOffer = FULL_OFFER) {
  const players = parsePlayers(fields.playersText);
  const layouts = players ? layoutsFor(players) : [];
  const entryCents = fields.rounds.reduce((sum, pack) => sum + pack.priceCents, 0);
  // Cursed only where the mode has a cursed form: the form never offers what the server refuses.
  const cursable = CURSABLE_MODES.includes(fields.mode);
  const cursed = fields.cursed && cursable;
  // Turbo only where the site offers it: a "Create similar" of an earlier turbo battle becomes a normal-speed one.
  const fast = fields.fast && offer.turbo;
  return {
    players,
    layouts,
    teamLayout: fields.mode === 'team' ? (fields.teamLayout ?? layouts[0] ?? null) : null,
    entryCents,
    full: fields.rounds.length >= MAX_ROUNDS,
    cursable,
    cursed,
    fast,
    rulesProblem: players ? battleRulesProblem({ mode: fields.mode, players, rounds: fields.rounds.length, cursed }) : null,
    youPayCents: players ? hostPaysCents({ entryCents, players, fundPercent: fields.fundPercent, borrowPercent: fields.borrowPercent }) : entryCents,
  };
}

/** The request the form sends, checked by the server's own schema; or the first problem, in the words the form shows. */
export function draftRequest(fields: DraftFields, offer: BattleOffer = FULL_OFFER): { ok: true; input: CreateBattleInput } | { ok: false; message: string } {
  const figures = draftFigures(fields, offer);
  if (figures.players === null) return { ok: false, message: `Players: ${PLAYERS_RULE}.` };
  if (fields.rounds.length === 0 || figures.entryCents <= 0) return { ok: false, message: VALID_AMOUNT };
  if (fields.mode === 'team' && figures.layouts.length === 0) return { ok: false, message: TEAM_PLAYERS_RULE };
  if (figures.rulesProblem) return { ok: false, message: figures.rulesProblem };
  const parsed = createBattleSchema.safeParse({
    players: figures.players,
    mode: fields.mode,
    teamLayout: figures.teamLayout,
    packIds: fields.rounds.map((pack) => pack.id),
    cursed: figures.cursed,
    fast: figures.fast,
    private: fields.isPrivate,
    fundPercent: fields.fundPercent,
    borrowPercent: fields.borrowPercent,
  });
  return parsed.success ? { ok: true, input: parsed.data } : { ok: false, message: parsed.error.issues[0]?.message ?? VALID_AMOUNT };
}

/**
 * A new battle set up like an earlier one ("Create similar"): the same players, mode, packs in
 * the same order and options. Privacy and borrowing are each player's own choice, so they start
 * off; the packs' prices are the ones the battle was played at, and the server prices the new
 * battle at today's.
 */
export function similarDraft(battle: Pick<BattleCard, 'players' | 'mode' | 'teamLayout' | 'rounds' | 'cursed' | 'fast' | 'fundPercent'>): DraftFields {
  return {
    playersText: String(battle.players),
    mode: battle.mode,
    teamLayout: battle.teamLayout,
    rounds: battle.rounds.map((round) => ({ id: round.packId, name: round.name, priceCents: round.priceCents, thumbUrl: round.thumbUrl })),
    cursed: battle.cursed,
    fast: battle.fast,
    isPrivate: false,
    fundPercent: battle.fundPercent,
    borrowPercent: 0,
  };
}
