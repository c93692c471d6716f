/**
 * Proof of liabilities (DESIGN §23, decision 034): a Merkle sum tree over every wallet's balance,
 * published daily (once per UTC day on any number of instances), within a minute of a fresh
 * install's first start (the day's tree is simply made at start) and when an admin asks, with the
 * reserves the operator declares. A player fetches the proof that their balance is a leaf of it.
 */
import { randomBytes } from 'node:crypto';
import { buildLevels, leafNode, proofPositions, type LiabilityProof } from '@lootforge/core/merkle';
import type { Database } from '../db/client';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import { writeAudit } from '../console/audit';
import { findDailyTree, findLeaf, findTree, insertLeaves, insertNodes, insertTree, listTrees, readNodes, readWalletBalances, type TreeRow } from './repository';

export const NO_SUCH_TREE = 'That liability tree does not exist.';
export const NO_TREE_YET = 'No liability tree has been published yet. The first appears within a minute of the site starting.';
export const NOT_IN_TREE = 'Your balance is not in this tree: it was published before your wallet existed. Try the latest one.';

export type PublishedTree = { id: number; kind: string; asOf: string; rootHash: string; totalCents: number; reservesCents: number | null; leafCount: number };

export function treeView(row: TreeRow): PublishedTree {
  return {
    id: Number(row.id),
    kind: row.kind,
    asOf: row.as_of.toISOString(),
    rootHash: row.root_hash,
    totalCents: Number(row.total_cents),
    reservesCents: row.reserves_cents === null ? null : Number(row.reserves_cents),
    leafCount: row.leaf_count,
  };
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Builds and publishes a tree in one transaction: the balances read by one statement (one
 * snapshot), the leaves salted afresh, every node kept for the proofs. A daily tree is made once
 * per day: a second instance's insert waits for the first's commit, then does nothing (undefined).
 * Reserves not given carry over from the latest tree.
 */
export async function publishTree(
  db: Database,
  input: { kind: 'daily' | 'requested'; clock: Clock; adminId?: string; reservesCents?: number },
): Promise<PublishedTree | undefined> {
  const asOf = input.clock.now();
  return db.transaction(async (tx) => {
    const balances = await readWalletBalances(tx);
    const leaves = balances.map((row, position) => ({ userId: row.user_id, position, balanceCents: Number(row.balance_cents), leafSalt: randomBytes(16).toString('hex') }));
    const levels = buildLevels(leaves.map(leafNode));
    const root = levels.at(-1)![0]!;
    const reservesCents = input.reservesCents ?? (await listTrees(tx, 1)).map((t) => (t.reserves_cents === null ? null : Number(t.reserves_cents)))[0] ?? null;
    const tree = await insertTree(tx, {
      kind: input.kind,
      day: input.kind === 'daily' ? isoDay(asOf) : null,
      asOf,
      rootHash: root.hash,
      totalCents: root.sumCents,
      reservesCents,
      leafCount: leaves.length,
      adminId: input.adminId ?? null,
    });
    if (!tree) return undefined;
    const treeId = Number(tree.id);
    await insertLeaves(tx, treeId, leaves);
    await insertNodes(
      tx,
      treeId,
      levels.flatMap((nodes, level) => nodes.map((node, position) => ({ level, position, hash: node.hash, sumCents: node.sumCents }))),
    );
    if (input.adminId) {
      await writeAudit(tx, input.adminId, { action: 'transparency.publish', targetType: 'liability_tree', targetId: String(treeId), details: { rootHash: root.hash, totalCents: root.sumCents, reservesCents } });
    }
    return treeView(tree);
  });
}

/** Makes today's daily tree unless it exists (what the sweep and the first start run). */
export async function ensureDailyTree(db: Database, input: { clock: Clock }): Promise<PublishedTree | undefined> {
  if (await findDailyTree(db, isoDay(input.clock.now()))) return undefined;
  return publishTree(db, { kind: 'daily', clock: input.clock });
}

export async function recentTrees(db: Database, limit = 30): Promise<PublishedTree[]> {
  return (await listTrees(db, limit)).map(treeView);
}

/** A player's inclusion proof in a tree (the latest when none is named). */
export async function inclusionProof(db: Database, input: { userId: string; treeId?: number }): Promise<LiabilityProof & { treeId: number }> {
  const tree = input.treeId === undefined ? (await listTrees(db, 1))[0] : await findTree(db, input.treeId);
  if (!tree) throw new AppError('not_found', input.treeId === undefined ? NO_TREE_YET : NO_SUCH_TREE);
  const treeId = Number(tree.id);
  const leaf = await findLeaf(db, { treeId, userId: input.userId });
  if (!leaf) throw new AppError('not_found', NOT_IN_TREE);
  const places = proofPositions(tree.leaf_count, leaf.position);
  const nodes = await readNodes(db, { treeId, places });
  const byPlace = new Map(nodes.map((n) => [`${n.level}:${n.position}`, n]));
  const path = places.map((place) => {
    const node = byPlace.get(`${place.level}:${place.index}`);
    if (!node) throw new Error(`liability tree ${treeId} lacks node ${place.level}:${place.index}`);
    return { hash: node.hash, sumCents: Number(node.sum_cents), side: place.side };
  });
  return {
    treeId,
    leaf: { userId: input.userId, balanceCents: Number(leaf.balance_cents), leafSalt: leaf.leaf_salt },
    path,
    rootHash: tree.root_hash,
    totalCents: Number(tree.total_cents),
  };
}
