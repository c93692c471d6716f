/**
 * Returns (DESIGN §23, decision 035): for every pack, battle mode and the upgrader, the theoretical
 * return and the realised return over 24 hours, 30 days and all time, with the plays counted and the
 * 99 % range the realised figure should fall in if the published odds hold (core transparency.ts).
 *
 * Each closed UTC day is summed once into `return_days` (claimed, so once on any number of
 * instances); a report adds the kept days to a scan of the current day only, and is stored
 * (`transparency_reports`): the page reads the latest, never the plays. A report is made once a day
 * by the sweep, and whenever an admin asks.
 */
import { BATTLE_MODES, MODE_LABELS, type BattleMode } from '@lootforge/core/battle-modes';
import type { GameReturn } from '@lootforge/core/contracts/transparency-answers';
import { NO_PLAYS, range99Ppm, realisedPpm, tableMoments, type ReturnTotals } from '@lootforge/core/transparency';
import type { Database, Sql } from '../db/client';
import type { Clock } from '../clock';
import { writeAudit } from '../console/audit';
import {
  findDailyReport,
  insertReport,
  listReturnPacks,
  listSettledBattles,
  payoutTimes,
  returnDayBounds,
  rollUpReturnDay,
  sumPackOpens,
  sumReturnDays,
  sumUpgrades,
  type ReturnRow,
} from './repository';

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const nextDay = (day: string) => isoDay(new Date(dayStart(day).getTime() + DAY_MS));

/** A battle's sums: staked (every seat's entry), paid back (the value rolled), and the moments of all its rolls. */
function battleRows(battles: Awaited<ReturnType<typeof listSettledBattles>>): ReturnRow[] {
  const byMode = new Map<string, ReturnRow>();
  for (const battle of battles) {
    let ev = 0;
    let variance = 0;
    for (const index of battle.rounds.order) {
      const moments = tableMoments(battle.rounds.packs[index]!.items);
      ev += moments.evCents * battle.players;
      variance += moments.varCents2 * battle.players;
    }
    const row = byMode.get(battle.mode) ?? { game: 'battle' as const, game_id: battle.mode, plays: 0, staked_cents: 0, paid_cents: 0, ev_cents: 0, var_cents2: 0 };
    row.plays = Number(row.plays) + 1;
    row.staked_cents = Number(row.staked_cents) + Number(battle.entry_cents) * battle.players;
    row.paid_cents = Number(row.paid_cents) + Number(battle.total_value_cents ?? 0);
    row.ev_cents += ev;
    row.var_cents2 += variance;
    byMode.set(battle.mode, row);
  }
  return [...byMode.values()];
}

/** Every game's sums over [from, to), read from the plays. */
async function scanPlays(sql: Sql, range: { from: Date; to: Date }): Promise<ReturnRow[]> {
  const [packs, upgrades, battles] = await Promise.all([sumPackOpens(sql, range), sumUpgrades(sql, range), listSettledBattles(sql, range)]);
  return [...packs, ...upgrades, ...battleRows(battles)];
}

/** Sums every closed day not summed yet, oldest first, one transaction each (safe on every instance at once). */
export async function rollUpReturnDays(db: Database, input: { clock: Clock }): Promise<string[]> {
  const today = isoDay(input.clock.now());
  const { first, last_rolled: lastRolled } = await returnDayBounds(db);
  if (!first) return [];
  const rolled: string[] = [];
  for (let day = lastRolled ? nextDay(lastRolled) : first; day < today; day = nextDay(day)) {
    const rows = await scanPlays(db, { from: dayStart(day), to: dayStart(nextDay(day)) });
    if (await db.transaction((tx) => rollUpReturnDay(tx, { day, at: input.clock.now(), rows }))) rolled.push(day);
  }
  return rolled;
}

type Window = 'day' | 'month' | 'all';
const key = (row: { game: string; game_id: string }) => `${row.game}:${row.game_id}`;

function add(into: Map<string, ReturnTotals>, rows: ReturnRow[]) {
  for (const row of rows) {
    const known = into.get(key(row)) ?? NO_PLAYS;
    into.set(key(row), {
      plays: known.plays + Number(row.plays),
      stakedCents: known.stakedCents + Number(row.staked_cents),
      paidCents: known.paidCents + Number(row.paid_cents),
      evCents: known.evCents + Number(row.ev_cents),
      varCents2: known.varCents2 + Number(row.var_cents2),
    });
  }
}

