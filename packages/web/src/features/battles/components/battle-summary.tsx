import { modeLabel } from '@lootforge/core/battle';
import { formatCents } from '@lootforge/core/money';
import { Button } from '../../../components/ui/button';
import type { BattleDraft } from '../use-battle-draft';

/** The page's side panel: players, mode, rounds, the pot when full and the entry each pays. */
export function BattleSummary({ id, draft }: { id: string; draft: BattleDraft }) {
  return (
    <dl className="flex flex-col gap-2.5 text-sm">
      <div className="flex justify-between gap-3">
        <dt className="text-fg-muted">Players</dt>
        <dd className="font-medium tabular-nums">{draft.players ?? '—'}</dd>
      </div>
      <div className="flex justify-between gap-3">
        <dt className="text-fg-muted">Mode</dt>
        <dd className="font-medium">
          {modeLabel(draft.mode, draft.cursed)}
          {draft.fast ? ' · Turbo' : ''}
          {draft.isPrivate ? ' · Private' : ''}
          {draft.teamLayout ? ` ${draft.teamLayout}` : ''}
        </dd>
      </div>
      <div className="flex justify-between gap-3">
        <dt className="text-fg-muted">Rounds</dt>
        <dd className="font-medium tabular-nums">{draft.rounds.length}</dd>
      </div>
      <div className="flex justify-between gap-3">
        <dt className="text-fg-muted">Winners receive</dt>
        <dd className="font-medium">Every item unboxed</dd>
      </div>
      <div className="flex justify-between gap-3">
        <dt className="text-fg-muted">You pay now</dt>
        <dd className="font-medium tabular-nums">{formatCents(draft.youPayCents)}</dd>
      </div>
      <div className="mt-1 flex items-baseline justify-between gap-3 border-t border-line pt-3">
        <dt className="font-medium text-fg">
          <label htmlFor={`${id}-entry`}>Entry amount</label>
        </dt>
        <dd>
          <output id={`${id}-entry`} aria-live="polite" className="text-xl font-bold text-accent tabular-nums">
            {formatCents(draft.entryCents)}
          </output>
        </dd>
      </div>
    </dl>
  );
}

/** In the dialog the entry and the button stay in view while the rounds scroll. */
export function BattleModalFooter({ id, draft }: { id: string; draft: BattleDraft }) {
  return (
    <div className="sticky bottom-0 z-10 -mx-5 -mb-4 flex items-center gap-4 border-t border-line bg-ink-850/95 px-5 py-3 backdrop-blur">
      <div className="min-w-0 flex-1">
        <p className="text-xs text-fg-subtle">
          <label htmlFor={`${id}-entry`}>Entry amount</label>
          <span className="tabular-nums">
            {' '}
            · {draft.rounds.length} {draft.rounds.length === 1 ? 'round' : 'rounds'}
            {draft.youPayCents !== draft.entryCents ? ` · you pay ${formatCents(draft.youPayCents)}` : ''}
          </span>
        </p>
        <output id={`${id}-entry`} aria-live="polite" className="text-xl font-bold text-accent tabular-nums">
          {formatCents(draft.entryCents)}
        </output>
      </div>
      <Button type="submit" size="lg" loading={draft.creating}>
        Create Battle
      </Button>
    </div>
  );
}
