/** Colours of the teams in team battles (literal classes so Tailwind sees them). */
export const TEAM_STYLES = [
  { label: 'Team 1', text: 'text-cool', ring: 'ring-cool/40', bar: 'bg-cool' },
  { label: 'Team 2', text: 'text-accent', ring: 'ring-accent/40', bar: 'bg-accent' },
  { label: 'Team 3', text: 'text-[#c4b5fd]', ring: 'ring-[#a78bfa]/40', bar: 'bg-[#a78bfa]' },
] as const;
