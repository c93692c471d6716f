import { Card, CardHeader } from '../../../components/ui/card';
import { DiceIcon } from '../../../components/ui/icons';

const STEPS = [
  {
    title: 'We commit first',
    body: 'Before any roll, the server picks a secret 64-character server seed and publishes its SHA-256 hash. The seed cannot be swapped later without the hash giving it away.',
  },
  {
    title: 'You add your part',
    body: 'Your client seed goes into every roll, so the outcome depends on something the server did not choose. In a battle, every seated player’s seed counts.',
  },
  {
    title: 'The roll is a hash',
    body: 'HMAC-SHA256 of a message, keyed with the server seed. The first 13 hex characters become a number, scaled to a ticket from 1 to 100,000.',
  },
  {
    title: 'The ticket picks the item',
    body: 'Each item owns a run of tickets as wide as its odds, in the pack’s listed order. The run holding your ticket is your item.',
  },
] as const;

function Code({ children }: { children: string }) {
  return <code className="rounded-md bg-ink-950/70 px-1.5 py-0.5 font-mono text-[0.8125rem] text-cool ring-1 ring-line [overflow-wrap:anywhere]">{children}</code>;
}

/** The four steps of a provably fair roll (DESIGN §5), in plain words. */
export function HowItWorksSteps() {
  return (
    <ol className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4 xl:gap-4">
      {STEPS.map((step, index) => (
        <li key={step.title}>
          <Card className="flex h-full gap-3.5 p-4 sm:p-5 xl:flex-col xl:gap-0">
            <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-cool/12 text-sm font-bold text-cool ring-1 ring-cool/30 tabular-nums">
              {index + 1}
            </span>
            <div className="xl:mt-3">
              <h2 className="font-semibold">{step.title}</h2>
              <p className="mt-1 text-sm leading-6 text-fg-muted">{step.body}</p>
            </div>
          </Card>
        </li>
      ))}
    </ol>
  );
}

/** The exact formulas, as the shared core computes them on the server and here. */
export function FormulaCard() {
  return (
    <Card>
      <CardHeader title="The formulas" icon={<DiceIcon className="size-4 text-accent" />} />
      <div className="flex flex-col gap-4 p-4 text-sm leading-6 text-fg-muted sm:p-5">
        {/* Scrolls sideways on a phone: focusable, so the keyboard can scroll it too. */}
        <pre
          role="region"
          aria-label="The formulas"
          tabIndex={0}
          className="overflow-x-auto rounded-xl bg-ink-950/70 p-3 font-mono text-xs leading-6 text-fg ring-1 ring-line sm:p-4 sm:text-[0.8125rem] focus-visible:outline-2 focus-visible:outline-cool"
        >
          {`hash   = SHA256(serverSeed)             // published first
h      = HMAC_SHA256(key = serverSeed, message)
n      = parseInt(h.slice(0, 13), 16)    // 52 bits
ticket = floor(n / 2^52 × 100000) + 1    // 1 … 100000`}
        </pre>
        <p>
          <span className="font-semibold text-fg">Pack opens.</span> The message is <Code>{'clientSeed:nonce'}</Code>. The nonce starts at 0 and counts
          up with each open. Rotating the pair, or changing your client seed, reveals the old server seed so you can check every open it covered.
        </p>
        <p>
          <span className="font-semibold text-fg">Battles.</span> Each battle has its own server seed, hashed from creation. When the last seat fills,
          its client seed becomes <Code>{'SHA256(seat0Seed:seat1Seed:…)'}</Code>. Round <Code>r</Code>, seat <Code>s</Code> (both from 0) rolls{' '}
          <Code>{'clientSeed:battleId:r:s'}</Code>. A tie is broken by <Code>{'clientSeed:battleId:tiebreak'}</Code>: index{' '}
          <Code>{'floor(n / 2^52 × k)'}</Code> among the <Code>k</Code> tied seats or teams, in seat order.
        </p>
        <p>
          <span className="font-semibold text-fg">Upgrades.</span> An upgrade takes the next nonce of your pack seed pair and rolls{' '}
          <Code>{'clientSeed:nonce:upgrade'}</Code> into a ticket from 1 to 1,000,000: <Code>{'floor(n / 2^52 × 1000000) + 1'}</Code>. With a win
          chance of <Code>c</Code> parts per million, under wins on tickets 1 to <Code>c</Code>, over on the last <Code>c</Code>. The chance is{' '}
          <Code>{'floor((1000000 − edge) × stake / target)'}</Code>, the house edge in parts per million.
        </p>
        <p>
          <span className="font-semibold text-fg">Items.</span> The first item owns tickets 1 to its odds (in parts per 100,000), the next one the
          following run, and so on. A battle or an open keeps the odds of its moment, so a later edit never changes a result.
        </p>
        <p className="text-xs text-fg-subtle">
          A roll refuses a server seed that is not 64 hex characters and a missing client seed, so a broken deploy can never roll with
          &ldquo;undefined&rdquo;.
        </p>
      </div>
    </Card>
  );
}
