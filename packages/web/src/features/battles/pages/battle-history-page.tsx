import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { HistoryIcon } from '../../../components/ui/icons';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';

/** /forgemain: the signed-in user's battles, newest first (signed-out visitors are sent to /). */
export function BattleHistoryPage() {
  return (
    <Page>
      <PageHeader title="Battle History" description="Every battle you created or joined, newest first." />
      <Card>
        <EmptyState
          icon={<HistoryIcon />}
          title="No battles in your history yet"
          description="Join or create a battle and it will be listed here with its cost, players and pot."
          action={
            <ButtonLink to="/battlepage1" variant="secondary">
              Find a battle
            </ButtonLink>
          }
        />
      </Card>
    </Page>
  );
}
