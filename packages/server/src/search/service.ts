/** Site search (DESIGN §9): what a query matches, grouped, with battles in the API's status words. */
import type { Database } from '../db/client';
import { searchEverything } from './repository';

const LIMIT = 8;

/** A query that is a whole battle id also finds that battle (read by its key; a part of an id finds nothing, as it would need a scan). */
function battleIdOf(q: string): string | null {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(q) ? q.toLowerCase() : null;
}

/** The API's status words, as the battle list uses them: a settled battle is running until its reels have finished. */
function battleStatus(battle: { status: string; completed_at: Date | null }, nowMs: number): string {
  if (battle.status !== 'settled') return battle.status;
  return battle.completed_at && battle.completed_at.getTime() > nowMs ? 'running' : 'completed';
}

export async function searchSite(db: Database, input: { q: string; nowMs: number }) {
  const found = await searchEverything(db, { text: input.q, battleId: battleIdOf(input.q), limit: LIMIT });
  return { ...found, battles: found.battles.map((battle) => ({ ...battle, status: battleStatus(battle, input.nowMs) })) };
}
