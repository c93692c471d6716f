/**
 * Upgrader benchmark (issue: upgrader, DESIGN §20).
 *
 * In the same run, on the big catalogue of bench:packs (5,000 packs, 50,000 items) and its
 * players (funded, every limit set too high to refuse: bench/lib/limits), the server as its own
 * process on PostgreSQL:
 *
 * 1. HTTP pack opens as fast as they go, exactly as bench:packs sends them, and HTTP upgrades
 *    of a balance part (no items: the closest shape to an open, one stake paid wallet → house)
 *    for a target picked so the chance is about 50 %, in rounds ABBA (BAAB in the next core
 *    mode, so a drifting machine favours neither): upgrades/s over opens/s, target ≥ 0.9 (the
 *    issue: "it is the same shape of transaction").
 * 2. HTTP upgrades of one inventory item each (won by the opens before, a target at about 50 %),
 *    for information: the items add the row locks of the staked inventory.
 * 3. Balance upgrades paced at 80 % of the opens' rate: p99, target < 50 ms.
 *
 * Beside each rate, the server process's CPU per request, and the statements each transaction
 * sends (captured from the server's own code), which is where an upgrade and an open differ.
 *
 *   npm run bench:upgrader   BENCH_SECONDS (default 8), BENCH_CLIENTS (default 10)
 */
import { randomInt, randomUUID } from 'node:crypto';
import { UPGRADE_DIRECTIONS, upgradeChancePpm, upgradeRefusal, formatPercent } from '@lootforge/core/upgrader';
import { formatCents } from '@lootforge/core/money';
import type { Database } from '../../packages/server/src/db/client';
import { openPack } from '../../packages/server/src/packs/open';
import { upgrade } from '../../packages/server/src/upgrader/service';
import { systemClock } from '../../packages/server/src/clock';
import { verifyLedger } from '../../packages/server/src/ledger/verify';
import { makePlayers, type BenchPlayer } from '../lib/setup';
import { benchWorkers } from '../lib/server-process';
import { canSplitCores, releaseCores, useCores, type CoreMode } from '../lib/cores';
import { setLimits } from '../lib/limits';
import { catalogueServer, openRequest, warmUpOpens } from '../lib/catalogue';
import { httpRate } from '../lib/http-load';
import { post } from '../lib/http-client';
import { watchTransactions, withoutAccountLookups, type Captured } from '../lib/capture';
import type { WrkRequest } from '../lib/wrk';
import type { Cores } from '../lib/cpu';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const clients = Number(process.env.BENCH_CLIENTS ?? 10);
/** What each benchmark player is funded with (and every money limit: bench/lib/limits). */
const FUND_CENTS = 1_000_000_000;
/** The issue's targets: upgrades/s ≥ this share of opens/s, and p99 under this at PACED_SHARE of the opens' rate. */
const MIN_RATIO = 0.9;
const MAX_P99_MS = 50;
const PACED_SHARE = 0.8;
/** The balance part of each balance upgrade, and the chance its targets are picked for. */
const STAKE_CENTS = 1_000;
const AIM_CHANCE_PPM = 500_000;

type Options = { houseEdge: number; minChancePpm: number; maxChancePpm: number };
type CatalogueItem = { id: string; valueCents: number };

/** The catalogue item whose value gives a stake of `stakeCents` the chance nearest AIM_CHANCE_PPM, if the upgrader allows it. */
function targetFor(items: CatalogueItem[], stakeCents: number, options: Options): CatalogueItem | undefined {
  const ideal = (stakeCents * (1 - options.houseEdge) * 1_000_000) / AIM_CHANCE_PPM;
  let lo = 0;
  let hi = items.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (items[mid]!.valueCents < ideal) lo = mid + 1;
    else hi = mid;
  }
  const best = [items[lo - 1], items[lo]].filter((i) => i !== undefined).sort((a, b) => Math.abs(a.valueCents - ideal) - Math.abs(b.valueCents - ideal))[0];
  if (!best) return undefined;
  return upgradeRefusal({ stakeCents, targetCents: best.valueCents, itemCount: 0, ...options }) ? undefined : best;
}

