import { useId, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { BattleDetail } from '@lootforge/core/contracts/battles';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ChevronRightIcon, CrownIcon, SwordsIcon } from '../../../components/ui/icons';
import { Field, Input } from '../../../components/ui/input';
import { Money } from '../../../components/ui/money';
import { Skeleton, Skeletons } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { displayName } from '../../../lib/display-name';
import { formatCents } from '@lootforge/core/money';
import { phraseText, receivesPhrase } from '../../../lib/money-phrase';
import { rarityOf } from '../../../lib/rarity';
import { readableError } from '../../../lib/readable-error';
import { ItemThumb } from '../../../components/ui/item-thumb';
import { useBattleToVerify } from '../requests/get-battle';
import { verifyBattle, type BattleCheck, type RoundCheck } from '../verify-battle';
import { ErrorNotice, IdleResult } from './verifier-parts';
import { Verdict } from './verdict';
import { tableHash } from '@lootforge/core/transparency';

/** `key`: a private battle's key, carried over from its link. */
export type BattleCheckParams = { battleId: string; serverSeed: string; clientSeed: string; key: string };

const BATTLE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The battle checker: a battle id (and optionally the seeds to test) in; the battle loaded,
 * every roll recomputed with the core's settleBattle and compared with what was published.
 */
/** A private battle's key goes with its own id only. */
const keyFor = (params: BattleCheckParams, battleId: string) => (battleId.toLowerCase() === params.battleId.toLowerCase() ? params.key : '');

export function BattleVerifier({ params, onSubmit }: { params: BattleCheckParams; onSubmit: (next: BattleCheckParams) => void }) {
  const id = useId();
  const [idError, setIdError] = useState<string | null>(null);
  const battleId = BATTLE_ID.test(params.battleId) ? params.battleId.toLowerCase() : null;
  const battle = useBattleToVerify(battleId, params.key || null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const next = { battleId: text('battleId'), serverSeed: text('serverSeed'), clientSeed: text('clientSeed'), key: keyFor(params, text('battleId')) };
    if (!BATTLE_ID.test(next.battleId)) {
      setIdError(next.battleId ? 'That is not a battle id. It looks like 3f2b8c1e-…, as in the battle’s address.' : 'Enter the id of the battle to check.');
      return;
    }
    setIdError(null);
    onSubmit(next);
  }

  return (
    <div className="flex flex-col gap-6">
      <form key={JSON.stringify(params)} onSubmit={submit} noValidate aria-label="Battle inputs" className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-start">
        <Field label="Battle id" htmlFor={`${id}-battle`} error={idError}>
          <Input
            id={`${id}-battle`}
            name="battleId"
            defaultValue={params.battleId}
            className="font-mono"
            placeholder="From the battle’s address"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={idError ? true : undefined}
            aria-describedby={idError ? `${id}-battle-error` : undefined}
          />
        </Field>
        <Field label="Server seed" htmlFor={`${id}-server`} hint="Blank: the seed the battle revealed.">
          <Input id={`${id}-server`} name="serverSeed" defaultValue={params.serverSeed} className="font-mono" placeholder="64 hex characters" autoComplete="off" spellCheck={false} />
        </Field>
        <Field label="Client seed" htmlFor={`${id}-client`} hint="Blank: recomputed from the players’ seeds.">
          <Input id={`${id}-client`} name="clientSeed" defaultValue={params.clientSeed} className="font-mono" placeholder="Combined client seed" autoComplete="off" spellCheck={false} />
        </Field>
        <Button type="submit" variant="secondary" size="lg" className="lg:mt-6.5">
          <SwordsIcon className="size-4.5" />
          Verify battle
        </Button>
      </form>

      <section aria-label="Battle result" aria-live="polite" className="min-w-0">
        {params.battleId === '' ? (
          <IdleResult
            title="No battle checked yet"
            description="Open a finished battle and press “Verify this battle”, or paste its id here. Every round is re-rolled in your browser."
          />
        ) : battleId === null ? (
          <ErrorNotice message="That is not a battle id." />
        ) : battle.isPending ? (
          <BattleSkeleton />
        ) : battle.isError ? (
          <ErrorNotice message={readableError(battle.error)} />
        ) : (
          <BattleResult battle={battle.data} params={params} />
        )}
      </section>
    </div>
  );
}

function BattleSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-label="Loading the battle">
      <Skeleton className="h-16 w-full rounded-xl" />
      <Skeletons className="grid gap-3 sm:grid-cols-2" shapes={['h-28 rounded-xl', 'h-28 rounded-xl']} />
    </div>
  );
}

function BattleResult({ battle, params }: { battle: BattleDetail; params: BattleCheckParams }) {
  const result = useMemo(() => verifyBattle(battle, { serverSeed: params.serverSeed, clientSeed: params.clientSeed }), [battle, params.serverSeed, params.clientSeed]);
  if (!result.ok) return <ErrorNotice message={result.error} />;
  return <BattleCheckView battle={battle} check={result.value} />;
}

function seatName(battle: BattleDetail, seat: number): string {
  const found = battle.seats.find((s) => s.seat === seat);
  return displayName(found?.userName);
}

function BattleCheckView({ battle, check }: { battle: BattleDetail; check: BattleCheck }) {
  const ok = check.mismatches === 0;
  return (
    <div className="flex flex-col gap-5">
      <div
        data-testid="battle-verdict"
        className={cn('flex flex-col gap-3 rounded-2xl border p-4 sm:flex-row sm:items-center sm:p-5', ok ? 'border-success/35 bg-success/8' : 'border-danger/40 bg-danger/8')}
      >
        <span
          aria-hidden="true"
          className={cn('grid size-12 shrink-0 place-items-center rounded-2xl text-2xl font-bold ring-1 ring-inset', ok ? 'bg-success/15 text-success ring-success/35' : 'bg-danger/15 text-danger ring-danger/40')}
        >
          {ok ? '✓' : '✗'}
        </span>
        <div className="min-w-0 flex-1">
          <p className={cn('text-lg font-bold', ok ? 'text-success' : 'text-danger')}>
            {ok ? 'This battle checks out' : `${check.mismatches} ${check.mismatches === 1 ? 'check does' : 'checks do'} not match`}
          </p>
          {ok ? null : (
            <p className="text-sm font-medium text-danger" data-testid="failed-checks">
              Failed: {check.failed.join(' · ')}
            </p>
          )}
          <p className="text-sm text-fg-muted">
            {battle.modeLabel}
            {battle.teamLayout ? ` ${battle.teamLayout}` : ''} · {battle.players} players · {check.rounds.length} {check.rounds.length === 1 ? 'round' : 'rounds'} · re-rolled in your browser
          </p>
        </div>
        <Link to={`/allbattlesecondsec/${battle.id}`} className="inline-flex items-center gap-1 text-sm font-semibold text-cool hover:text-cool-hover">
          Open the battle
          <ChevronRightIcon className="size-4" />
        </Link>
      </div>

      <SeedsCheck battle={battle} check={check} />

      <div>
        <h3 className="mb-3 text-sm font-semibold text-fg">Rounds</h3>
        <ol aria-label="Rounds" className="flex flex-col gap-3">
          {check.rounds.map((round) => (
            <RoundRow key={round.round} battle={battle} round={round} />
          ))}
        </ol>
      </div>

      <OutcomeCheck battle={battle} check={check} />
    </div>
  );
}

