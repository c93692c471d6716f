/**
 * Rewards (DESIGN §14): daily, weekly and monthly rakeback, 0.2 % each of
 * the wager since that reward's last claim. A claim locks the player's row
 * of that reward, pays from promotions with the key
 * reward:{kind}:{userId}:{n} and sets the next claimable time in the same
 * transaction: simultaneous claims pay once, and a failed payment marks
 * nothing (the reward stays claimable).
 */
import type { Reward } from '@lootforge/core/contracts/rewards-answers';
import { NOTHING_TO_CLAIM, REWARD_COOLDOWN_MS, REWARD_KINDS, rewardReadyCents, tooEarlyMessage, type RewardKind } from '@lootforge/core/rewards';
import type { Database } from '../db/client';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import { ensurePromotions, ensureWallet, pay } from '../ledger/ledger';
import { readLifetimeWager } from '../stakes/repository';
import { lockRewardState, readRewardStates, recordRewardClaim } from './repository';

export async function listRewards(db: Database, input: { userId: string; clock: Clock }): Promise<Reward[]> {
  const [states, lifetime] = await Promise.all([readRewardStates(db, input.userId), readLifetimeWager(db, input.userId)]);
  const nowMs = input.clock.now().getTime();
  return REWARD_KINDS.map((kind) => {
    const state = states.find((s) => s.kind === kind);
    const wagerSince = Math.max(0, lifetime - (state?.claimed_wager_cents ?? 0));
    const next = state?.next_claim_at && state.next_claim_at.getTime() > nowMs ? state.next_claim_at : null;
    return {
      kind,
      readyCents: rewardReadyCents(wagerSince),
      claimableAt: next?.toISOString() ?? null,
      lastClaimedAt: state?.last_claimed_at?.toISOString() ?? null,
      cooldownSeconds: REWARD_COOLDOWN_MS[kind] / 1000,
      wagerSinceClaimCents: wagerSince,
    };
  });
}

export async function claimReward(db: Database, input: { userId: string; kind: RewardKind; clock: Clock }): Promise<{ amountCents: number; balanceCents: number }> {
  return db.transaction(async (tx) => {
    const state = await lockRewardState(tx, { userId: input.userId, kind: input.kind });
    const now = input.clock.now();
    if (state.next_claim_at && state.next_claim_at > now) throw new AppError('conflict', tooEarlyMessage(state.next_claim_at.getTime() - now.getTime()));
    const lifetime = await readLifetimeWager(tx, input.userId);
    const amountCents = rewardReadyCents(lifetime - state.claimed_wager_cents);
    if (amountCents < 1) throw new AppError('conflict', NOTHING_TO_CLAIM);
    const claims = state.claims + 1;
    const wallet = await ensureWallet(tx, input.userId);
    const balances = await pay(tx, [
      {
        debitAccountId: await ensurePromotions(tx),
        creditAccountId: wallet,
        amountCents,
        kind: 'reward_claim',
        refType: 'reward',
        refId: input.kind,
        idempotencyKey: `reward:${input.kind}:${input.userId}:${claims}`,
      },
    ]);
    await recordRewardClaim(tx, {
      userId: input.userId,
      kind: input.kind,
      claims,
      claimedWagerCents: lifetime,
      at: now,
      nextClaimAt: new Date(now.getTime() + REWARD_COOLDOWN_MS[input.kind]),
    });
    return { amountCents, balanceCents: balances.get(wallet)! };
  });
}
