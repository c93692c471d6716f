import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import type { UpgradeView } from '@lootforge/core/contracts/upgrader-answers';
import { formatCents } from '@lootforge/core/money';
import { formatPercent, UPGRADE_TICKETS } from '@lootforge/core/upgrader';
import { Button } from '../../../components/ui/button';
import { ZapIcon } from '../../../components/ui/icons';
import { Field, Input, Select } from '../../../components/ui/input';
import { Skeleton, Skeletons } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { readableError } from '../../../lib/readable-error';
import type { RevealedSeedPair } from '../api';
import { useUpgradeToVerify } from '../requests/get-upgrade';
import { useUpgraderHouseEdge } from '../requests/get-upgrader-options';
import { houseEdgeText, upgradeFields, verifyUpgrade, type UpgradeCheck, type UpgradeCheckLine, type UpgradeCheckName, type UpgradeFields } from '../verify-upgrade';
import { ErrorNotice, IdleResult, ResultStep } from './verifier-parts';
import { Verdict } from './verdict';

/** `upgrade`: the id of one of the person's upgrades; the other fields override what it published (blank: its own). */
export type UpgradeCheckParams = UpgradeFields & { upgrade: string };

export const UPGRADE_FIELDS = ['serverSeed', 'clientSeed', 'nonce', 'direction', 'chancePpm', 'stake', 'target', 'houseEdge', 'serverSeedHash'] as const satisfies ReadonlyArray<keyof UpgradeFields>;

const UPGRADE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const NO_FIELDS: UpgradeFields = { serverSeed: '', clientSeed: '', nonce: '', direction: '', chancePpm: '', stake: '', target: '', houseEdge: '', serverSeedHash: '' };

const count = (n: number) => n.toLocaleString('en-US');

const VERDICT_LABELS: Record<UpgradeCheckName, [string, string]> = {
  'Server seed hash': ['Hash matches', 'Hash mismatch'],
  'Win chance': ['Chance matches', 'Chance mismatch'],
  Ticket: ['Ticket matches', 'Ticket mismatch'],
  Result: ['Result matches', 'Result mismatch'],
};

/**
 * The upgrade checker: an upgrade id (the signed-in player's own, loaded from the server) and/or
 * its fields by hand in; the hash, the HMAC, the 52-bit number, the ticket, the winning range and
 * the result out, each compared with what was published. `run` says whether to show a result.
 */