function SeedsCheck({ battle, check }: { battle: BattleDetail; check: BattleCheck }) {
  const enteredDiffers = check.clientSeed.entered !== null && check.clientSeed.entered !== check.clientSeed.computed;
  return (
    <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
      <div className="rounded-xl border border-line bg-ink-950/30 p-4">
        <div className="flex items-center justify-between gap-3">
          <h3 className="text-sm font-semibold text-fg">Server seed</h3>
          <Verdict ok={check.hash.ok} label={check.hash.ok ? 'Hash matches' : 'Hash mismatch'} />
        </div>
        <dl className="mt-3 flex flex-col gap-2 text-xs">
          <HashLine label="Server seed" value={check.serverSeed} />
          <HashLine label="SHA-256 of it" value={check.hash.computed} />
          <HashLine label="Published hash" value={check.hash.published} />
        </dl>
      </div>
      <div className="rounded-xl border border-line bg-ink-950/30 p-4">
        <div className="flex items-center justify-between gap-3">
          <h3 className="text-sm font-semibold text-fg">Client seed</h3>
          <Verdict ok={check.clientSeed.ok} />
        </div>
        <dl className="mt-3 flex flex-col gap-2 text-xs">
          <HashLine label="SHA-256 of the players’ seeds" value={check.clientSeed.computed} />
          <HashLine label="Published" value={check.clientSeed.published ?? '—'} />
          {enteredDiffers ? <HashLine label="You entered" value={check.clientSeed.entered ?? ''} /> : null}
        </dl>
        <details className="mt-3 text-xs">
          <summary className="cursor-pointer font-medium text-cool hover:text-cool-hover">Players’ client seeds, in seat order</summary>
          <ol className="mt-2 flex flex-col gap-1.5">
            {battle.fairness.playerClientSeeds.map((seed, seat) => (
              <li key={seat} className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
                <span className="w-32 shrink-0 truncate text-fg-subtle">
                  Seat {seat + 1} · {seatName(battle, seat)}
                </span>
                <code className="min-w-0 font-mono text-fg [overflow-wrap:anywhere]">{seed}</code>
              </li>
            ))}
          </ol>
        </details>
      </div>
      <div className="lg:col-span-2">
        <TablesCheck battle={battle} />
      </div>
    </div>
  );
}

/**
 * Each pack's table, hashed here from the items the battle snapshot, against the hash committed
 * when the battle was made (DESIGN §23). A battle from before tables were committed has none.
 */
function TablesCheck({ battle }: { battle: BattleDetail }) {
  const tables = battle.packs.map((pack) => ({ pack, computed: tableHash(pack.items) }));
  const recorded = tables.filter((t) => t.pack.tableHash !== null);
  if (recorded.length === 0) return null;
  const ok = recorded.every((t) => t.computed === t.pack.tableHash);
  return (
    <div className="rounded-xl border border-line bg-ink-950/30 p-4" data-tables-check={ok ? 'match' : 'mismatch'}>
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-sm font-semibold text-fg">Drop tables</h3>
        <Verdict ok={ok} label={ok ? 'Tables match' : 'Table mismatch'} />
      </div>
      <p className="mt-1 text-xs text-fg-subtle">Each table the rounds rolled on, hashed in your browser, against the hash committed when the battle was made.</p>
      <dl className="mt-3 flex flex-col gap-2 text-xs">
        {tables.map(({ pack, computed }) => (
          <HashLine key={pack.packId} label={pack.name} value={pack.tableHash === null ? 'not recorded' : computed === pack.tableHash ? computed : `${computed} ≠ ${pack.tableHash}`} />
        ))}
      </dl>
    </div>
  );
}

function HashLine({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-fg-subtle">{label}</dt>
      <dd>
        <code className="font-mono text-[0.75rem] leading-5 text-fg [overflow-wrap:anywhere]">{value}</code>
      </dd>
    </div>
  );
}

