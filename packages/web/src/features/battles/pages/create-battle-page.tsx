import { useId } from 'react';
import { Card, CardHeader } from '../../../components/ui/card';
import { ComingSoonButton } from '../../../components/ui/coming-soon';
import { EmptyState } from '../../../components/ui/empty-state';
import { PackageIcon } from '../../../components/ui/icons';
import { Field, Input } from '../../../components/ui/input';
import { Money } from '../../../components/ui/money';
import { Notice } from '../../../components/ui/notice';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { BATTLE_MODES, MAX_PLAYERS, MIN_PLAYERS } from '../components/battle-modes';

/** /createbattle: players, mode and the packs for each round; the entry is the sum of the packs. */
export function CreateBattlePage() {
  const id = useId();
  return (
    <Page>
      <PageHeader title="Create Battle" description="Choose how many players, the mode, and a pack for each round. You pay the entry and take the first seat." />
      <Notice tone="soon" title="Battle creation opens soon">
        The form below shows what you will set up. It is not active yet.
      </Notice>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-6">
          <Card className="p-4 sm:p-5">
            <fieldset disabled className="flex flex-col gap-5">
              <legend className="sr-only">Battle settings</legend>
              <Field label="Players" htmlFor={`${id}-players`} hint={`Whole numbers from ${MIN_PLAYERS} to ${MAX_PLAYERS}.`}>
                <Input
                  id={`${id}-players`}
                  type="number"
                  inputMode="numeric"
                  min={MIN_PLAYERS}
                  max={MAX_PLAYERS}
                  step={1}
                  placeholder="min 2 max 10 players in a battle"
                  aria-describedby={`${id}-players-hint`}
                />
              </Field>
              <div className="flex flex-col gap-2">
                <p className="text-sm font-medium text-fg">Mode</p>
                <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                  {BATTLE_MODES.map((mode) => (
                    <label
                      key={mode.id}
                      className="flex cursor-not-allowed gap-3 rounded-xl border border-line bg-ink-950/40 p-3 opacity-70"
                    >
                      <input type="radio" name="mode" value={mode.id} defaultChecked={mode.id === 'normal'} className="mt-1 accent-cool" />
                      <span>
                        <span className="block text-sm font-semibold">{mode.label}</span>
                        <span className="block text-xs leading-5 text-fg-muted">{mode.rule}</span>
                      </span>
                    </label>
                  ))}
                </div>
              </div>
            </fieldset>
          </Card>

          <Card>
            <CardHeader title="Rounds" extra={<span className="text-xs text-fg-subtle">1 to 50 packs</span>} />
            <EmptyState
              compact
              icon={<PackageIcon />}
              title="No rounds added"
              description="Each round is one pack. Every player opens it, and the items count toward their total."
            />
          </Card>
        </div>

        <Card className="h-fit p-4 sm:p-5 lg:sticky lg:top-24">
          <h2 className="text-sm font-semibold">Summary</h2>
          <dl className="mt-4 flex flex-col gap-3 text-sm">
            <div className="flex justify-between">
              <dt className="text-fg-muted">Mode</dt>
              <dd className="font-medium">Normal Mode</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-fg-muted">Rounds</dt>
              <dd className="font-medium tabular-nums">0</dd>
            </div>
            <div className="flex items-baseline justify-between border-t border-line pt-3">
              <dt className="text-fg-muted">Entry</dt>
              <dd className="text-xl font-bold text-accent">
                <Money cents={0} />
              </dd>
            </div>
          </dl>
          <ComingSoonButton hintId={`${id}-create-hint`} hint="Battle creation opens soon" size="lg" align="stretch" className="mt-5">
            Create Battle
          </ComingSoonButton>
        </Card>
      </div>
    </Page>
  );
}
