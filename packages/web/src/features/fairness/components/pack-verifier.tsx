import { useId, useMemo, type FormEvent } from 'react';
import { TICKETS } from '@lootforge/core/fairness';
import { tableHash } from '@lootforge/core/transparency';
import type { PackDetail } from '@lootforge/core/contracts/packs';
import { Button } from '../../../components/ui/button';
import { ChevronRightIcon, DiceIcon } from '../../../components/ui/icons';
import { Field, Input, Select } from '../../../components/ui/input';
import { Money } from '../../../components/ui/money';
import { Skeleton, SkeletonMedia } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { rarityOf } from '../../../lib/rarity';
import { readableError } from '../../../lib/readable-error';
import { ItemThumb } from '../../../components/ui/item-thumb';
import { useCommittedTable, usePackChoices, usePackDetail } from '../requests/get-pack';
import { itemIndexForTicket, parseNonce, rollPackOpen, type PackRoll } from '../verify-pack';
import { ErrorNotice, IdleResult, ResultStep } from './verifier-parts';
import { Verdict } from './verdict';

/** `tableHash`: the hash recorded with the open (DESIGN §23), to check the pack's table against; '' when not known. */
export type PackCheckParams = { serverSeed: string; clientSeed: string; nonce: string; serverSeedHash: string; packId: string; tableHash: string };

const percent = (oddsPpm: number) => `${(oddsPpm / 1000).toFixed(3).replace(/\.?0+$/, '')} %`;

/**
 * The pack-open checker: server seed, client seed and nonce in, the hash, the HMAC, the ticket
 * and (with a pack) the item out. `params` are what was last submitted (the URL), `run` says
 * whether to show a result for them.
 */
