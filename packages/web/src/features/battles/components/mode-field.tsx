import { cn } from '../../../lib/cn';
import type { BattleDraft } from '../use-battle-draft';
import { BATTLE_MODES, MODE_LABELS, modeRule } from '@lootforge/core/battle-modes';

/** Every mode, each explained in one line; Team only for 4, 6 or 10 players; Elimination says how many rounds it needs. */
export function ModeField({ id, draft }: { id: string; draft: BattleDraft }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-fg">Mode</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {BATTLE_MODES.map((mode) => {
          const unavailable = mode === 'team' && draft.layouts.length === 0;
          const checked = draft.mode === mode;
          return (
            <label
              key={mode}
              className={cn(
                'flex gap-3 rounded-xl border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-cool',
                checked ? 'border-cool/60 bg-cool/8' : 'border-line bg-ink-950/40 hover:border-line-strong',
                unavailable ? 'cursor-not-allowed opacity-55' : 'cursor-pointer',
              )}
            >
              <input
                type="radio"
                name={`${id}-mode`}
                value={mode}
                checked={checked}
                disabled={unavailable}
                onChange={() => draft.chooseMode(mode)}
                className="mt-1 accent-cool"
              />
              <span>
                <span className="block text-sm font-semibold">{MODE_LABELS[mode]}</span>
                <span className="block text-xs leading-5 text-fg-muted">
                  {unavailable ? 'Needs 4, 6 or 10 players.' : modeRule(mode, draft.cursed)}
                </span>
                {checked && draft.rulesProblem ? (
                  <span role="alert" className="mt-1 block text-xs font-medium text-danger">
                    {draft.rulesProblem}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      {draft.mode === 'team' && draft.layouts.length > 0 ? (
        <div className="mt-2 flex flex-wrap items-center gap-2" role="radiogroup" aria-label="Team layout">
          <span className="text-sm text-fg-muted">Teams</span>
          {draft.layouts.map((layout) => {
            const selected = draft.teamLayout === layout;
            return (
              <button
                key={layout}
                type="button"
                role="radio"
                aria-checked={selected}
                onClick={() => draft.setTeamLayout(layout)}
                className={cn(
                  'h-9 rounded-lg px-3 text-sm font-semibold ring-1 ring-inset',
                  selected ? 'bg-cool/15 text-cool ring-cool/50' : 'bg-ink-800 text-fg-muted ring-line hover:text-fg',
                )}
              >
                {layout}
              </button>
            );
          })}
        </div>
      ) : null}
    </fieldset>
  );
}
