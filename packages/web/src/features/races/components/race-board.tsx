import { Card } from '../../../components/ui/card';
import { Money } from '../../../components/ui/money';
import type { Race } from '../api';
import { raceTitle, raceWindowLabel } from '../race-labels';
import { HowRacesWork } from './how-races-work';
import { Leaderboard } from './leaderboard';
import { MyStanding } from './my-standing';
import { Podium } from './podium';
import { PrizeList } from './prize-list';
import { RaceCountdown } from './race-countdown';

/**
 * One running race: the pool, the countdown and the podium, ranks 4–10 below, and beside them the
 * player's own standing, the prize per rank and how racing works. On a phone it is one column in
 * the order a player reads it (the two columns' parts interleave through `contents`).
 */
export function RaceBoard({ race, myName, signedIn }: { race: Race; myName: string | null; signedIn: boolean }) {
  const paidRanks = race.prizes.length;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="contents lg:flex lg:flex-col lg:gap-6">
        <Card className="relative isolate order-1 overflow-hidden lg:order-none">
          <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[radial-gradient(55%_85%_at_50%_0%,rgb(245_179_1/0.18),transparent_70%),radial-gradient(40%_60%_at_100%_100%,rgb(99_102_241/0.12),transparent_70%)]" />
          <div className="flex flex-col gap-4 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-6">
            <div className="min-w-0">
              <p className="flex items-center gap-2 text-xs font-bold tracking-[0.16em] text-success uppercase">
                <span className="relative flex size-2">
                  <span className="absolute inline-flex size-full rounded-full bg-success opacity-70 motion-safe:animate-ping" />
                  <span className="relative inline-flex size-2 rounded-full bg-success" />
                </span>
                Live
              </p>
              <h2 className="mt-1 text-xl font-extrabold tracking-tight text-fg sm:text-2xl">{raceTitle(race)}</h2>
              <p className="text-sm text-fg-muted">{raceWindowLabel(race)} · UTC</p>
            </div>
            <RaceCountdown endsAt={race.endsAt} />
          </div>
          <div className="flex flex-col items-center px-4 text-center">
            <p className="text-[11px] font-semibold tracking-[0.2em] text-fg-subtle uppercase">Prize pool</p>
            <Money
              cents={race.poolCents}
              className="mt-1 bg-linear-to-b from-[#ffe08a] to-accent bg-clip-text text-4xl font-black tracking-tight text-transparent drop-shadow-[0_2px_18px_rgb(247_169_40/0.35)] sm:text-6xl"
            />
            <p className="mt-1.5 text-sm text-fg-muted">{paidRanks === 1 ? 'All to 1st when the race ends' : `Shared by the top ${paidRanks} when the race ends`}</p>
            {race.minWagerCents > 0 ? (
              <p data-race-minimum="" className="mt-1 text-xs text-fg-subtle">
                Wager at least <Money cents={race.minWagerCents} className="font-semibold text-fg-muted" /> in this race to be ranked.
              </p>
            ) : null}
          </div>
          <div className="mt-6 px-3 sm:px-6">
            <Podium race={race} myName={myName} />
          </div>
        </Card>
        <Leaderboard race={race} myName={myName} className="order-3 lg:order-none" />
      </div>
      <div className="contents lg:flex lg:flex-col lg:gap-4">
        <div className="order-2 lg:order-none">
          <MyStanding race={race} signedIn={signedIn} />
        </div>
        <div className="order-4 lg:order-none">
          <PrizeList race={race} />
        </div>
        <div className="order-5 lg:order-none">
          <HowRacesWork />
        </div>
      </div>
    </div>
  );
}
