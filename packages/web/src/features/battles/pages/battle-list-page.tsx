import { ButtonLink } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PlusIcon, SwordsIcon } from '../../../components/ui/icons';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { BATTLE_MODES } from '../components/battle-modes';
import { JackpotBanner } from '../components/jackpot-banner';

/** The battle list: the site's front page (/) and the nav's "Battle" (/battlepage1). */
export function BattleListPage() {
  return (
    <Page>
      <PageHeader
        title="Battles"
        description="Pick a battle, match the entry, and open packs round by round. The best haul takes the pot."
        actions={
          <ButtonLink to="/createbattle" variant="primary">
            <PlusIcon className="size-4.5" />
            Create Battle
          </ButtonLink>
        }
      />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_22rem]">
        <Card className="flex flex-col">
          <CardHeader title="Open and recent battles" icon={<SwordsIcon className="size-4 text-cool" />} />
          <EmptyState
            className="flex-1"
            icon={<SwordsIcon />}
            title="No battles yet"
            description="Battles show up here the moment someone opens one. Start the first and others can join your seats."
            action={
              <ButtonLink to="/createbattle" variant="secondary">
                Create a battle
              </ButtonLink>
            }
          />
        </Card>

        <aside className="flex flex-col gap-6" aria-label="Battle extras">
          <JackpotBanner />
          <Card>
            <CardHeader title="Battle modes" headingLevel={2} />
            <ul className="divide-y divide-line">
              {BATTLE_MODES.map((mode) => (
                <li key={mode.id} className="px-4 py-3 sm:px-5">
                  <p className="text-sm font-semibold text-fg">{mode.label}</p>
                  <p className="mt-0.5 text-sm text-fg-muted">{mode.rule}</p>
                </li>
              ))}
            </ul>
          </Card>
        </aside>
      </div>
    </Page>
  );
}
