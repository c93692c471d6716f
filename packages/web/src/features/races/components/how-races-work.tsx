import { StepsCard } from '../../../components/ui/steps-card';

const STEPS = [
  { text: 'Every pack you open and every battle entry you pay counts as wager; a refunded entry is taken off.' },
  { text: 'The highest wager ranks first. On equal wagers, whoever got there first ranks higher.' },
  { text: 'When the race ends, each paid rank gets its prize straight to the wallet.' },
  { text: 'The daily race runs 00:00–24:00 UTC; the weekly race from Monday 00:00 UTC.' },
] as const;

/** The race rules of DESIGN §13 in a player's words. */
export function HowRacesWork() {
  return <StepsCard title="How races work" steps={STEPS} layout="column" />;
}
