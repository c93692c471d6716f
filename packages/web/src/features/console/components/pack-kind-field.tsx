import { TIERS } from '@lootforge/core/levels';
import { Field, Select } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { tierLabel, type AdminPackSummary } from '../pack-api';

const KINDS = [
  { value: 'official', label: 'Official pack', rule: 'Sold in the marketplace at the price its odds make.' },
  { value: 'level', label: 'Level case', rule: 'Never sold: players open it free on the Levels page, one per tier.' },
] as const;

/**
 * A new pack's kind, and a level case's tier (DESIGN §21): each tier's option names the case it
 * has already, since a tier lists one at a time. Both are fixed once the pack is made.
 */
export function PackKindField({
  id,
  kind,
  onKind,
  levelTier,
  onTier,
  levelCases,
  tierTakenBy,
  active,
  error,
}: {
  id: string;
  kind: 'official' | 'level';
  onKind: (kind: 'official' | 'level') => void;
  levelTier: number | null;
  onTier: (tier: number | null) => void;
  levelCases: Map<number | null, AdminPackSummary> | undefined;
  tierTakenBy: AdminPackSummary | null;
  active: boolean;
  error: string | undefined;
}) {
  const hintId = `${id}-tier-hint`;
  const errorId = `${id}-tier-error`;
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-fg">Kind</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {KINDS.map((option) => {
            const checked = kind === option.value;
            return (
              <label
                key={option.value}
                className={cn(
                  'flex cursor-pointer gap-3 rounded-xl border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-cool',
                  checked ? 'border-cool/60 bg-cool/8' : 'border-line bg-ink-950/40 hover:border-line-strong',
                )}
              >
                <input type="radio" name={`${id}-kind`} value={option.value} checked={checked} onChange={() => onKind(option.value)} className="mt-1 accent-cool" />
                <span>
                  <span className="block text-sm font-semibold text-fg">{option.label}</span>
                  <span className="block text-xs leading-5 text-fg-muted">{option.rule}</span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      {kind === 'level' ? (
        <Field
          label="Tier"
          htmlFor={`${id}-tier`}
          error={error}
          hint={
            tierTakenBy ? (
              <span className={active ? 'text-accent' : undefined}>
                Tier {tierTakenBy.levelTier} already has {tierTakenBy.name}.{' '}
                {active ? 'Hide that one first, or save this one hidden until then.' : 'This one is saved hidden until that one is hidden.'}
              </span>
            ) : (
              'Players reaching a level of this tier open this case free, and from level 2 once a day.'
            )
          }
        >
          <Select
            id={`${id}-tier`}
            value={levelTier ?? ''}
            onChange={(event) => onTier(event.target.value === '' ? null : Number(event.target.value))}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : hintId}
          >
            <option value="" disabled>
              Choose a tier
            </option>
            {Array.from({ length: TIERS }, (_, i) => i + 1).map((tier) => {
              const holder = levelCases?.get(tier);
              return (
                <option key={tier} value={tier}>
                  {tierLabel(tier)}
                  {holder ? ` — has ${holder.name}` : ''}
                </option>
              );
            })}
          </Select>
        </Field>
      ) : null}
    </div>
  );
}
