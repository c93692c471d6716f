/**
 * The battle modes' names and labels and the team layouts, apart from the rules in ./battle (which need the fairness
 * code): the battle list, the first page, shows these and nothing else of a battle (decision 018).
 */
export const BATTLE_MODES = ['normal', 'upside_down', 'shared', 'team', 'terminal', 'point_rush', 'elimination', 'jackpot'] as const;
export type BattleMode = (typeof BATTLE_MODES)[number];
export const TEAM_LAYOUTS = ['2v2', '3v3', '2v2v2', '5v5'] as const;
export type TeamLayout = (typeof TEAM_LAYOUTS)[number];

export const MODE_LABELS: Record<BattleMode, string> = {
  normal: 'Normal Mode',
  upside_down: 'Upside Down',
  shared: 'Shared',
  team: 'Team',
  terminal: 'Terminal',
  point_rush: 'Point Rush',
  elimination: 'Elimination',
  jackpot: 'Jackpot',
};

/** The label of a battle, cursed ones marked: "Cursed Terminal". */
export function modeLabel(mode: BattleMode, cursed: boolean): string {
  return cursed ? `Cursed ${MODE_LABELS[mode].replace(' Mode', '')}` : MODE_LABELS[mode];
}

