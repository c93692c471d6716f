/**
 * Levels and free cases (DESIGN §21): the level comes from XP (cents staked as §13 counts them),
 * never stored; each level reached from 2 gives one free open of its tier's level pack, and from
 * level 2 a daily one every 24 hours after the last. A claim is one transaction: the seed pair's
 * lock (opens take nonces in turn), the rules, the claim's key recorded once, and an open of the
 * tier's pack that costs nothing.
 */
import { DAILY_CASE_FROM_LEVEL, levelOf, levelProgress, tierLevels, tierOf, TIERS } from '@lootforge/core/levels';
import { DAY_MS } from '@lootforge/core/races';
import { formatUtc } from '@lootforge/core/limits';
import type { ClaimInput } from '@lootforge/core/contracts/levels';
import type { LevelsAnswer } from '@lootforge/core/contracts/levels-answers';
import type { Database } from '../db/client';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import { lockActivePair } from '../fairness/seed-pairs';
import { readForOpen, recordOpens, type OpenedItem } from '../packs/repository';
import { rollOpens } from '../packs/open';
import { readLifetimeWager } from '../stakes/repository';
import { refuseWhilePaused } from '../stakes/service';
import { fileUrl, type Storage } from '../storage/storage';
import { findLevelPack, insertClaim, listLevelPacks, readClaims, recordClaimOpen } from './repository';

const NO_TIER_CASE = 'There is no free case for this tier yet.';

/** A player's level, their free cases waiting and every tier's table. */
export async function levelsOf(db: Database, storage: Storage, input: { userId: string; clock: Clock }): Promise<LevelsAnswer> {
  const [xp, claims, packs] = await Promise.all([readLifetimeWager(db, input.userId), readClaims(db, input.userId), listLevelPacks(db)]);
  const progress = levelProgress(xp);
  const packOfTier = new Map(packs.map((pack) => [pack.level_tier, pack]));
  const claimable: LevelsAnswer['claimable'] = [];
  for (let level = 2; level <= progress.level; level++) {
    const pack = packOfTier.get(tierOf(level));
    if (pack && !claims.keys.has(`level:${level}`)) claimable.push({ kind: 'level', level, packId: pack.id });
  }
  const nextDaily = nextDailyAtMs(progress.level, claims.lastDailyAt);
  const dailyPack = packOfTier.get(tierOf(progress.level));
  const nowMs = input.clock.now().getTime();
  if (nextDaily !== null && nextDaily <= nowMs && dailyPack) claimable.push({ kind: 'daily', level: progress.level, packId: dailyPack.id });
  return {
    xp,
    level: progress.level,
    levelXp: progress.levelXp,
    nextLevelXp: progress.nextLevelXp,
    claimable,
    nextDailyAt: nextDaily !== null && nextDaily > nowMs ? new Date(nextDaily).toISOString() : null,
    tiers: Array.from({ length: TIERS }, (_, i) => {
      const tier = i + 1;
      const pack = packOfTier.get(tier);
      const { from, to } = tierLevels(tier);
      return {
        tier,
        fromLevel: from,
        toLevel: to,
        pack: pack
          ? {
              id: pack.id,
              name: pack.name,
              thumbUrl: fileUrl(storage, pack.thumb_key),
              items: pack.items.map((item) => ({ itemId: item.item_id, name: item.name, valueCents: Number(item.value_cents), oddsPpm: item.odds_ppm, thumbUrl: fileUrl(storage, item.thumb_key) })),
            }
          : null,
      };
    }),
  };
}

/** When the daily case can next be claimed: from level 2, 24 hours after the last claim (null: not before level 2). */
function nextDailyAtMs(level: number, lastDailyAt: Date | null): number | null {
  if (level < DAILY_CASE_FROM_LEVEL) return null;
  return lastDailyAt === null ? 0 : lastDailyAt.getTime() + DAY_MS;
}

/**
 * Claims a free case: refused during a break or self-exclusion (and while a reality check is due
 * or the play time is up), for a level not reached, a daily case not due yet, or a key claimed
 * already (twenty claims at once: one open). Answers the open.
 */
export async function claimFreeCase(db: Database, input: { userId: string; claim: ClaimInput; clock: Clock }): Promise<{ opens: OpenedItem[]; packId: string; packName: string; level: number }> {
  return db.transaction(async (tx) => {
    const pair = await lockActivePair(tx, input.userId);
    await refuseWhilePaused(tx, { userId: input.userId, clock: input.clock });
    const level = levelOf(await readLifetimeWager(tx, input.userId));
    const at = input.clock.now();
    let key: string;
    let caseLevel: number;
    if (input.claim.kind === 'level') {
      if (input.claim.level > level) throw new AppError('conflict', `You have not reached level ${input.claim.level} yet.`);
      key = `level:${input.claim.level}`;
      caseLevel = input.claim.level;
    } else {
      const claims = await readClaims(tx, input.userId);
      const next = nextDailyAtMs(level, claims.lastDailyAt);
      if (next === null) throw new AppError('conflict', `The daily case opens at level ${DAILY_CASE_FROM_LEVEL}.`);
      if (next > at.getTime()) throw new AppError('conflict', `Your next daily case opens on ${formatUtc(next)}.`);
      key = `daily:${claims.dailyCount + 1}`;
      caseLevel = level;
    }
    const packId = await findLevelPack(tx, tierOf(caseLevel));
    if (!packId) throw new AppError('conflict', NO_TIER_CASE);
    if (!(await insertClaim(tx, { userId: input.userId, key, packId, at }))) throw new AppError('conflict', 'You have claimed this case already.');
    const pack = await readForOpen(tx, { packId, userId: input.userId, keys: [] });
    const opens = await recordOpens(tx, rollOpens(pack, pair, { userId: input.userId, keys: [null], priceCents: 0 }));
    await recordClaimOpen(tx, { userId: input.userId, key, openId: opens[0]!.openId, inventoryId: opens[0]!.inventoryId });
    return { opens, packId, packName: pack.name!, level: caseLevel };
  });
}
