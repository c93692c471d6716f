/**
 * The battle modes' names, labels and one-line rules and the team layouts, apart from the rules in ./battle (which need the fairness
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

/**
 * What decides the winners of each mode, in one line as the site says it (DESIGN §12); `cursed` is
 * the line for the cursed form where the mode has one. The winners receive the value of every item
 * unboxed; the entries buy the openings.
 */
export const MODE_RULES: Record<BattleMode, { rule: string; cursed?: string }> = {
  normal: {
    rule: 'The highest total unboxed wins every item unboxed in the battle.',
    cursed: 'Cursed: the lowest total unboxed wins every item unboxed in the battle.',
  },
  upside_down: { rule: 'The lowest total unboxed wins every item unboxed. Bad luck pays.' },
  shared: { rule: 'Everyone receives an equal share of the value unboxed.' },
  team: {
    rule: '2v2, 3v3, 2v2v2 or 5v5: the team with the highest total splits everything unboxed.',
    cursed: 'Cursed: the team with the lowest total splits everything unboxed.',
  },
  terminal: {
    rule: 'Only the last round counts: its best item wins everything unboxed.',
    cursed: 'Cursed: only the last round counts, and its cheapest item wins everything.',
  },
  point_rush: {
    rule: 'Each round, the best item scores a point (ties all score); the most points wins everything.',
    cursed: 'Cursed: each round, the cheapest item scores a point; the most points wins everything.',
  },
  elimination: {
    rule: 'The last rounds each knock out the lowest item; the last player standing wins everything.',
    cursed: 'Cursed: the last rounds each knock out the highest item; the last one standing wins.',
  },
  jackpot: { rule: 'One winner, drawn with chances in proportion to what each player unboxed.' },
};

/** The line that says who wins a battle of this mode, cursed or not. */
export function modeRule(mode: BattleMode, cursed: boolean): string {
  const rules = MODE_RULES[mode];
  return (cursed && rules.cursed) || rules.rule;
}

/** The label of a battle, cursed ones marked: "Cursed Terminal". */
export function modeLabel(mode: BattleMode, cursed: boolean): string {
  return cursed ? `Cursed ${MODE_LABELS[mode].replace(' Mode', '')}` : MODE_LABELS[mode];
}

