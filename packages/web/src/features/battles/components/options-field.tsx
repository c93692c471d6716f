import { BORROW_PERCENTS, FUND_PERCENTS, sponsoredShareCents } from '@lootforge/core/seat-price';
import { formatCents } from '@lootforge/core/money';
import { SwitchRow } from '../../../components/ui/switch-row';
import type { BattleDraft } from '../use-battle-draft';

const selectClass = 'h-10 w-full rounded-lg bg-ink-800 px-2.5 text-sm text-fg ring-1 ring-line-strong ring-inset focus-visible:outline-2 focus-visible:outline-cool';

/** Cursed (where the mode has one), turbo (where the site offers it), private, sponsoring the other seats and borrowing part of one's own. */
export function OptionsField({ id, draft }: { id: string; draft: BattleDraft }) {
  const share = sponsoredShareCents(draft.entryCents, draft.fundPercent);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-fg">Options</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {draft.cursable ? (
          <SwitchRow checked={draft.cursed} onChange={draft.setCursed} align="start">
            <span>
              <span className="block text-sm font-semibold">Cursed</span>
              <span className="block text-xs leading-5 text-fg-muted">Lowest wins instead of highest.</span>
            </span>
          </SwitchRow>
        ) : null}
        {draft.turboOffered ? (
          <SwitchRow checked={draft.fast} onChange={draft.setFast} align="start">
            <span>
              <span className="block text-sm font-semibold">Turbo</span>
              <span className="block text-xs leading-5 text-fg-muted">Every round plays in half the time.</span>
            </span>
          </SwitchRow>
        ) : null}
        <SwitchRow checked={draft.isPrivate} onChange={draft.setPrivate} align="start">
          <span>
            <span className="block text-sm font-semibold">Private</span>
            <span className="block text-xs leading-5 text-fg-muted">Not listed: only people with the link can see and join.</span>
          </span>
        </SwitchRow>
      </div>
      <div className="mt-1 grid grid-cols-1 gap-3 sm:grid-cols-2">
        <label className="flex flex-col gap-1.5 text-sm">
          <span className="font-medium">Sponsor the other seats</span>
          <select id={`${id}-fund`} value={draft.fundPercent} onChange={(event) => draft.setFundPercent(Number(event.target.value))} className={selectClass}>
            {FUND_PERCENTS.map((percent) => (
              <option key={percent} value={percent}>
                {percent === 0 ? 'No' : `${percent} % of each entry`}
              </option>
            ))}
          </select>
          <span className="text-xs text-fg-muted">
            {draft.fundPercent > 0 ? `You pay ${formatCents(share)} of every other seat; joiners pay ${formatCents(draft.entryCents - share)}.` : 'Joiners pay the full entry.'}
          </span>
        </label>
        <label className="flex flex-col gap-1.5 text-sm">
          <span className="font-medium">Borrow part of your entry</span>
          <select id={`${id}-borrow`} value={draft.borrowPercent} onChange={(event) => draft.setBorrowPercent(Number(event.target.value))} className={selectClass}>
            {BORROW_PERCENTS.map((percent) => (
              <option key={percent} value={percent}>
                {percent === 0 ? 'No' : `${percent} %`}
              </option>
            ))}
          </select>
          <span className="text-xs text-fg-muted">
            {draft.borrowPercent > 0 ? `The house lends ${draft.borrowPercent} % of your entry and keeps ${draft.borrowPercent} % of anything you win.` : 'You pay your whole entry and keep all you win.'}
          </span>
        </label>
      </div>
    </fieldset>
  );
}
