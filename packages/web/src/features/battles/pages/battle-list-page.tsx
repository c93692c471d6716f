import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { PlusIcon } from '../../../components/ui/icons';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { BattleBrowser } from '../components/battle-list';
import { BATTLE_MODES, MODE_LABELS, MODE_RULES } from '@lootforge/core/battle-modes';
import { JackpotBanner } from '../components/jackpot-banner';
import { useMe } from '../../../lib/session';

/**
 * The create form (its schemas, pack picker and mode rules) is not part of the first page's
 * download (decision 018): fetched when the button is pointed at or focused, shown when clicked.
 */
const loadCreateModal = () => import('../components/create-battle-modal');
const CreateBattleModal = lazy(() => loadCreateModal().then((m) => ({ default: m.CreateBattleModal })));

/**
 * The battle list: the site's front page (/) and the nav's "Battle" (/battlepage1). Its "Jackpot
 * Tonight" teaser is a promotion, which a self-excluded player does not see (DESIGN §16b).
 */
export function BattleListPage() {
  const [creating, setCreating] = useState(false);
  const { data: me } = useMe();

  const createButton = (
    <Button variant="primary" onClick={() => setCreating(true)} onPointerEnter={() => void loadCreateModal()} onFocus={() => void loadCreateModal()}>
      <PlusIcon className="size-4.5" />
      Create Battle
    </Button>
  );

  return (
    <Page>
      <PageHeader
        title="Battles"
        description="Pick a battle, match the entry, and open packs round by round. The winners receive the value of every item unboxed."
        actions={createButton}
      />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="battle-list-heading" className="flex min-w-0 flex-col">
          <BattleBrowser
            title={
              <h2 id="battle-list-heading" className="sr-only">
                Open and recent battles
              </h2>
            }
            emptyAction={
              <Button variant="secondary" onClick={() => setCreating(true)}>
                Create a battle
              </Button>
            }
          />
        </section>

        <aside className="flex flex-col gap-6" aria-label="Battle extras">
          {me?.selfExcluded ? null : <JackpotBanner />}
          <Card>
            <CardHeader title="Battle modes" headingLevel={2} />
            <ul className="divide-y divide-line">
              {BATTLE_MODES.map((mode) => (
                <li key={mode} className="px-4 py-3 sm:px-5">
                  <p className="text-sm font-semibold text-fg">{MODE_LABELS[mode]}</p>
                  <p className="mt-0.5 text-sm text-fg-muted">{MODE_RULES[mode].rule}</p>
                </li>
              ))}
            </ul>
          </Card>
        </aside>
      </div>

      {creating ? (
        <Suspense fallback={null}>
          <CreateBattleModal open onClose={() => setCreating(false)} />
        </Suspense>
      ) : null}
    </Page>
  );
}
