/**
 * The battle modes (DESIGN §4, §12) and how the site describes them: one line each, saying what
 * decides the winners. The winners receive the value of every item unboxed; the entries buy the
 * openings. `cursedRule` is the line for the cursed variant, where the mode allows one.
 */
import type { BattleMode as CoreMode } from '@lootforge/core/battle-modes';

type ModeText = { id: CoreMode; label: string; short: string; rule: string; cursedRule?: string };

export const BATTLE_MODES: readonly ModeText[] = [
  {
    id: 'normal',
    label: 'Normal Mode',
    short: 'Normal',
    rule: 'The highest total unboxed wins every item unboxed in the battle.',
    cursedRule: 'Cursed: the lowest total unboxed wins every item unboxed in the battle.',
  },
  { id: 'upside_down', label: 'Upside Down', short: 'Upside Down', rule: 'The lowest total unboxed wins every item unboxed. Bad luck pays.' },
  { id: 'shared', label: 'Shared', short: 'Shared', rule: 'Everyone receives an equal share of the value unboxed.' },
  {
    id: 'team',
    label: 'Team',
    short: 'Team',
    rule: '2v2, 3v3, 2v2v2 or 5v5: the team with the highest total splits everything unboxed.',
    cursedRule: 'Cursed: the team with the lowest total splits everything unboxed.',
  },
  {
    id: 'terminal',
    label: 'Terminal',
    short: 'Terminal',
    rule: 'Only the last round counts: its best item wins everything unboxed.',
    cursedRule: 'Cursed: only the last round counts, and its cheapest item wins everything.',
  },
  {
    id: 'point_rush',
    label: 'Point Rush',
    short: 'Point Rush',
    rule: 'Each round, the best item scores a point (ties all score); the most points wins everything.',
    cursedRule: 'Cursed: each round, the cheapest item scores a point; the most points wins everything.',
  },
  {
    id: 'elimination',
    label: 'Elimination',
    short: 'Elimination',
    rule: 'The last rounds each knock out the lowest item; the last player standing wins everything.',
    cursedRule: 'Cursed: the last rounds each knock out the highest item; the last one standing wins.',
  },
  { id: 'jackpot', label: 'Jackpot', short: 'Jackpot', rule: 'One winner, drawn with chances in proportion to what each player unboxed.' },
];

export type BattleMode = CoreMode;

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 10;
