import { MAX_PLAYERS, MIN_PLAYERS } from '@lootforge/core/battle';
import { PLAYERS_RULE } from '@lootforge/core/contracts/battles';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import type { BattleDraft } from '../use-battle-draft';

const QUICK_PLAYERS = [2, 3, 4, 6, 10] as const;

/** How many seats: typed (2 to 10) or picked from the usual counts. */
export function PlayersField({ id, draft }: { id: string; draft: BattleDraft }) {
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={`${id}-players`} className="text-sm font-medium text-fg">
        Players
      </label>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Input
          id={`${id}-players`}
          type="number"
          inputMode="numeric"
          min={MIN_PLAYERS}
          max={MAX_PLAYERS}
          step={1}
          value={draft.playersText}
          onChange={(event) => draft.changePlayers(event.target.value)}
          onBlur={() => draft.touchPlayers()}
          placeholder={PLAYERS_RULE}
          aria-invalid={draft.playersError ? true : undefined}
          aria-describedby={draft.playersError ? `${id}-players-error` : `${id}-players-hint`}
          className="sm:max-w-72"
        />
        <div className="flex gap-1.5" role="group" aria-label="Quick pick players">
          {QUICK_PLAYERS.map((count) => (
            <button
              key={count}
              type="button"
              onClick={() => draft.changePlayers(String(count))}
              aria-pressed={draft.players === count}
              className={cn(
                'h-10 min-w-10 flex-1 rounded-lg px-2 text-sm font-semibold tabular-nums ring-1 ring-inset transition-colors sm:flex-none',
                draft.players === count ? 'bg-cool/15 text-cool ring-cool/50' : 'bg-ink-800 text-fg-muted ring-line hover:text-fg hover:ring-line-strong',
              )}
            >
              {count}
            </button>
          ))}
        </div>
      </div>
      {draft.playersError ? (
        <p id={`${id}-players-error`} className="text-xs font-medium text-danger">
          {draft.playersError}
        </p>
      ) : (
        <p id={`${id}-players-hint`} className="text-xs text-fg-subtle">
          Whole numbers from {MIN_PLAYERS} to {MAX_PLAYERS}. You take the first seat.
        </p>
      )}
    </div>
  );
}