function RoundRow({ battle, round }: { battle: BattleDetail; round: RoundCheck }) {
  return (
    <li className="rounded-xl border border-line bg-ink-950/30" data-round={round.round + 1}>
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line px-4 py-2.5">
        <p className="text-sm font-semibold text-fg">
          Round {round.round + 1} <span className="font-normal text-fg-muted">· {round.packName}</span>
        </p>
        <Verdict ok={round.ok} label={round.ok ? `Round ${round.round + 1} matches` : `Round ${round.round + 1} mismatch`} />
      </div>
      <ul className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,14rem),1fr))] gap-2 p-2">
        {round.seats.map((seat) => {
          const rarity = rarityOf(seat.valueCents);
          return (
            <li key={seat.seat} className={cn('flex items-center gap-3 rounded-lg bg-ink-850 px-3 py-2.5 ring-1 ring-inset', seat.ok ? 'ring-line' : 'ring-danger/40')}>
              <ItemThumb src={seat.thumbUrl} valueCents={seat.valueCents} name={seat.itemName} className="size-11" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-xs text-fg-subtle">{seatName(battle, seat.seat)}</p>
                <p className="truncate text-sm font-semibold text-fg">{seat.itemName}</p>
                <p className="flex flex-wrap items-center gap-x-2 text-xs">
                  <Money cents={seat.valueCents} className={cn('font-semibold', rarity.textClass)} />
                  <span className="font-mono text-fg-subtle tabular-nums">ticket {seat.ticket.toLocaleString('en-US')}</span>
                </p>
                {!seat.ok ? (
                  <p className="mt-0.5 text-xs text-danger">
                    {seat.published
                      ? `Published: ticket ${seat.published.ticket.toLocaleString('en-US')}, ${seat.publishedItemName ?? `item #${seat.published.itemIndex + 1}`}`
                      : 'Not published'}
                  </p>
                ) : null}
              </div>
              <span aria-label={seat.ok ? 'Matches' : 'Does not match'} className={cn('text-base font-bold', seat.ok ? 'text-success' : 'text-danger')}>
                {seat.ok ? '✓' : '✗'}
              </span>
            </li>
          );
        })}
      </ul>
    </li>
  );
}

/**
 * How the value unboxed was split among several winners, to the cent: a pot that does not divide
 * evenly gives the odd cents one each to the first seats (DESIGN §12).
 */
function splitWords(outcome: BattleCheck['outcome']): string {
  const shares = [...outcome.winners].sort((a, b) => a - b).map((seat) => outcome.shares[seat] ?? 0);
  const oddCents = shares.reduce((sum, share) => sum + share, 0) - Math.min(...shares) * shares.length;
  const odd = oddCents === 0 ? '' : oddCents === 1 ? ' (the odd cent goes to the first seat)' : ' (the odd cents go one each to the first seats)';
  return `: ${phraseText(receivesPhrase(shares, { start: false }))}${odd}`;
}

/** One sentence on how the recomputed outcome was decided, in the mode's own terms. */
function howDecided(battle: BattleDetail, check: BattleCheck): string {
  const { outcome } = check;
  const value = formatCents(check.totalValueCents);
  const low = battle.cursed || battle.mode === 'upside_down';
  const parts: string[] = [];
  switch (battle.mode) {
    case 'jackpot':
      parts.push(
        outcome.jackpot
          ? `Jackpot: the roll “client seed:battle id:jackpot” drew point ${outcome.jackpot.point} of ${outcome.jackpot.total} (each seat owns as many points as the cents it unboxed, in seat order); seat ${outcome.winners[0]! + 1} owns it and receives the ${value} unboxed.`
          : 'Jackpot: nothing of value was unboxed, so every seat was tied.',
      );
      break;
    case 'elimination':
      parts.push(
        `Elimination: ${outcome.eliminations!.map((e) => `round ${e.round + 1} sent seat ${e.seat + 1} out${e.tie ? ` (a tie, decided by “client seed:battle id:eliminate:${e.round}”, pick ${e.tie.index + 1} of ${e.tie.tied.length})` : ''}`).join('; ')}. The last seat standing receives the ${value} unboxed.`,
      );
      break;
    case 'point_rush':
      parts.push(`Point Rush: each round gives a point to its ${low ? 'lowest' : 'highest'} item; the most points receives the ${value} unboxed.`);
      break;
    case 'terminal':
      parts.push(`Terminal: only the last round counts; its ${low ? 'lowest' : 'highest'} item receives the ${value} unboxed.`);
      break;
    case 'shared':
      parts.push(`Items worth ${value} were unboxed; everyone shares them${splitWords(outcome)}.`);
      break;
    case 'team':
      parts.push(`Items worth ${value} were unboxed; the team with the ${low ? 'lowest' : 'highest'} total splits them${splitWords(outcome)}.`);
      break;
    default:
      parts.push(`Items worth ${value} were unboxed; the ${low ? 'lowest' : 'highest'} total receives them.`);
  }
  if (outcome.tiebreak) parts.push(`A tie between ${outcome.tiebreak.tied.length} was broken by the roll “client seed:battle id:tiebreak”, which picked number ${outcome.tiebreak.index + 1} in seat order.`);
  if (outcome.houseKeepsCents > 0) parts.push(`Winners who borrowed part of their entry leave ${formatCents(outcome.houseKeepsCents)} of their share to the house.`);
  return parts.join(' ');
}

