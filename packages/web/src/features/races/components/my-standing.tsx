import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Money } from '../../../components/ui/money';
import { formatCents } from '@lootforge/core/money';
import type { Race } from '../api';
import { ordinal } from '../race-labels';
import { FigureGrid } from '../../../components/ui/figure-grid';

/** What it takes to climb: the cents to pass the player just ahead, or to enter the paid ranks. */
function nextStep(race: Race, rank: number, wagerCents: number): string | null {
  const paidRanks = race.prizes.length;
  if (rank === 1) return 'You lead this race. Keep playing to hold on to 1st.';
  const ahead = race.leaders.find((leader) => leader.rank === rank - 1);
  // Equal wagers rank by who got there first: passing takes one cent more.
  if (ahead && rank <= paidRanks) return `${formatCents(ahead.wagerCents - wagerCents + 1)} more to pass ${ordinal(rank - 1)}.`;
  const lastPaid = race.leaders.find((leader) => leader.rank === paidRanks);
  if (lastPaid && rank > paidRanks) return `${formatCents(lastPaid.wagerCents - wagerCents + 1)} more to reach the top ${paidRanks}.`;
  return null;
}

/**
 * The signed-in player's own place in the race, even far below the board ("You are #37 with
 * $12.40 wagered"), what it pays, and what it takes to climb; a visitor is asked to log in.
 */
export function MyStanding({ race, signedIn }: { race: Race; signedIn: boolean }) {
  const me = race.me;
  const prize = me?.rank != null ? (race.prizes.find((p) => p.rank === me.rank)?.prizeCents ?? 0) : 0;
  return (
    <Card aria-labelledby="my-standing-heading" role="region" className="relative isolate overflow-hidden p-4 sm:p-5">
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[radial-gradient(80%_90%_at_100%_0%,rgb(76_201_240/0.12),transparent_70%)]" />
      <h2 id="my-standing-heading" className="text-[11px] font-semibold tracking-[0.16em] text-fg-subtle uppercase">
        Your standing
      </h2>
      {!signedIn || !me ? (
        <>
          <p className="mt-2 text-sm leading-6 text-fg-muted">Log in to race: every pack you open and every battle you join counts toward your wager.</p>
          <ButtonLink to="/loginsignup" variant="secondary" className="mt-4 w-full">
            Login To Race
          </ButtonLink>
        </>
      ) : me.rank === null ? (
        <>
          <p data-my-standing="unranked" className="mt-2 text-base font-semibold text-fg">
            {me.wagerCents > 0 ? (
              <>
                <Money cents={race.minWagerCents - me.wagerCents} className="font-bold text-accent" /> more to be ranked
              </>
            ) : (
              'You have not raced yet.'
            )}
          </p>
          <p className="mt-1 text-sm leading-6 text-fg-muted">
            {me.wagerCents > 0
              ? `You have ${formatCents(me.wagerCents)} wagered; the board ranks players from ${formatCents(race.minWagerCents)}.`
              : 'Open a pack or join a battle: your wager puts you on the board.'}
          </p>
          <div className="mt-4 grid grid-cols-2 gap-2">
            <ButtonLink to="/packs">Open packs</ButtonLink>
            <ButtonLink to="/battlepage1" variant="secondary">
              Battles
            </ButtonLink>
          </div>
        </>
      ) : (
        <>
          <div className="mt-2 flex items-end gap-3">
            <span className="text-4xl leading-none font-extrabold text-cool tabular-nums">#{me.rank}</span>
            {prize > 0 ? <span className="pb-0.5 text-xs font-semibold tracking-wider text-success uppercase">In the prizes</span> : null}
          </div>
          <p data-my-standing="ranked" className="mt-3 text-sm text-fg">
            You are <span className="font-bold">#{me.rank}</span> with <Money cents={me.wagerCents} className="font-bold text-fg" /> wagered
          </p>
          <FigureGrid
            className="mt-4"
            figures={[
              { label: 'Wagered', value: <Money cents={me.wagerCents} /> },
              { label: 'Prize now', value: prize > 0 ? <Money cents={prize} /> : <span className="text-fg-subtle">—</span>, tone: 'text-accent' },
            ]}
          />
          <NextStep text={nextStep(race, me.rank, me.wagerCents)} />
        </>
      )}
    </Card>
  );
}

function NextStep({ text }: { text: string | null }) {
  return text ? <p className="mt-3 text-xs leading-5 text-fg-muted">{text}</p> : null;
}