export function UpgradeVerifier({
  params,
  run,
  signedIn,
  revealed,
  onSubmit,
}: {
  params: UpgradeCheckParams;
  run: boolean;
  /** Null while the session is being looked up. */
  signedIn: boolean | null;
  /** The person's revealed seed pairs: an upgrade's server seed fills in once its pair is among them. */
  revealed: readonly RevealedSeedPair[];
  onSubmit: (next: UpgradeCheckParams) => void;
}) {
  const id = useId();
  const [idError, setIdError] = useState<string | null>(null);
  const upgradeId = UPGRADE_ID.test(params.upgrade) ? params.upgrade.toLowerCase() : null;
  const upgrade = useUpgradeToVerify(signedIn ? upgradeId : null);
  const houseEdge = useUpgraderHouseEdge();
  const loaded = upgradeId !== null && upgrade.data?.id === upgradeId ? upgrade.data : null;

  // What the form starts from: the upgrade's own figures, its server seed once revealed, the site's house edge.
  const hash = (params.serverSeedHash || loaded?.fairness.serverSeedHash || '').toLowerCase();
  const revealedSeed = (hash && revealed.find((pair) => pair.serverSeedHash === hash)?.serverSeed) || '';
  // The edge the upgrade was made with, when it was kept; else the site's edge today.
  const edge = loaded?.houseEdgePpm != null ? loaded.houseEdgePpm / 1_000_000 : (houseEdge.data ?? null);
  const prefill = useMemo<UpgradeFields>(
    () => (loaded ? upgradeFields(loaded, revealedSeed, edge) : { ...NO_FIELDS, serverSeed: revealedSeed, houseEdge: edge === null ? '' : houseEdgeText(edge) }),
    [loaded, revealedSeed, edge],
  );
  const fields = useMemo<UpgradeFields>(() => Object.fromEntries(UPGRADE_FIELDS.map((key) => [key, params[key] || prefill[key]])) as UpgradeFields, [params, prefill]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const upgradeText = text('upgrade');
    if (upgradeText !== '' && !UPGRADE_ID.test(upgradeText)) {
      setIdError('That is not an upgrade id. It looks like 3f2b8c1e-…, as on the upgrade’s result.');
      return;
    }
    setIdError(null);
    // What still reads as the upgrade filled it in stays blank, so another upgrade's id brings its own.
    const next = Object.fromEntries(UPGRADE_FIELDS.map((key) => [key, text(key) === prefill[key] ? '' : text(key)])) as UpgradeFields;
    onSubmit({ ...next, upgrade: upgradeText });
  }

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,23rem)_minmax(0,1fr)] lg:gap-8">
      {/* Re-mounted when what it shows changes (a submit, a link, the upgrade loading, its seed revealed). */}
      <form key={`${params.upgrade}:${JSON.stringify(fields)}`} onSubmit={submit} noValidate aria-label="Upgrade inputs" className="flex flex-col gap-4">
        <Field label="Upgrade id (optional)" htmlFor={`${id}-upgrade`} error={idError} hint="One of your upgrades: fills in everything below.">
          <Input
            id={`${id}-upgrade`}
            name="upgrade"
            defaultValue={params.upgrade}
            className="font-mono"
            placeholder="From the upgrade’s result"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={idError ? true : undefined}
            aria-describedby={idError ? `${id}-upgrade-error` : `${id}-upgrade-hint`}
          />
        </Field>
        <Field label="Server seed" htmlFor={`${id}-server`} hint="Revealed when you rotate your seed pair.">
          <Input id={`${id}-server`} name="serverSeed" defaultValue={fields.serverSeed} className="font-mono" placeholder="64 hex characters" autoComplete="off" spellCheck={false} />
        </Field>
        <Field label="Client seed" htmlFor={`${id}-client`}>
          <Input id={`${id}-client`} name="clientSeed" defaultValue={fields.clientSeed} className="font-mono" placeholder="Your client seed" autoComplete="off" spellCheck={false} />
        </Field>
        <div className="grid grid-cols-[7rem_minmax(0,1fr)] gap-3">
          <Field label="Nonce" htmlFor={`${id}-nonce`}>
            <Input id={`${id}-nonce`} name="nonce" defaultValue={fields.nonce} inputMode="numeric" className="font-mono tabular-nums" placeholder="0" autoComplete="off" />
          </Field>
          <Field label="Direction" htmlFor={`${id}-direction`}>
            <Select id={`${id}-direction`} name="direction" defaultValue={fields.direction || 'under'}>
              <option value="under">Under</option>
              <option value="over">Over</option>
            </Select>
          </Field>
        </div>
        <Field label="Win chance (parts per million)" htmlFor={`${id}-chance`} hint="37.52 % is 375200. Blank: computed from the stake and the target.">
          <Input id={`${id}-chance`} name="chancePpm" defaultValue={fields.chancePpm} inputMode="numeric" className="font-mono tabular-nums" placeholder="e.g. 375200" autoComplete="off" />
        </Field>
        <fieldset className="flex flex-col gap-3 rounded-xl border border-line p-3">
          <legend className="px-1 text-xs font-medium text-fg-subtle">The chance from the stake and the target (optional)</legend>
          <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_5.5rem] gap-3">
            <Field label="Stake ($)" htmlFor={`${id}-stake`}>
              <Input id={`${id}-stake`} name="stake" defaultValue={fields.stake} inputMode="decimal" className="tabular-nums" placeholder="10.00" autoComplete="off" />
            </Field>
            <Field label="Target ($)" htmlFor={`${id}-target`}>
              <Input id={`${id}-target`} name="target" defaultValue={fields.target} inputMode="decimal" className="tabular-nums" placeholder="25.00" autoComplete="off" />
            </Field>
            <Field label="Edge (%)" htmlFor={`${id}-edge`}>
              <Input id={`${id}-edge`} name="houseEdge" defaultValue={fields.houseEdge} inputMode="decimal" className="tabular-nums" placeholder="8" autoComplete="off" />
            </Field>
          </div>
        </fieldset>
        <Field label="Published hash (optional)" htmlFor={`${id}-hash`} hint="The server seed hash you were shown before the upgrade.">
          <Input id={`${id}-hash`} name="serverSeedHash" defaultValue={fields.serverSeedHash} className="font-mono" placeholder="SHA-256 of the server seed" autoComplete="off" spellCheck={false} />
        </Field>
        <Button type="submit" variant="secondary" size="lg" className="mt-1">
          <ZapIcon className="size-4.5" />
          Verify upgrade
        </Button>
      </form>

      <section aria-label="Upgrade result" aria-live="polite" className="min-w-0">
        {!run ? (
          <IdleResult
            title="No upgrade checked yet"
            description="Paste the id of one of your upgrades, or type its seeds, nonce, direction and chance. The roll is re-run in your browser."
          />
        ) : params.upgrade !== '' && upgradeId === null ? (
          <ErrorNotice message="That is not an upgrade id." />
        ) : upgradeId !== null && signedIn === false ? (
          <ErrorNotice message="Sign in to load an upgrade by its id: only its player can see it. Or type its fields by hand." />
        ) : upgradeId !== null && (signedIn === null || upgrade.isPending) ? (
          <UpgradeSkeleton />
        ) : upgradeId !== null && upgrade.isError ? (
          <ErrorNotice message={readableError(upgrade.error)} />
        ) : fields.serverSeed === '' ? (
          <IdleResult
            title="Now the server seed"
            description={
              loaded
                ? 'The server seed of this upgrade is secret while its seed pair is in use. Rotate your seed pair below to reveal it: the check then runs by itself.'
                : 'Enter the revealed server seed. Rotate your seed pair below to reveal the one in use.'
            }
          />
        ) : (
          <UpgradeResult fields={fields} upgrade={loaded} />
        )}
      </section>
    </div>
  );
}

function UpgradeSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-label="Loading the upgrade">
      <Skeleton className="h-20 w-full rounded-2xl" />
      <Skeletons className="flex flex-col gap-2" shapes={['h-12 rounded-xl', 'h-12 rounded-xl', 'h-12 rounded-xl']} />
    </div>
  );
}

function UpgradeResult({ fields, upgrade }: { fields: UpgradeFields; upgrade: UpgradeView | null }) {
  const result = useMemo(() => verifyUpgrade(fields, upgrade), [fields, upgrade]);
  if (!result.ok) return <ErrorNotice message={result.error} />;
  return <UpgradeCheckView check={result.value} upgrade={upgrade} />;
}

function lineOf(check: UpgradeCheck, name: UpgradeCheckName): UpgradeCheckLine | null {
  return check.checks.find((line) => line.name === name) ?? null;
}

function CheckVerdict({ line }: { line: UpgradeCheckLine | null }) {
  if (!line) return null;
  const [match, mismatch] = VERDICT_LABELS[line.name];
  return <Verdict ok={line.ok} label={line.ok ? match : mismatch} />;
}

function Mono({ children, className }: { children: ReactNode; className?: string }) {
  return <code className={cn('font-mono text-[0.8125rem] text-fg [overflow-wrap:anywhere]', className)}>{children}</code>;
}

function directionWord(direction: UpgradeCheck['direction']): string {
  return direction === 'under' ? 'Under' : 'Over';
}

