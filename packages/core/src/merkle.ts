/**
 * The Merkle sum tree of proof of liabilities (DESIGN §23): every wallet's balance is a leaf, and
 * the root commits to all of them and to their total, so a player can check that their balance is
 * counted in the published total without seeing anyone else's.
 *
 * Leaf: hash = SHA-256 hex of `${userId}:${balanceCents}:${leafSalt}`, sum = balanceCents; leaves in
 * user-id order. Parent of (L, R): sum = L.sum + R.sum, hash = SHA-256 hex of
 * `${L.hash}:${L.sum}:${R.hash}:${R.sum}`; an odd node at the end of a level moves up unchanged.
 * The same code runs on the server (building and proving) and in the browser (verifying).
 */
import { sha256Hex } from './sha256';

export type MerkleNode = { hash: string; sumCents: number };
export type MerkleLeaf = { userId: string; balanceCents: number; leafSalt: string };
/** One step up from a node: its sibling, and on which side of the parent the sibling stands. */
export type ProofStep = { hash: string; sumCents: number; side: 'left' | 'right' };
export type LiabilityProof = { leaf: MerkleLeaf; path: ProofStep[]; rootHash: string; totalCents: number };

export function leafNode(leaf: MerkleLeaf): MerkleNode {
  return { hash: sha256Hex(`${leaf.userId}:${leaf.balanceCents}:${leaf.leafSalt}`), sumCents: leaf.balanceCents };
}

export function parentNode(left: MerkleNode, right: MerkleNode): MerkleNode {
  return { hash: sha256Hex(`${left.hash}:${left.sumCents}:${right.hash}:${right.sumCents}`), sumCents: left.sumCents + right.sumCents };
}

/**
 * Every level of the tree, leaves first, root last (a single node; an empty tree's root is the
 * hash of the empty text with sum 0). `levels[k][i]` is node i of level k.
 */
export function buildLevels(leaves: readonly MerkleNode[]): MerkleNode[][] {
  if (leaves.length === 0) return [[{ hash: sha256Hex(''), sumCents: 0 }]];
  const levels: MerkleNode[][] = [[...leaves]];
  while (levels.at(-1)!.length > 1) {
    const below = levels.at(-1)!;
    const above: MerkleNode[] = [];
    for (let i = 0; i < below.length; i += 2) above.push(i + 1 < below.length ? parentNode(below[i]!, below[i + 1]!) : below[i]!);
    levels.push(above);
  }
  return levels;
}

/** The positions (level, index) of the siblings on the way up from leaf `index`, in order; a level where the node has none is skipped. */
export function proofPositions(leafCount: number, index: number): Array<{ level: number; index: number; side: 'left' | 'right' }> {
  const positions: Array<{ level: number; index: number; side: 'left' | 'right' }> = [];
  let width = leafCount;
  for (let level = 0; width > 1; level++) {
    const sibling = index % 2 === 0 ? index + 1 : index - 1;
    if (sibling < width) positions.push({ level, index: sibling, side: index % 2 === 0 ? 'right' : 'left' });
    index = Math.floor(index / 2);
    width = Math.ceil(width / 2);
  }
  return positions;
}

export type ProofCheck = { ok: true } | { ok: false; reason: string };

/**
 * Checks a proof: the leaf hashed, each sibling joined on its side, must give the published root
 * and total. Every sum must be a whole, non-negative number of cents: a negative sibling could
 * otherwise hide part of the total.
 */
export function verifyProof(proof: LiabilityProof): ProofCheck {
  const { leaf } = proof;
  const whole = (n: unknown) => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
  if (!whole(leaf.balanceCents)) return { ok: false, reason: 'The balance in the proof is not a whole, non-negative number of cents.' };
  let node = leafNode(leaf);
  for (const step of proof.path) {
    if (!whole(step.sumCents) || !/^[0-9a-f]{64}$/.test(step.hash) || (step.side !== 'left' && step.side !== 'right')) {
      return { ok: false, reason: 'A step of the proof is malformed.' };
    }
    node = step.side === 'left' ? parentNode({ hash: step.hash, sumCents: step.sumCents }, node) : parentNode(node, { hash: step.hash, sumCents: step.sumCents });
  }
  if (node.hash !== proof.rootHash) return { ok: false, reason: 'The proof does not lead to the published root.' };
  if (node.sumCents !== proof.totalCents) return { ok: false, reason: 'The proof does not add up to the published total.' };
  return { ok: true };
}
