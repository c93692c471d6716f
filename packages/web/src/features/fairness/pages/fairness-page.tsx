import { useId } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Card, CardHeader } from '../../../components/ui/card';
import { ComingSoonButton } from '../../../components/ui/coming-soon';
import { DiceIcon, LockIcon, ShieldIcon } from '../../../components/ui/icons';
import { Field, Input } from '../../../components/ui/input';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';

const STEPS = [
  {
    title: 'We commit first',
    body: 'Before any roll, the server picks a secret 64-character server seed and publishes its SHA-256 hash. The hash cannot be reversed, and the seed cannot be swapped later without the hash giving it away.',
  },
  {
    title: 'You add your part',
    body: 'Your client seed goes into every roll, so the outcome depends on something the server did not choose. For battles, every seated player\u2019s seed counts.',
  },
  {
    title: 'The roll is a hash',
    body: 'HMAC-SHA256 of a message, keyed with the server seed. The first 13 hex characters become a number, scaled to a ticket from 1 to 100,000.',
  },
  {
    title: 'The ticket picks the item',
    body: 'Each item in the pack owns a range of tickets as wide as its odds, in the pack\u2019s listed order. The range holding your ticket is your item.',
  },
] as const;

function Code({ children }: { children: string }) {
  return (
    <code className="rounded-md bg-ink-950/70 [overflow-wrap:anywhere] px-1.5 py-0.5 font-mono text-[0.8125rem] text-cool ring-1 ring-line">{children}</code>
  );
}

/** /fairness: how rolls are made and how anyone can re-check them. */
export function FairnessPage() {
  const id = useId();
  return (
    <Page>
      <PageHeader
        title="Provably Fair"
        eyebrow={
          <Badge tone="cool">
            <ShieldIcon className="size-3.5" />
            Verifiable
          </Badge>
        }
        description="Every pack open and every battle round on LootForge can be re-computed by hand from published seeds. Here is exactly how."
      />

      <ol className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {STEPS.map((step, index) => (
          <li key={step.title}>
            <Card className="h-full p-5">
              <span className="grid size-8 place-items-center rounded-lg bg-cool/12 text-sm font-bold text-cool ring-1 ring-cool/30 tabular-nums">
                {index + 1}
              </span>
              <h2 className="mt-3 font-semibold">{step.title}</h2>
              <p className="mt-1.5 text-sm leading-6 text-fg-muted">{step.body}</p>
            </Card>
          </li>
        ))}
      </ol>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader title="The formula" icon={<DiceIcon className="size-4 text-accent" />} />
          <div className="flex flex-col gap-4 p-4 text-sm leading-6 text-fg-muted sm:p-5">
            <pre className="overflow-x-auto rounded-xl bg-ink-950/70 p-4 font-mono text-[0.8125rem] leading-6 text-fg ring-1 ring-line">
              {`h      = HMAC_SHA256(key = serverSeed, message)
n      = parseInt(h.slice(0, 13), 16)   // 52 bits
ticket = floor(n / 2^52 × 100000) + 1   // 1 … 100000`}
            </pre>
            <p>
              <span className="font-semibold text-fg">Pack opens:</span> the message is <Code>{'clientSeed:nonce'}</Code>; the
              nonce counts up from 0 with each open. Rotating your seed pair reveals the old server seed so you can check every open
              it covered.
            </p>
            <p>
              <span className="font-semibold text-fg">Battles:</span> each battle has its own server seed, hash shown from creation.
              When the last seat fills, the client seed becomes the SHA-256 of the players&rsquo; seeds joined by <Code>:</Code>.
              Round <Code>r</Code>, seat <Code>s</Code> rolls with <Code>{'clientSeed:battleId:r:s'}</Code>; ties are broken by{' '}
              <Code>{'clientSeed:battleId:tiebreak'}</Code>.
            </p>
          </div>
        </Card>

        <Card>
          <CardHeader title="Verify a roll" icon={<LockIcon className="size-4 text-cool" />} />
          <div className="p-4 sm:p-5">
            <fieldset disabled className="flex flex-col gap-4">
              <legend className="sr-only">Roll inputs</legend>
              <Field label="Server seed" htmlFor={`${id}-server`}>
                <Input id={`${id}-server`} className="font-mono" placeholder="64 hex characters" />
              </Field>
              <Field label="Client seed" htmlFor={`${id}-client`}>
                <Input id={`${id}-client`} className="font-mono" placeholder="Your client seed" />
              </Field>
              <Field label="Nonce or battle message" htmlFor={`${id}-message`}>
                <Input id={`${id}-message`} className="font-mono" placeholder="0" />
              </Field>
            </fieldset>
            <ComingSoonButton hintId={`${id}-verify`} hint="The in-browser checker opens soon" variant="secondary" className="mt-5">
              Verify
            </ComingSoonButton>
          </div>
        </Card>
      </div>
    </Page>
  );
}