function UpgradeCheckView({ check, upgrade }: { check: UpgradeCheck; upgrade: UpgradeView | null }) {
  const compared = check.checks.length > 0;
  const ok = check.failed.length === 0;
  const head = check.hmac.slice(0, 13);
  const hash = lineOf(check, 'Server seed hash');
  const chance = lineOf(check, 'Win chance');
  const ticket = lineOf(check, 'Ticket');
  const result = lineOf(check, 'Result');
  const { winning } = check;
  const edgePpm = check.chanceFrom ? Math.round(check.chanceFrom.houseEdge * UPGRADE_TICKETS) : 0;
  const edgeText = formatPercent(edgePpm, edgePpm % 10_000 === 0 ? 0 : 2);

  return (
    <div className="flex flex-col gap-4">
      <div
        data-testid="upgrade-verdict"
        className={cn(
          'flex flex-col gap-3 rounded-2xl border p-4 sm:flex-row sm:items-start sm:p-5',
          !compared ? 'border-line bg-ink-950/30' : ok ? 'border-success/35 bg-success/8' : 'border-danger/40 bg-danger/8',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'grid size-12 shrink-0 place-items-center rounded-2xl text-2xl font-bold ring-1 ring-inset',
            !compared ? 'bg-ink-800 text-fg-muted ring-line-strong' : ok ? 'bg-success/15 text-success ring-success/35' : 'bg-danger/15 text-danger ring-danger/40',
          )}
        >
          {!compared ? '=' : ok ? '✓' : '✗'}
        </span>
        <div className="min-w-0 flex-1">
          <p className={cn('text-lg font-bold', !compared ? 'text-fg' : ok ? 'text-success' : 'text-danger')}>
            {!compared ? 'Re-rolled in your browser' : ok ? 'This upgrade checks out' : `${check.failed.length} ${check.failed.length === 1 ? 'check does' : 'checks do'} not match`}
          </p>
          {compared && !ok ? (
            <p className="text-sm font-medium text-danger" data-testid="failed-checks">
              Failed: {check.failed.join(' · ')}
            </p>
          ) : null}
          <p className="text-sm text-fg-muted">
            {upgrade ? `${formatCents(upgrade.stakeCents)} for ${upgrade.target.name} (${formatCents(upgrade.targetValueCents)}) · ` : ''}
            {directionWord(check.direction)} {formatPercent(check.chancePpm)} · ticket {count(check.ticket)} · {check.won ? 'won' : 'lost'}
            {compared ? ' · re-rolled in your browser' : '. Nothing published to compare with: paste the published hash, or the upgrade’s id.'}
          </p>
          {compared ? (
            <div className="mt-2.5 flex flex-wrap gap-2">
              {check.checks.map((line) => (
                <CheckVerdict key={line.name} line={line} />
              ))}
            </div>
          ) : null}
        </div>
      </div>

      <ol className="flex flex-col divide-y divide-line rounded-xl border border-line bg-ink-950/30">
        <ResultStep step={1} label="SHA-256(server seed)">
          <Mono>
            <span data-testid="computed-hash">{check.serverSeedHash}</span>
          </Mono>
          {hash ? (
            <div className="mt-1.5 flex flex-wrap items-center gap-2 text-xs text-fg-subtle">
              <CheckVerdict line={hash} />
              {hash.ok ? 'The hash published before the upgrade: the seed was fixed in advance.' : <span>Published: <Mono className="text-xs text-danger">{hash.published}</Mono></span>}
            </div>
          ) : null}
        </ResultStep>
        <ResultStep step={2} label="Message">
          <Mono>{check.message}</Mono>
        </ResultStep>
        <ResultStep step={3} label="HMAC-SHA256(server seed, message)">
          <Mono className="text-fg-muted">
            <mark className="rounded bg-cool/15 px-0.5 text-cool">{head}</mark>
            {check.hmac.slice(13)}
          </Mono>
        </ResultStep>
        <ResultStep step={4} label="First 13 hex characters as a number (52 bits)">
          <Mono className="tabular-nums">
            n = 0x{head} = {count(check.value)}
          </Mono>
        </ResultStep>
        <ResultStep step={5} label="Ticket = floor(n ÷ 2^52 × 1,000,000) + 1">
          <div className="flex flex-wrap items-center gap-3">
            <output aria-label="Ticket" className="font-mono text-2xl font-bold text-accent tabular-nums">
              {count(check.ticket)}
            </output>
            <span className="text-xs text-fg-subtle">of 1 – {count(UPGRADE_TICKETS)}</span>
            <CheckVerdict line={ticket} />
            {ticket && !ticket.ok ? <span className="text-xs text-danger">published {ticket.published}</span> : null}
          </div>
        </ResultStep>
        <ResultStep step={6} label="Win chance">
          <p className="text-sm text-fg">
            <span className="font-semibold tabular-nums">{formatPercent(check.chancePpm)}</span>{' '}
            <span className="font-mono text-xs text-fg-subtle tabular-nums">({count(check.chancePpm)} of 1,000,000)</span>
          </p>
          {check.chanceFrom ? (
            <div className="mt-1.5 flex flex-col gap-1.5 text-xs text-fg-subtle">
              <Mono className="text-xs text-fg-muted">
                floor((1,000,000 − {count(edgePpm)}) × {formatCents(check.chanceFrom.stakeCents)} ÷ {formatCents(check.chanceFrom.targetCents)}) = {count(check.chanceFrom.chancePpm)}
              </Mono>
              {chance ? (
                <span className="flex flex-wrap items-center gap-2">
                  <CheckVerdict line={chance} />
                  {chance.ok
                    ? `The stake, the target and a house edge of ${edgeText} give the chance the upgrade used.`
                    : `The upgrade used ${chance.published}. Its record keeps the chance, not the house edge: an edge other than ${edgeText} may have priced it.`}
                </span>
              ) : null}
            </div>
          ) : null}
        </ResultStep>
        <ResultStep step={7} label={`Winning tickets for ${check.direction}`}>
          <p className="text-sm text-fg">
            {winning.from > winning.to ? (
              'No ticket wins at a chance of 0.'
            ) : (
              <>
                {directionWord(check.direction)} wins on tickets{' '}
                <span className="font-mono font-semibold tabular-nums" data-testid="winning-range">
                  {count(winning.from)} – {count(winning.to)}
                </span>
              </>
            )}
          </p>
          <WinningStrip check={check} />
        </ResultStep>
        <ResultStep step={8} label="Result">
          <div className="flex flex-wrap items-center gap-3">
            <output aria-label="Result" className={cn('text-2xl font-bold', check.won ? 'text-success' : 'text-fg')}>
              {check.won ? 'Won' : 'Lost'}
            </output>
            <span className="text-xs text-fg-subtle">
              Ticket {count(check.ticket)} is {check.won ? '' : 'not '}in the winning range.
            </span>
            <CheckVerdict line={result} />
            {result && !result.ok ? <span className="text-xs text-danger">published {result.published.toLowerCase()}</span> : null}
          </div>
        </ResultStep>
      </ol>
    </div>
  );
}

/** The million tickets as one bar: the winning run lit, a pin where this ticket falls. */
function WinningStrip({ check }: { check: UpgradeCheck }) {
  const width = (check.chancePpm / UPGRADE_TICKETS) * 100;
  return (
    <div className="mt-3" aria-hidden="true">
      <div className="relative">
        <div className="relative h-2.5 overflow-hidden rounded-full bg-ink-700">
          <span className={cn('absolute inset-y-0 bg-success/70', check.direction === 'under' ? 'left-0' : 'right-0')} style={{ width: `${width}%` }} />
        </div>
        <span
          className={cn('absolute -top-1.5 h-5.5 w-0.5 -translate-x-1/2 rounded-full shadow-[0_0_0_2px_rgb(7_10_19)]', check.won ? 'bg-success' : 'bg-fg')}
          style={{ left: `${((check.ticket - 0.5) / UPGRADE_TICKETS) * 100}%` }}
        />
      </div>
      <div className="mt-1.5 flex justify-between font-mono text-[10px] text-fg-subtle tabular-nums">
        <span>1</span>
        <span>{count(UPGRADE_TICKETS)}</span>
      </div>
    </div>
  );
}