export function PackVerifier({
  params,
  run,
  revealedSeed,
  onSubmit,
}: {
  params: PackCheckParams;
  run: boolean;
  /** The person's revealed server seed whose hash is `params.serverSeedHash`, when there is one. */
  revealedSeed: string | null;
  onSubmit: (next: PackCheckParams) => void;
}) {
  const id = useId();
  const choices = usePackChoices();
  const result = useMemo(() => (run ? rollPackOpen(params) : null), [run, params]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    onSubmit({ serverSeed: text('serverSeed'), clientSeed: text('clientSeed'), nonce: text('nonce'), serverSeedHash: text('serverSeedHash'), packId: text('packId'), tableHash: text('tableHash') });
  }

  const packOptions = choices.data ?? [];
  const unknownPack = params.packId !== '' && !packOptions.some((pack) => pack.id === params.packId);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,23rem)_minmax(0,1fr)] lg:gap-8">
      {/* Re-mounted when the submitted inputs change (a "Check" click, a link), so it shows them. */}
      <form key={`${JSON.stringify(params)}:${choices.isPending ? 1 : 0}`} onSubmit={submit} noValidate aria-label="Pack open inputs" className="flex flex-col gap-4">
        <Field label="Server seed" htmlFor={`${id}-server`} hint="Revealed when you rotate your seed pair.">
          <Input id={`${id}-server`} name="serverSeed" defaultValue={params.serverSeed} className="font-mono" placeholder="64 hex characters" autoComplete="off" spellCheck={false} />
        </Field>
        <Field label="Client seed" htmlFor={`${id}-client`}>
          <Input id={`${id}-client`} name="clientSeed" defaultValue={params.clientSeed} className="font-mono" placeholder="Your client seed" autoComplete="off" spellCheck={false} />
        </Field>
        <div className="grid grid-cols-[7rem_minmax(0,1fr)] gap-3">
          <Field label="Nonce" htmlFor={`${id}-nonce`}>
            <Input id={`${id}-nonce`} name="nonce" defaultValue={params.nonce} inputMode="numeric" className="font-mono tabular-nums" placeholder="0" autoComplete="off" />
          </Field>
          <Field label="Pack (optional)" htmlFor={`${id}-pack`}>
            <Select id={`${id}-pack`} name="packId" defaultValue={params.packId} disabled={choices.isPending}>
              <option value="">Ticket only</option>
              {unknownPack ? <option value={params.packId}>Pack {params.packId.slice(0, 8)}</option> : null}
              {packOptions.map((pack) => (
                <option key={pack.id} value={pack.id}>
                  {pack.name}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <Field label="Published hash (optional)" htmlFor={`${id}-hash`} hint="Paste the hash you were shown before the opens to compare.">
          <Input id={`${id}-hash`} name="serverSeedHash" defaultValue={params.serverSeedHash} className="font-mono" placeholder="SHA-256 of the server seed" autoComplete="off" spellCheck={false} />
        </Field>
        <Field label="Table hash (optional)" htmlFor={`${id}-table`} hint="The drop table hash recorded with the open, to check the pack's table against.">
          <Input id={`${id}-table`} name="tableHash" defaultValue={params.tableHash} className="font-mono" placeholder="SHA-256 of the drop table" autoComplete="off" spellCheck={false} />
        </Field>
        <Button type="submit" variant="secondary" size="lg" className="mt-1">
          <DiceIcon className="size-4.5" />
          Verify roll
        </Button>
      </form>

      <section aria-label="Pack open result" aria-live="polite" className="min-w-0">
        {result === null ? (
          <IdleResult title="Nothing checked yet" description="Enter a revealed server seed, the client seed and a nonce, or press Check on one of your revealed pairs." />
        ) : params.serverSeed === '' ? (
          // From an open's "Verify" link: its server seed stays secret until the pair is rotated.
          <div className="flex flex-col gap-3">
            <IdleResult
              title="Now the server seed"
              description={
                revealedSeed
                  ? 'The seed pair this open used has been revealed. Use its server seed to check the roll.'
                  : 'The server seed of this open is secret while its seed pair is in use. Rotate your seed pair below to reveal it, then press Check on the revealed pair.'
              }
            />
            {revealedSeed ? (
              <Button variant="secondary" className="self-center" onClick={() => onSubmit({ ...params, serverSeed: revealedSeed })}>
                Use the revealed server seed
              </Button>
            ) : null}
          </div>
        ) : !result.ok ? (
          <ErrorNotice message={result.error} />
        ) : (
          <PackRollResult roll={result.value} params={params} onNonce={(nonce) => onSubmit({ ...params, nonce: String(nonce) })} />
        )}
      </section>
    </div>
  );
}

function PackRollResult({ roll, params, onNonce }: { roll: PackRoll; params: PackCheckParams; onNonce: (nonce: number) => void }) {
  const nonce = parseNonce(params.nonce) ?? 0;
  const published = params.serverSeedHash.toLowerCase();
  const head = roll.hmac.slice(0, 13);
  return (
    <div className="flex flex-col gap-4">
      {published ? (
        <div
          className={cn(
            'flex items-start gap-3 rounded-xl border px-4 py-3 text-sm',
            published === roll.serverSeedHash ? 'border-success/30 bg-success/8' : 'border-danger/35 bg-danger/8',
          )}
        >
          <Verdict ok={published === roll.serverSeedHash} size="md" label={published === roll.serverSeedHash ? 'Hash matches' : 'Hash mismatch'} />
          <p className="text-fg-muted">
            {published === roll.serverSeedHash
              ? 'SHA-256 of this server seed is the hash that was published before the opens: the seed was fixed in advance.'
              : 'SHA-256 of this server seed is not the published hash: this is not the seed that was committed to.'}
          </p>
        </div>
      ) : null}

      <ol className="flex flex-col divide-y divide-line rounded-xl border border-line bg-ink-950/30">
        <ResultStep step={1} label="SHA-256(server seed)">
          <code className="font-mono text-[0.8125rem] text-fg [overflow-wrap:anywhere]" data-testid="computed-hash">
            {roll.serverSeedHash}
          </code>
        </ResultStep>
        <ResultStep step={2} label="Message">
          <code className="font-mono text-[0.8125rem] text-fg [overflow-wrap:anywhere]">{roll.message}</code>
        </ResultStep>
        <ResultStep step={3} label="HMAC-SHA256(server seed, message)">
          <code className="font-mono text-[0.8125rem] text-fg-muted [overflow-wrap:anywhere]">
            <mark className="rounded bg-cool/15 px-0.5 text-cool">{head}</mark>
            {roll.hmac.slice(13)}
          </code>
        </ResultStep>
        <ResultStep step={4} label="First 13 hex characters as a number">
          <code className="font-mono text-[0.8125rem] text-fg tabular-nums [overflow-wrap:anywhere]">
            0x{head} = {roll.value.toLocaleString('en-US')}
          </code>
        </ResultStep>
        <ResultStep step={5} label="Ticket = floor(n ÷ 2^52 × 100,000) + 1">
          <div className="flex flex-wrap items-center gap-3">
            <output aria-label="Ticket" className="font-mono text-2xl font-bold text-accent tabular-nums">
              {roll.ticket.toLocaleString('en-US')}
            </output>
            <span className="text-xs text-fg-subtle">of 1 – {TICKETS.toLocaleString('en-US')}</span>
          </div>
        </ResultStep>
      </ol>

      <TicketItem packId={params.packId || null} ticket={roll.ticket} rollTableHash={params.tableHash.toLowerCase()} />

      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-fg-muted">
        <span>
          Nonce <span className="font-mono font-semibold text-fg tabular-nums">{nonce}</span> is the open number {nonce + 1} with this pair.
        </span>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" disabled={nonce === 0} onClick={() => onNonce(nonce - 1)}>
            Previous nonce
          </Button>
          <Button variant="outline" size="sm" onClick={() => onNonce(nonce + 1)}>
            Next nonce
            <ChevronRightIcon className="size-4" />
          </Button>
        </div>
      </div>
    </div>
  );
}

function TicketItem({ packId, ticket, rollTableHash }: { packId: string | null; ticket: number; rollTableHash: string }) {
  const pack = usePackDetail(packId);
  if (packId === null) {
    return <p className="rounded-xl border border-dashed border-line-strong px-4 py-3 text-sm text-fg-muted">Choose the pack that was opened to see which item this ticket lands on.</p>;
  }
  if (pack.isPending) {
    return (
      <SkeletonMedia
        className="gap-3 rounded-xl border border-line p-4"
        thumb="size-14 rounded-xl"
        title="h-4 w-40"
        line="h-3 w-24"
        label="Loading the pack"
      />
    );
  }
  if (pack.isError) return <ErrorNotice message={readableError(pack.error)} />;
  return <LandedItem pack={pack.data} ticket={ticket} rollTableHash={rollTableHash} />;
}

const short = (hash: string) => `${hash.slice(0, 12)}…`;

/**
 * The pack's table checked here (DESIGN §23): its hash computed in this browser from the items
 * shown, against the one the server publishes and, from an open's link, the one recorded with
 * the open.
 */
function TableCheck({ pack, rollTableHash, ticket }: { pack: PackDetail; rollTableHash: string; ticket: number }) {
  const computed = tableHash(pack.items);
  if (computed !== pack.tableHash) {
    return <p className="mt-3 text-xs leading-5 font-medium text-danger">The table shown does not hash to the hash the server publishes for it ({short(pack.tableHash)}): do not trust these ranges.</p>;
  }
  if (!rollTableHash) {
    return (
      <p className="mt-3 text-xs leading-5 text-fg-subtle">
        This uses the pack&rsquo;s table as it is now (hash <code className="font-mono text-fg-muted" data-table-hash={computed}>{short(computed)}</code>). Every open records the hash of the table it rolled on: open this page from an open&rsquo;s
        link to compare.
      </p>
    );
  }
  const same = rollTableHash === computed;
  return (
    <>
      <div className={cn('mt-3 flex items-start gap-3 rounded-lg border px-3 py-2 text-xs leading-5', same ? 'border-success/30 bg-success/8' : 'border-accent/35 bg-accent/8')} data-table-check={same ? 'match' : 'changed'}>
        <Verdict ok={same} size="sm" label={same ? 'Table matches' : 'Table changed'} />
        <p className="text-fg-muted">
          {same
            ? `This is the table the roll used: its hash, computed here, is the one recorded with the open (${short(computed)}).`
            : `The pack's table has changed since this roll (recorded ${short(rollTableHash)}, now ${short(computed)}): below, the ticket on the table it used.`}
        </p>
      </div>
      {same ? null : <CommittedTableRoll pack={pack} hash={rollTableHash} ticket={ticket} />}
    </>
  );
}

/** The ticket on the table the roll used, fetched by its recorded hash and checked against it here. */
function CommittedTableRoll({ pack, hash, ticket }: { pack: PackDetail; hash: string; ticket: number }) {
  const table = useCommittedTable(hash);
  if (table.isPending) return <Skeleton className="mt-3 h-12 w-full" />;
  if (table.isError) return <ErrorNotice message={readableError(table.error)} />;
  const ok = tableHash(table.data.entries) === hash;
  const index = itemIndexForTicket(
    table.data.entries.map((entry) => entry.oddsPpm),
    ticket,
  );
  const entry = index === null ? undefined : table.data.entries[index];
  const name = entry ? (pack.items.find((item) => item.itemId === entry.itemId)?.name ?? `Item ${entry.itemId.slice(0, 8)}`) : null;
  return (
    <div className="mt-3 rounded-lg border border-line bg-ink-950/40 px-3 py-2 text-xs leading-5" data-committed-table={ok ? 'match' : 'mismatch'}>
      <div className="flex items-center gap-2">
        <Verdict ok={ok} size="sm" label={ok ? 'Committed table' : 'Table mismatch'} />
        <span className="text-fg-muted">{ok ? 'The table kept under the recorded hash hashes to it, here.' : 'The table the server sent does not hash to the recorded hash.'}</span>
      </div>
      {ok && entry ? (
        <p className="mt-1 text-fg-muted">
          On it, ticket {ticket.toLocaleString('en-US')} lands on <span className="font-semibold text-fg">{name}</span> (<Money cents={entry.valueCents} />, {percent(entry.oddsPpm)}).
        </p>
      ) : null}
    </div>
  );
}

function LandedItem({ pack, ticket, rollTableHash }: { pack: PackDetail; ticket: number; rollTableHash: string }) {
  const index = itemIndexForTicket(
    pack.items.map((item) => item.oddsPpm),
    ticket,
  );
  const item = index === null ? undefined : pack.items[index];
  if (!item) return <ErrorNotice message={`Ticket ${ticket} is outside ${pack.name}'s odds table.`} />;
  const rarity = rarityOf(item.valueCents);
  return (
    <div className="rounded-xl border border-line bg-ink-950/30 p-4" data-testid="landed-item">
      <p className="text-xs font-medium text-fg-subtle">
        In <span className="font-semibold text-fg">{pack.name}</span>, ticket {ticket.toLocaleString('en-US')} lands on
      </p>
      <div className="mt-3 flex items-center gap-4">
        <ItemThumb src={item.thumbUrl} valueCents={item.valueCents} name={item.name} className="size-16" />
        <div className="min-w-0">
          <p className="text-lg font-bold break-words text-fg" aria-label="Item">
            {item.name}
          </p>
          <p className="text-sm">
            <Money cents={item.valueCents} className={cn('font-semibold', rarity.textClass)} />
            <span className="text-fg-subtle">
              {' '}
              · tickets {item.ticketFrom.toLocaleString('en-US')} – {item.ticketTo.toLocaleString('en-US')} ({percent(item.oddsPpm)})
            </span>
          </p>
        </div>
      </div>
      <TicketStrip pack={pack} ticket={ticket} landed={index ?? 0} />
      <TableCheck pack={pack} rollTableHash={rollTableHash} ticket={ticket} />
    </div>
  );
}

/** Every item's run of tickets as one bar, with a pin where this ticket falls. */
function TicketStrip({ pack, ticket, landed }: { pack: PackDetail; ticket: number; landed: number }) {
  return (
    <div className="mt-4" aria-hidden="true">
      <div className="relative">
        <div className="flex h-2.5 overflow-hidden rounded-full bg-ink-700">
          {pack.items.map((item, index) => (
            <span
              key={item.itemId}
              style={{ width: `${(item.oddsPpm / TICKETS) * 100}%` }}
              className={cn('h-full border-r border-ink-950/60 last:border-r-0', rarityOf(item.valueCents).swatchClass, index === landed ? 'opacity-100' : 'opacity-35')}
            />
          ))}
        </div>
        <span className="absolute -top-1.5 h-5.5 w-0.5 -translate-x-1/2 rounded-full bg-fg shadow-[0_0_0_2px_rgb(7_10_19)]" style={{ left: `${((ticket - 0.5) / TICKETS) * 100}%` }} />
      </div>
      <div className="mt-1.5 flex justify-between font-mono text-[10px] text-fg-subtle tabular-nums">
        <span>1</span>
        <span>{TICKETS.toLocaleString('en-US')}</span>
      </div>
    </div>
  );
}