function OutcomeCheck({ battle, check }: { battle: BattleDetail; check: BattleCheck }) {
  const winners = new Set(check.winners.computed);
  const eliminatedIn = new Map((check.outcome.eliminations ?? []).map((e) => [e.seat, e.round]));
  return (
    <div className="rounded-xl border border-line bg-ink-950/30">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line px-4 py-2.5">
        <h3 className="text-sm font-semibold text-fg">Totals and winner</h3>
        <div className="flex flex-wrap gap-2">
          {check.modeFigures.map((f) => (
            <Verdict key={f.name} ok={f.ok} label={f.ok ? `${f.name} match` : `${f.name} mismatch`} />
          ))}
          <Verdict ok={check.winners.ok} label={check.winners.ok ? 'Winner matches' : 'Winner mismatch'} />
          <Verdict ok={check.payouts.ok} label={check.payouts.ok ? 'Payouts match' : 'Payouts mismatch'} />
        </div>
      </div>
      <ul aria-label="Totals" className="divide-y divide-line">
        {check.totals.map((total) => {
          const won = winners.has(total.seat);
          return (
            <li key={total.seat} className="flex items-center gap-3 px-4 py-2.5 text-sm">
              <span className="w-14 shrink-0 text-xs text-fg-subtle">Seat {total.seat + 1}</span>
              <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
                <span className="min-w-0 font-medium break-words text-fg">{seatName(battle, total.seat)}</span>
                {won ? (
                  <Badge tone="accent">
                    <CrownIcon className="size-3" />
                    Winner
                  </Badge>
                ) : null}
              </span>
              <span className="text-right">
                <Money cents={total.computed} className="font-semibold text-fg" />
                {!total.ok ? (
                  <span className="block text-xs text-danger">published {total.published === null ? '—' : formatCents(total.published)}</span>
                ) : null}
                {check.outcome.points ? <span className="block text-xs text-fg-muted">{check.outcome.points[total.seat]} points</span> : null}
                {eliminatedIn.has(total.seat) ? <span className="block text-xs text-fg-subtle">out in round {eliminatedIn.get(total.seat)! + 1}</span> : null}
                {(check.payouts.computed[total.seat] ?? 0) > 0 ? (
                  <span className="block text-xs text-success">
                    wins <Money cents={check.payouts.computed[total.seat] ?? 0} />
                  </span>
                ) : null}
              </span>
              <span aria-label={total.ok ? 'Total matches' : 'Total does not match'} className={cn('w-4 text-center font-bold', total.ok ? 'text-success' : 'text-danger')}>
                {total.ok ? '✓' : '✗'}
              </span>
            </li>
          );
        })}
      </ul>
      <p className="border-t border-line px-4 py-3 text-xs leading-5 text-fg-muted">
        {howDecided(battle, check)}
      </p>
    </div>
  );
}