/** The upgrade request as the page sends it: POST /api/upgrader with its own Idempotency-Key. */
function upgradeRequest(player: BenchPlayer, body: { inventoryIds: string[]; balanceCents: number; targetItemId: string }): WrkRequest {
  const direction = UPGRADE_DIRECTIONS[randomInt(0, UPGRADE_DIRECTIONS.length)]!;
  return { method: 'POST', path: '/api/upgrader', headers: { cookie: player.cookie, 'idempotency-key': randomUUID() }, body: JSON.stringify({ ...body, direction }) };
}

async function send(baseUrl: string, r: WrkRequest): Promise<void> {
  const response = await post(`${baseUrl}${r.path}`, { ...r.headers, 'content-type': 'application/json' }, r.body);
  if (response.status !== 200) throw new Error(`${r.path} answered ${response.status}: ${response.body}`);
}

/** Balance upgrades: STAKE_CENTS from a random player's balance for one of the targets nearest AIM_CHANCE_PPM. */
function balanceUpgrades(players: BenchPlayer[], items: CatalogueItem[], options: Options) {
  const ideal = targetFor(items, STAKE_CENTS, options)!;
  const at = items.indexOf(ideal);
  const targets = items.slice(Math.max(0, at - 2), at + 3).filter((t) => !upgradeRefusal({ stakeCents: STAKE_CENTS, targetCents: t.valueCents, itemCount: 0, ...options }));
  const chances = targets.map((t) => upgradeChancePpm(STAKE_CENTS, t.valueCents, options.houseEdge));
  const describe = `${formatCents(STAKE_CENTS)} of balance for one of ${targets.length} targets worth ${formatCents(targets[0]!.valueCents)}–${formatCents(targets.at(-1)!.valueCents)}, chance ${formatPercent(Math.min(...chances))}–${formatPercent(Math.max(...chances))}`;
  const body = () => ({ inventoryIds: [], balanceCents: STAKE_CENTS, targetItemId: targets[randomInt(0, targets.length)]!.id });
  const by = (player: BenchPlayer) => upgradeRequest(player, body());
  return { describe, body, by, request: () => by(players[randomInt(0, players.length)]!) };
}

/** One request a free inventory item of the players (in random order), each for the target nearest AIM_CHANCE_PPM. */
async function itemUpgrades(db: Database, players: BenchPlayer[], items: CatalogueItem[], options: Options): Promise<WrkRequest[]> {
  const byId = new Map(players.map((p) => [p.userId, p]));
  const owned = await db.query<{ id: string; user_id: string; value_cents: string }>(
    `SELECT id, user_id, value_cents FROM inventory_items WHERE user_id = ANY($1::uuid[]) AND sold_at IS NULL AND shipping_order_id IS NULL AND upgrade_id IS NULL`,
    [players.map((p) => p.userId)],
  );
  const requests: WrkRequest[] = [];
  for (const item of owned) {
    const target = targetFor(items, Number(item.value_cents), options);
    if (target) requests.push(upgradeRequest(byId.get(item.user_id)!, { inventoryIds: [item.id], balanceCents: 0, targetItemId: target.id }));
  }
  for (let i = requests.length - 1; i > 0; i--) {
    const j = randomInt(0, i + 1);
    [requests[i], requests[j]] = [requests[j]!, requests[i]!];
  }
  return requests;
}

