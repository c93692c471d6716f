import { Badge } from '../../../components/ui/badge';
import { ComingSoonButton } from '../../../components/ui/coming-soon';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { BattleCard } from '../components/battle-card';

// The product's static demo battle (DESIGN §9): Normal Mode, $10 cost, two sample players, a winner, $20 pot.
const DEMO_PLAYERS = [
  { id: 'demo-1', name: 'Maya Chen', avatarUrl: null },
  { id: 'demo-2', name: 'Jonas Berg', avatarUrl: null },
];

export function ComingSoonPage() {
  return (
    <Page>
      <PageHeader
        title="Coming soon"
        description="New battle modes and features are on the way. Here is a preview of how a finished battle is shown."
      />
      <div className="max-w-md">
        <BattleCard
          modeLabel="Normal Mode"
          badge={<Badge tone="accent">Demo</Badge>}
          entryCents={1000}
          potCents={2000}
          seats={2}
          players={DEMO_PLAYERS}
          winner={{ name: 'Maya Chen', avatarUrl: null }}
          action={
            <ComingSoonButton variant="secondary" hintId="demo-view-hint" hint="Demo card: there is no battle to view">
              View Battle
            </ComingSoonButton>
          }
        />
        <p className="mt-3 text-xs text-fg-subtle">Sample players and amounts, for illustration only.</p>
      </div>
    </Page>
  );
}
