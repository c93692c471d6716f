import { useId, useState } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { PlusIcon } from '../../../components/ui/icons';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { Tabs } from '../../../components/ui/tabs';
import { type BattleFilter } from '../api';
import { BattleList, FILTERS, useResetFilter } from '../components/battle-list';

/** /allbattle: every battle on the site as a full page, filtered by All, Open or Completed. */
export function AllBattlesPage() {
  const [filter, setFilter] = useState<BattleFilter>('all');
  const resetFilter = useResetFilter();
  const idPrefix = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  return (
    <Page>
      <PageHeader
        title="All Battles"
        description="Every battle on LootForge: open ones you can join, live ones to watch, and finished ones to replay."
        actions={
          <ButtonLink to="/createbattle" variant="primary">
            <PlusIcon className="size-4.5" />
            Create Battle
          </ButtonLink>
        }
      />
      <Tabs
        items={FILTERS}
        active={filter}
        idPrefix={idPrefix}
        label="Filter battles"
        className="self-start"
        onChange={(next) => {
          resetFilter(next);
          setFilter(next);
        }}
      />
      <div role="tabpanel" id={`${idPrefix}-panel-${filter}`} aria-labelledby={`${idPrefix}-tab-${filter}`}>
        <BattleList
          filter={filter}
          gridClassName="xl:grid-cols-3"
          emptyAction={
            <ButtonLink to="/createbattle" variant="secondary">
              Create a battle
            </ButtonLink>
          }
        />
      </div>
    </Page>
  );
}
