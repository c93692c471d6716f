import { useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ArrowLeftIcon, SwordsIcon } from '../../../components/ui/icons';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';

/** /allbattlesecondsec/:battleId: one battle's reels, results and players. */
export function BattleViewPage() {
  const { battleId = '' } = useParams();
  return (
    <Page>
      <PageHeader
        title="Battle"
        documentTitle={`Battle ${battleId}`}
        eyebrow={
          <span className="inline-flex rounded-full bg-ink-700/80 px-2 py-0.5 font-mono text-xs text-fg-muted ring-1 ring-line-strong ring-inset">
            #{battleId}
          </span>
        }
        actions={
          <ButtonLink to="/battlepage1" variant="ghost">
            <ArrowLeftIcon className="size-4" />
            All battles
          </ButtonLink>
        }
      />
      <Card className="overflow-hidden">
        <div aria-hidden="true" className="h-1 bg-linear-to-r from-cool-strong via-cool to-accent opacity-60" />
        <EmptyState
          icon={<SwordsIcon />}
          title="Battle replays are almost here"
          description="This is where each round's reels spin, the totals add up and the winner is revealed, in sync for everyone watching."
        />
      </Card>
    </Page>
  );
}
