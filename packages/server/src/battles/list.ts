/**
 * Pages of battles, newest first: every battle (filtered by status) or one
 * player's. The cursor is the last card's creation time and id, opaque to the
 * browser.
 */
import { z } from 'zod';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import type { Storage } from '../storage/storage';
import type { BattleListFilter, BattleListQuery } from '@lootforge/core/contracts/battles';
import { listBattles, listUserBattles, loadSeats, type BattleListInput, type BattleRow, type ListCursor, type ListPhase } from './repository';
import { toCard } from './views';

// A running battle is not finished: "live" until its reels have played (completedAt).
const PHASES: Record<BattleListFilter, ListPhase[]> = {
  all: ['open', 'live', 'finished'],
  open: ['open'],
  live: ['live'],
  finished: ['finished'],
  completed: ['live', 'finished'],
};

const SORTS: Record<BattleListQuery['sort'], Pick<BattleListInput, 'sortKey' | 'descending'>> = {
  newest: { sortKey: null, descending: true },
  'price-desc': { sortKey: 'entry_cents', descending: true },
  'price-asc': { sortKey: 'entry_cents', descending: false },
  'players-desc': { sortKey: 'players', descending: true },
  'players-asc': { sortKey: 'players', descending: false },
};

type SortKey = BattleListInput['sortKey'];

function encodeCursor(row: BattleRow, sortKey: SortKey): string {
  const key = sortKey ? String(row[sortKey]) : '';
  return Buffer.from(`${key}|${row.created_at.toISOString()}|${row.id}`).toString('base64url');
}

const cursorSchema = z.object({
  key: z.union([z.literal('').transform(() => null), z.coerce.number().int().min(0)]),
  createdAt: z.coerce.date().min(new Date('2000-01-01')).max(new Date('9999-12-31')),
  id: z.uuid(),
});

function decodeCursor(cursor: string | undefined, sortKey: SortKey = null): ListCursor | undefined {
  if (!cursor) return undefined;
  const [key, createdAt, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const parsed = cursorSchema.safeParse({ key, createdAt, id });
  // A cursor from another sort order cannot say where this one's page ends.
  if (!parsed.success || (parsed.data.key === null) !== (sortKey === null)) throw new AppError('validation', 'That page cursor is not valid.');
  return parsed.data;
}

type Page = { limit: number; cursor?: string };

/** Reads one more row than the page holds, to know whether a next page exists. */
async function toPage(db: Database, storage: Storage, rows: BattleRow[], limit: number, options: { viewerId?: string; sortKey?: SortKey } = {}) {
  const page = rows.slice(0, limit);
  const seats = await loadSeats(db, page.map((r) => r.id));
  const nowMs = Date.now();
  return {
    battles: page.map((row) => toCard(storage, row, seats.filter((s) => s.battle_id === row.id), nowMs, options.viewerId)),
    nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]!, options.sortKey ?? null) : null,
  };
}

export async function listBattlePage(db: Database, storage: Storage, input: BattleListQuery) {
  const sort = SORTS[input.sort];
  const rows = await listBattles(db, {
    phases: PHASES[input.filter],
    ...sort,
    mode: input.mode ?? null,
    minEntryCents: input.minPriceCents ?? null,
    maxEntryCents: input.maxPriceCents ?? null,
    now: new Date(),
    limit: input.limit + 1,
    cursor: decodeCursor(input.cursor, sort.sortKey),
  });
  return toPage(db, storage, rows, input.limit, { sortKey: sort.sortKey });
}

/** A player's battles, each card saying what they paid and received. */
export async function listPlayerBattlePage(db: Database, storage: Storage, input: Page & { userId: string }) {
  const rows = await listUserBattles(db, { userId: input.userId, limit: input.limit + 1, cursor: decodeCursor(input.cursor) });
  return toPage(db, storage, rows, input.limit, { viewerId: input.userId });
}
