import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { cn } from '../../../lib/cn';
import type { DraftFields } from '../battle-draft';
import { useBattleDraft } from '../use-battle-draft';
import { BattleModalFooter, BattleSummary } from './battle-summary';
import { ModeField } from './mode-field';
import { OptionsField } from './options-field';
import { PlayersField } from './players-field';
import { RoundsField } from './rounds-field';

/**
 * The create form, for the list's modal and the /createbattle page: players, mode (and team
 * layout), a pack per round, and the entry computed from the packs.
 */
export function CreateBattleForm({ onCreated, variant = 'page', initial }: { onCreated?: () => void; variant?: 'page' | 'modal'; initial?: DraftFields }) {
  const id = useId();
  const draft = useBattleDraft(onCreated, initial);

  return (
    <form
      noValidate
      aria-label="Create Battle"
      onSubmit={(event) => {
        event.preventDefault();
        void draft.submit();
      }}
      className={cn('grid grid-cols-1 gap-5', variant === 'page' && 'lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-6')}
      aria-busy={draft.creating || undefined}
    >
      <div className={cn('flex min-w-0 flex-col gap-5', variant === 'page' && 'rounded-card border border-line bg-ink-850/80 p-4 sm:p-5')}>
        {draft.signedIn ? null : (
          <Notice title="Sign in to create a battle">
            You pay the entry from your wallet and take the first seat.{' '}
            <Link to="/loginsignup" className="font-semibold text-cool hover:text-cool-hover">
              Login
            </Link>
          </Notice>
        )}
        <PlayersField id={id} draft={draft} />
        <ModeField id={id} draft={draft} />
        <RoundsField id={id} draft={draft} headingLevel={variant === 'page' ? 2 : 3} />
        <OptionsField id={id} draft={draft} />
      </div>

      {variant === 'page' ? (
        <div className="flex h-fit flex-col gap-4 rounded-card border border-line bg-ink-850/80 p-4 sm:p-5 lg:sticky lg:top-24">
          <h2 className="text-sm font-semibold">Summary</h2>
          <BattleSummary id={id} draft={draft} />
          <Button type="submit" size="lg" loading={draft.creating} className="w-full">
            Create Battle
          </Button>
        </div>
      ) : (
        <BattleModalFooter id={id} draft={draft} />
      )}
    </form>
  );
}