/** The statements one transaction sends, run through the server's own code (account lookups left out: a running server remembers them). */
async function statementsOf(db: Database, run: (db: Database) => Promise<unknown>): Promise<string[]> {
  const captured: Captured[] = [];
  await run(watchTransactions(db, captured));
  return withoutAccountLookups(captured).map((c) => c.name ?? c.text.replace(/\s+/g, ' ').trim().slice(0, 60));
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
const met = (ok: boolean) => (ok ? 'met' : 'NOT met');

async function main() {
  const started = performance.now();
  console.log(`upgrader benchmark: ${seconds}s per phase, ${clients} clients, PostgreSQL, server in ${benchWorkers()} worker process(es)`);
  const { database, db, packIds, server, close } = await catalogueServer('lf_bench_upgrader');
  try {
    const items = (await db.query<{ id: string; value_cents: string }>(`SELECT id, value_cents FROM items ORDER BY value_cents`)).map((r) => ({ id: r.id, valueCents: Number(r.value_cents) }));
    const options = (await (await fetch(`${server.baseUrl}/api/upgrader/options`)).json()) as Options;
    const players = await makePlayers(db, 200, FUND_CENTS);
    await setLimits(db, players, 'every limit set', FUND_CENTS);
    await warmUpOpens(server.baseUrl, players, packIds[0]!);
    const balance = balanceUpgrades(players, items, options);
    // Warm up the upgrade path too: one balance upgrade a player.
    for (const player of players) await send(server.baseUrl, balance.by(player));
    // Statistics of a database in use, as autovacuum would gather them (this machine's PostgreSQL runs without it): the
    // last ANALYZE saw no opens, upgrades or inventory, and the server's prepared statements would keep plans made for
    // empty tables (a sequential scan of a table that then grows). ANALYZE also makes them plan again.
    await db.query('ANALYZE');
    console.log(`players: 200, funded ${formatCents(FUND_CENTS)} each, every limit set (too high to refuse; reality check every 60 minutes of play)`);
    console.log(`balance upgrade (the closest shape to an open: no items, one stake paid wallet → house): ${balance.describe}`);
    console.log(`item upgrade (for information): one inventory item won by the opens, for the target nearest ${formatPercent(AIM_CHANCE_PPM, 0)}`);

    // The statements of each transaction, from the server's own code: where an upgrade and an open differ.
    const player = players[0]!;
    const upgradeOf = (body: { inventoryIds: string[]; balanceCents: number; targetItemId: string }) => (tx: Database) =>
      upgrade(tx, { userId: player.userId, ...body, direction: 'under', idempotencyKey: randomUUID(), houseEdge: options.houseEdge, maxChancePpm: options.maxChancePpm, clock: systemClock });
    // The item the player won by the warm-up open, for a target at about AIM_CHANCE_PPM.
    const [withItem] = await itemUpgrades(db, [player], items, options);
    const shapes = {
      open: await statementsOf(db, (tx) => openPack(tx, { userId: player.userId, packId: packIds[0]!, count: 1, idempotencyKey: randomUUID(), houseEdge: options.houseEdge })),
      'balance upgrade': await statementsOf(db, upgradeOf(balance.body())),
      ...(withItem ? { 'item upgrade': await statementsOf(db, upgradeOf(JSON.parse(withItem.body!))) } : {}),
    };
    console.log('statements in the transaction (between BEGIN and COMMIT; the session lookup and the play-time tick come before it, the same for all):');
    for (const [what, statements] of Object.entries(shapes)) console.log(`  ${what}: ${statements.length}: ${statements.join(' | ')}`);

    const modes: readonly CoreMode[] = canSplitCores() ? ['shared', 'split'] : ['shared'];
    const ratios = new Map<CoreMode, number>();
    const p99s = new Map<CoreMode, number>();
    for (const [run, mode] of modes.entries()) {
      console.log(`\n${useCores(mode, { serverPid: server.child.pid, db, database })}:`);
      const rates = { opens: [] as number[], upgrades: [] as number[] };
      const cpu = { opens: [] as Cores[], upgrades: [] as Cores[] };
      // ABBA within a mode, BAAB in the next: a drifting machine favours neither side.
      const order = run % 2 === 0 ? (['opens', 'upgrades', 'upgrades', 'opens'] as const) : (['upgrades', 'opens', 'opens', 'upgrades'] as const);
      for (const [i, side] of order.entries()) {
        const round = order.slice(0, i + 1).filter((s) => s === side).length;
        const result =
          side === 'opens'
            ? await httpRate({ server, db, database, label: `HTTP opens, round ${round}`, noun: 'opens', clients, seconds, request: () => openRequest(players, packIds) })
            : await httpRate({ server, db, database, label: `HTTP balance upgrades, round ${round}`, noun: 'upgrades', clients, seconds, request: balance.request });
        rates[side].push(result.perSecond);
        cpu[side].push(result.cpuMsPerRequest);
      }
      const withItems = await itemUpgrades(db, players, items, options);
      const items1 = await httpRate({ server, db, database, label: 'HTTP item upgrades (1 item)', noun: 'upgrades', clients, seconds, count: withItems.length, request: (i) => withItems[i % withItems.length]! });

      const [opens, upgrades] = [mean(rates.opens), mean(rates.upgrades)];
      const rate = Math.max(1, Math.floor(opens * PACED_SHARE));
      const paced = await httpRate({ server, db, database, label: `HTTP balance upgrades at ${rate}/s`, noun: 'upgrades', clients, seconds, ratePerSecond: rate, request: balance.request });
      console.log(`  ledger after the runs: ${(await verifyLedger(db)).ok ? 'verifies' : 'BROKEN'}`);

      const ratio = upgrades / opens;
      ratios.set(mode, ratio);
      p99s.set(mode, paced.p99Ms);
      const rounds = rates.upgrades.map((r, i) => (r / rates.opens[i]!).toFixed(2));
      console.log(
        `upgrader (${mode} cores): ${upgrades.toFixed(0)} balance upgrades/s, ${opens.toFixed(0)} opens/s: ratio ${ratio.toFixed(2)} (rounds: ${rounds.join(', ')}; target ≥ ${MIN_RATIO}: ${met(ratio >= MIN_RATIO)}); ` +
          `item upgrades ${items1.perSecond.toFixed(0)}/s, ratio ${(items1.perSecond / opens).toFixed(2)}`,
      );
      for (const group of ['server', 'postgres'] as const) {
        const [open, upgrade] = [mean(cpu.opens.map((c) => c[group])), mean(cpu.upgrades.map((c) => c[group]))];
        console.log(
          `  ${group === 'server' ? 'server process' : 'PostgreSQL (all its processes)'} CPU per request: open ${open.toFixed(2)} ms, balance upgrade ${upgrade.toFixed(2)} ms (${(upgrade / open).toFixed(2)} × an open), item upgrade ${items1.cpuMsPerRequest[group].toFixed(2)} ms`,
        );
      }
      console.log(
        `  p99 of balance upgrades at ${rate}/s (${PACED_SHARE * 100} % of the opens' rate, ${((rate / upgrades) * 100).toFixed(0)} % of the upgrades' own): ${paced.p99Ms.toFixed(1)} ms (target < ${MAX_P99_MS} ms: ${met(paced.p99Ms < MAX_P99_MS)})`,
      );
    }
    releaseCores(server.child.pid);
    const [made] = await db.query<{ n: number; won: number }>(`SELECT count(*)::int AS n, avg(won::int)::float AS won FROM upgrades`);
    console.log(`\nupgrades made: ${made!.n}, ${(made!.won * 100).toFixed(1)} % won`);
    if (ratios.size > 1) {
      const ratio = mean([...ratios.values()]);
      const worstP99 = Math.max(...p99s.values());
      console.log(`upgrader, mean of the core modes: ratio upgrades/opens ${ratio.toFixed(2)} (target ≥ ${MIN_RATIO}: ${met(ratio >= MIN_RATIO)}); worst p99 at ${PACED_SHARE * 100} % ${worstP99.toFixed(1)} ms (target < ${MAX_P99_MS} ms: ${met(worstP99 < MAX_P99_MS)})`);
    }
    console.log(`run took ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await close();
  }
}

await main();
