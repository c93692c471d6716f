/**
 * The upgrader (DESIGN §20): in one transaction the player's seed pair is locked (their opens and
 * upgrades take nonces one after another), the staked items leave the inventory, the balance part
 * is paid to the house, the whole stake S is recorded as a stake (wager, limits, races, rewards),
 * the roll decides, and a win puts the target into the inventory at its value T. All or nothing.
 */
import { randomUUID } from 'node:crypto';
import { upgradeChancePpm, upgradeRefusal, upgradeTicket, upgradeWins, type UpgradeDirection } from '@lootforge/core/upgrader';
import type { UpgradeView } from '@lootforge/core/contracts/upgrader-answers';
import { inOrder, type Database } from '../db/client';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import { ensureHouse, ensureWallet, type TransferInput } from '../ledger/ledger';
import { lockPairThen } from '../fairness/seed-pairs';
import { recordStakeAndPay } from '../stakes/service';
import { findUpgrade, readForUpgrade, recordUpgrade, type UpgradeRow } from './repository';

export type UpgradeRequest = {
  userId: string;
  inventoryIds: string[];
  balanceCents: number;
  targetItemId: string;
  direction: UpgradeDirection;
  idempotencyKey: string | undefined;
  houseEdge: number;
  maxChancePpm: number;
  clock: Clock;
};

export const ITEMS_GONE_MESSAGE = 'Those items are not in your inventory any more.';
export const NO_SUCH_TARGET = 'That target item does not exist.';

export async function upgrade(db: Database, input: UpgradeRequest): Promise<{ upgrade: UpgradeView; balanceCents: number | null; repeated: boolean; row: UpgradeRow }> {
  return db.transaction(async (tx) => {
    const id = randomUUID();
    // The pair's lock first: a retry of this request waits there for its original, then finds it.
    // One statement reads the upgrade made under the key, else the target and the staked items (repository).
    const {
      pair,
      read: { earlier, target, staked },
    } = await lockPairThen(tx, input.userId, () =>
      readForUpgrade(tx, { userId: input.userId, idempotencyKey: input.idempotencyKey ?? null, targetItemId: input.targetItemId, inventoryIds: input.inventoryIds, upgradeId: id }),
    );
    if (earlier) {
      if (!sameRequest(earlier, input)) throw new AppError('conflict', KEY_REUSED_MESSAGE);
      return { upgrade: upgradeView(earlier), balanceCents: null, repeated: true, row: earlier };
    }
    if (!target) throw new AppError('not_found', NO_SUCH_TARGET);
    if (staked.length !== input.inventoryIds.length) throw new AppError('conflict', ITEMS_GONE_MESSAGE);
    const stakeCents = staked.reduce((sum, item) => sum + item.valueCents, 0) + input.balanceCents;
    const refusal = upgradeRefusal({ stakeCents, targetCents: target.value_cents, itemCount: staked.length, houseEdge: input.houseEdge, maxChancePpm: input.maxChancePpm });
    if (refusal) throw new AppError('validation', refusal);

    const chancePpm = upgradeChancePpm(stakeCents, target.value_cents, input.houseEdge);
    const ticket = upgradeTicket(pair.serverSeed, pair.clientSeed, pair.nonce);
    const won = upgradeWins(ticket, chancePpm, input.direction);
    const wallet = await ensureWallet(tx, input.userId);
    const payments: TransferInput[] =
      input.balanceCents > 0
        ? [{ debitAccountId: wallet, creditAccountId: await ensureHouse(tx, input.userId), amountCents: input.balanceCents, kind: 'upgrade_stake', refType: 'upgrade', refId: id }]
        : [];
    // S is wagered like any stake (races, rewards, limits, play-through); what it returned is the target when won (§16b).
    // The stake and the upgrade's record are sent together (one round trip, decision 036) and run in
    // this order; a refused stake rolls the record back. The pair's nonce moves on in the record.
    const [{ balances }, row] = await inOrder([
      () => recordStakeAndPay(tx, { userId: input.userId, amountCents: stakeCents, returnedCents: won ? target.value_cents : 0, clock: input.clock, upgrade: true }, payments),
      () =>
        recordUpgrade(tx, {
          id,
          userId: input.userId,
          stakeCents,
          balanceCents: input.balanceCents,
          items: staked,
          target: { id: target.id, name: target.name, valueCents: target.value_cents },
          chancePpm,
          houseEdgePpm: Math.round(input.houseEdge * 1_000_000),
          direction: input.direction,
          pair,
          ticket,
          won,
          idempotencyKey: input.idempotencyKey ?? null,
          at: input.clock.now(),
        }),
    ]);
    return { upgrade: upgradeView(row), balanceCents: balances.get(wallet) ?? null, repeated: false, row };
  });
}

export const KEY_REUSED_MESSAGE = 'That Idempotency-Key was used for another upgrade.';

/** Whether a retry asks for what the upgrade made under its key was: the same items, balance part, target and direction. */
function sameRequest(earlier: UpgradeRow, input: UpgradeRequest): boolean {
  const ids = (list: string[]) => [...list].sort().join(',');
  return (
    earlier.target_item_id === input.targetItemId &&
    earlier.direction === input.direction &&
    Number(earlier.balance_cents) === input.balanceCents &&
    ids(earlier.items.map((item) => item.inventoryId)) === ids(input.inventoryIds)
  );
}

export async function getUpgrade(db: Database, input: { userId: string; id: string }): Promise<UpgradeView> {
  const row = await findUpgrade(db, input);
  if (!row) throw new AppError('not_found', 'That upgrade does not exist.');
  return upgradeView(row);
}

function upgradeView(row: UpgradeRow): UpgradeView {
  return {
    id: row.id,
    won: row.won,
    chancePpm: row.chance_ppm,
    houseEdgePpm: row.house_edge_ppm,
    ticket: row.ticket,
    direction: row.direction,
    stakeCents: Number(row.stake_cents),
    balanceCents: Number(row.balance_cents),
    targetValueCents: Number(row.target_value_cents),
    target: { itemId: row.target_item_id, name: row.target_name },
    staked: row.items.map((item) => ({ ...item, valueCents: Number(item.valueCents) })),
    item: row.won && row.inventory_item_id ? { inventoryId: row.inventory_item_id, itemId: row.target_item_id, name: row.target_name, valueCents: Number(row.target_value_cents) } : null,
    fairness: { serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, nonce: row.nonce },
    createdAt: row.created_at.toISOString(),
  };
}
