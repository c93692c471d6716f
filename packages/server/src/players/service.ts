/** A player's public profile: the allow-list of what anyone may see (DESIGN §10). */
import type { Database } from '../db/client';
import { AppError } from '../errors';
import { loadSeats } from '../battles/repository';
import { toCard } from '../battles/views';
import { levelOf } from '@lootforge/core/levels';
import { OPEN_REVEAL_MS } from '../live/feed';
import { readLifetimeWager } from '../stakes/repository';
import { fileUrl, type Storage } from '../storage/storage';
import { findPlayerByName, listPlayerPublicBattles, listPlayerTopDrops, readPlayerStats } from './repository';

const RECENT_BATTLES = 10;
const TOP_DROPS = 8;

export async function publicProfile(db: Database, storage: Storage, name: string) {
  const player = await findPlayerByName(db, name);
  if (!player) throw new AppError('not_found', 'That player does not exist.');
  const now = new Date();
  const [stats, battles, drops, xp] = await Promise.all([
    readPlayerStats(db, { userId: player.id, now }),
    listPlayerPublicBattles(db, { userId: player.id, limit: RECENT_BATTLES }),
    listPlayerTopDrops(db, { userId: player.id, until: new Date(now.getTime() - OPEN_REVEAL_MS), limit: TOP_DROPS }),
    readLifetimeWager(db, player.id),
  ]);
  const seats = await loadSeats(db, battles.map((battle) => battle.id));
  return {
    player: {
      userName: player.user_name,
      avatarUrl: fileUrl(storage, player.avatar_key),
      avatarThumbUrl: fileUrl(storage, player.avatar_thumb_key),
      joinedAt: player.created_at.getTime(),
      level: levelOf(xp),
      battlesPlayed: stats.played,
      battlesWon: stats.won,
      biggestWinCents: stats.biggest_win_cents ?? 0,
      recentBattles: battles.map((battle) => toCard(storage, battle, seats.filter((seat) => seat.battle_id === battle.id), now.getTime())),
      topDrops: drops.map((drop) => ({
        id: drop.id,
        itemName: drop.item_name,
        valueCents: drop.value_cents,
        thumbUrl: fileUrl(storage, drop.thumb_key),
        packId: drop.pack_id,
        packName: drop.pack_name,
        at: drop.created_at.getTime(),
      })),
    },
  };
}
