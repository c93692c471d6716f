/**
 * Pages of battles, newest first: every battle (filtered by status) or one
 * player's. The cursor is the last card's creation time and id, opaque to the
 * browser.
 */
import { z } from 'zod';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import type { Storage } from '../storage/storage';
import { listBattles, listUserBattles, loadSeats, type BattleRow, type ListCursor } from './repository';
import { toCard } from './views';

export type BattleFilter = 'all' | 'open' | 'completed';

const STATUSES: Record<BattleFilter, string[]> = { all: ['open', 'settled'], open: ['open'], completed: ['settled'] };

function encodeCursor(row: BattleRow): string {
  return Buffer.from(`${row.created_at.toISOString()}|${row.id}`).toString('base64url');
}

const cursorSchema = z.object({ createdAt: z.coerce.date().min(new Date('2000-01-01')).max(new Date('9999-12-31')), id: z.uuid() });

function decodeCursor(cursor: string | undefined): ListCursor | undefined {
  if (!cursor) return undefined;
  const [createdAt, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const parsed = cursorSchema.safeParse({ createdAt, id });
  if (!parsed.success) throw new AppError('validation', 'That page cursor is not valid.');
  return parsed.data;
}

type Page = { limit: number; cursor?: string };

/** Reads one more row than the page holds, to know whether a next page exists. */
async function toPage(db: Database, storage: Storage, rows: BattleRow[], limit: number, viewerId?: string) {
  const page = rows.slice(0, limit);
  const seats = await loadSeats(db, page.map((r) => r.id));
  const nowMs = Date.now();
  return {
    battles: page.map((row) => toCard(storage, row, seats.filter((s) => s.battle_id === row.id), nowMs, viewerId)),
    nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]!) : null,
  };
}

export async function listBattlePage(db: Database, storage: Storage, input: Page & { filter: BattleFilter }) {
  const rows = await listBattles(db, { statuses: STATUSES[input.filter], limit: input.limit + 1, cursor: decodeCursor(input.cursor) });
  return toPage(db, storage, rows, input.limit);
}

/** A player's battles, each card saying what they paid and received. */
export async function listPlayerBattlePage(db: Database, storage: Storage, input: Page & { userId: string }) {
  const rows = await listUserBattles(db, { userId: input.userId, limit: input.limit + 1, cursor: decodeCursor(input.cursor) });
  return toPage(db, storage, rows, input.limit, input.userId);
}
