/** The battle modes (DESIGN §4) and how the site describes them. */
export const BATTLE_MODES = [
  { id: 'normal', label: 'Normal Mode', short: 'Normal', rule: 'Highest total item value takes the pot.' },
  { id: 'upside_down', label: 'Upside Down', short: 'Upside Down', rule: 'Lowest total wins. Bad luck pays.' },
  { id: 'shared', label: 'Shared', short: 'Shared', rule: 'Everyone splits the unboxed value equally.' },
  { id: 'team', label: 'Team', short: 'Team', rule: '2v2, 3v3, 2v2v2 or 5v5: the best team splits it.' },
] as const;

export type BattleMode = (typeof BATTLE_MODES)[number]['id'];

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 10;