/** The returns of every game as of now: the kept days plus today's plays, and the last 24 hours read from the plays. */
export async function computeReturns(db: Database, input: { clock: Clock; houseEdge: number }): Promise<GameReturn[]> {
  const now = input.clock.now();
  const today = isoDay(now);
  // Up to a day ahead: a battle's start is stamped when its reels begin, a few seconds after it settled.
  const ahead = new Date(now.getTime() + DAY_MS);
  const sinceToday = await scanPlays(db, { from: dayStart(today), to: ahead });
  const windows: Record<Window, Map<string, ReturnTotals>> = { day: new Map(), month: new Map(), all: new Map() };
  add(windows.day, await scanPlays(db, { from: new Date(now.getTime() - DAY_MS), to: ahead }));
  add(windows.month, await sumReturnDays(db, { from: isoDay(new Date(dayStart(today).getTime() - 29 * DAY_MS)), to: today }));
  add(windows.month, sinceToday);
  add(windows.all, await sumReturnDays(db, { from: null, to: today }));
  add(windows.all, sinceToday);

  const figures = (game: string, id: string) => {
    const per = (w: Window) => windows[w].get(`${game}:${id}`) ?? NO_PLAYS;
    const each = <T>(f: (t: ReturnTotals) => T) => ({ day: f(per('day')), month: f(per('month')), all: f(per('all')) });
    return { realised: each(realisedPpm), plays: each((t) => t.plays), range99: each(range99Ppm) };
  };
  const edgeReturnPpm = Math.round((1 - input.houseEdge) * 1_000_000);
  const packs = (await listReturnPacks(db)).map((pack) => ({
    game: 'pack' as const,
    id: pack.id,
    name: pack.name,
    theoreticalPpm: Number(pack.price_cents) > 0 ? Math.round((tableMoments(pack.items).evCents / Number(pack.price_cents)) * 1_000_000) : 0,
    ...figures('pack', pack.id),
  }));
  const modes = BATTLE_MODES.map((mode: BattleMode) => ({ game: 'battle' as const, id: mode, name: MODE_LABELS[mode], theoreticalPpm: edgeReturnPpm, ...figures('battle', mode) }));
  const upgrader = { game: 'upgrader' as const, id: 'upgrader', name: 'Upgrader', theoreticalPpm: edgeReturnPpm, ...figures('upgrader', 'upgrader') };
  return [...packs, ...modes, upgrader];
}

/**
 * Rolls up the closed days, computes the returns and the payout times, and publishes them: a daily
 * report once per UTC day (undefined when another instance published it), or an admin's (audited).
 */
export async function publishReport(db: Database, input: { kind: 'daily' | 'requested'; clock: Clock; houseEdge: number; adminId?: string }): Promise<{ id: number; computedAt: string } | undefined> {
  await rollUpReturnDays(db, input);
  const at = input.clock.now();
  const returns = await computeReturns(db, input);
  const payouts = await payoutTimes(db, new Date(at.getTime() - 30 * DAY_MS));
  return db.transaction(async (tx) => {
    const row = await insertReport(tx, {
      kind: input.kind,
      day: input.kind === 'daily' ? isoDay(at) : null,
      at,
      returns,
      payouts: { count: payouts.count, medianSeconds: payouts.median_seconds, p90Seconds: payouts.p90_seconds },
    });
    if (!row) return undefined;
    if (input.adminId) await writeAudit(tx, input.adminId, { action: 'transparency.returns', targetType: 'transparency_report', targetId: String(row.id), details: { games: returns.length } });
    return { id: Number(row.id), computedAt: at.toISOString() };
  });
}

/** Publishes today's report unless it exists (the sweep's part). */
export async function ensureDailyReport(db: Database, input: { clock: Clock; houseEdge: number }) {
  if (await findDailyReport(db, isoDay(input.clock.now()))) return undefined;
  return publishReport(db, { kind: 'daily', ...input });
}
