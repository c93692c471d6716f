import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildLevels, leafNode, parentNode, proofPositions, verifyProof, type LiabilityProof, type MerkleLeaf } from './merkle';

const hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** A proof of leaf `index` read off the built levels, as the server gives it. */
function proofOf(leaves: MerkleLeaf[], index: number): LiabilityProof {
  const levels = buildLevels(leaves.map(leafNode));
  const root = levels.at(-1)![0]!;
  const path = proofPositions(leaves.length, index).map(({ level, index: at, side }) => ({ hash: levels[level]![at]!.hash, sumCents: levels[level]![at]!.sumCents, side }));
  return { leaf: leaves[index]!, path, rootHash: root.hash, totalCents: root.sumCents };
}

const leavesArb = fc
  .array(fc.record({ balanceCents: fc.integer({ min: 0, max: 1_000_000_000 }), leafSalt: fc.string({ minLength: 1, maxLength: 12 }) }), { minLength: 1, maxLength: 40 })
  .map((rows) => rows.map((row, i) => ({ userId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, ...row })));

describe('Merkle sum tree', () => {
  it('hashes leaves and parents exactly as DESIGN §23 writes them', () => {
    const a = { userId: 'u1', balanceCents: 1_250, leafSalt: 's1' };
    const b = { userId: 'u2', balanceCents: 75, leafSalt: 's2' };
    const c = { userId: 'u3', balanceCents: 0, leafSalt: 's3' };
    expect(leafNode(a)).toEqual({ hash: hex('u1:1250:s1'), sumCents: 1_250 });
    const ab = parentNode(leafNode(a), leafNode(b));
    expect(ab).toEqual({ hash: hex(`${hex('u1:1250:s1')}:1250:${hex('u2:75:s2')}:75`), sumCents: 1_325 });
    // Three leaves: the third moves up unchanged, then joins the pair.
    const levels = buildLevels([a, b, c].map(leafNode));
    expect(levels.map((level) => level.length)).toEqual([3, 2, 1]);
    expect(levels[1]![1]).toEqual(leafNode(c));
    expect(levels[2]![0]).toEqual(parentNode(ab, leafNode(c)));
    // The third leaf's proof skips the level where it had no sibling.
    expect(proofPositions(3, 2)).toEqual([{ level: 1, index: 0, side: 'left' }]);
  });

  it('root total = sum of balances, and every leaf proof verifies (property)', () => {
    fc.assert(
      fc.property(leavesArb, (leaves) => {
        const levels = buildLevels(leaves.map(leafNode));
        expect(levels.at(-1)![0]!.sumCents).toBe(leaves.reduce((sum, leaf) => sum + leaf.balanceCents, 0));
        for (let i = 0; i < leaves.length; i++) expect(verifyProof(proofOf(leaves, i))).toEqual({ ok: true });
      }),
    );
  });

  it('any change to a leaf, a step or the root fails verification (property)', () => {
    fc.assert(
      fc.property(leavesArb, fc.nat(), fc.nat(), (leaves, pick, stepPick) => {
        const proof = proofOf(leaves, pick % leaves.length);
        const fails = (changed: LiabilityProof) => expect(verifyProof(changed).ok).toBe(false);
        fails({ ...proof, leaf: { ...proof.leaf, balanceCents: proof.leaf.balanceCents + 1 } });
        fails({ ...proof, leaf: { ...proof.leaf, leafSalt: `${proof.leaf.leafSalt}x` } });
        fails({ ...proof, leaf: { ...proof.leaf, userId: `${proof.leaf.userId}0` } });
        fails({ ...proof, rootHash: hex('another root') });
        fails({ ...proof, totalCents: proof.totalCents + 1 });
        if (proof.path.length > 0) {
          const at = stepPick % proof.path.length;
          const step = proof.path[at]!;
          const withStep = (changed: LiabilityProof['path'][number]) => ({ ...proof, path: proof.path.map((s, i) => (i === at ? changed : s)) });
          fails(withStep({ ...step, hash: hex(step.hash) }));
          fails(withStep({ ...step, sumCents: step.sumCents + 1 }));
          // Sides matter unless both children are the same node, which distinct salts and ids rule out.
          fails(withStep({ ...step, side: step.side === 'left' ? 'right' : 'left' }));
          fails({ ...proof, path: proof.path.filter((_, i) => i !== at) });
        }
      }),
    );
  });

  it('refuses negative or fractional sums and malformed steps', () => {
    const leaves = [
      { userId: 'a', balanceCents: 10, leafSalt: 'x' },
      { userId: 'b', balanceCents: 20, leafSalt: 'y' },
    ];
    const proof = proofOf(leaves, 0);
    expect(verifyProof({ ...proof, leaf: { ...proof.leaf, balanceCents: -1 } }).ok).toBe(false);
    expect(verifyProof({ ...proof, path: [{ ...proof.path[0]!, sumCents: 20.5 }] }).ok).toBe(false);
    expect(verifyProof({ ...proof, path: [{ ...proof.path[0]!, hash: 'not-hex' }] }).ok).toBe(false);
    expect(verifyProof({ ...proof, path: [{ ...proof.path[0]!, side: 'up' as 'left' }] }).ok).toBe(false);
  });
});
