/**
 * The verification script of docs/transparency.md, run as a reader would (Node alone) on proofs
 * made by the server's own tree code: it accepts every true proof and refuses a changed one.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildLevels, leafNode, proofPositions, type MerkleLeaf } from '@lootforge/core/merkle';

const doc = fs.readFileSync(fileURLToPath(new URL('../../../../docs/transparency.md', import.meta.url)), 'utf8');
const script = /```js\n([\s\S]*?)```/.exec(doc)![1]!;

describe('docs/transparency.md', () => {
  it('its Node-only script verifies a proof and refuses a tampered one, or one of another player', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proof-'));
    try {
      fs.writeFileSync(path.join(dir, 'verify-proof.mjs'), script);
      const leaves = Array.from({ length: 7 }, (_, i) => ({ userId: `00000000-0000-4000-8000-00000000000${i}`, balanceCents: 1_000 * i + 3, leafSalt: `salt${i}` }));
      const levels = buildLevels(leaves.map(leafNode));
      const root = levels.at(-1)![0]!;
      const run = (proof: { leaf: MerkleLeaf }, total = root.sumCents, playerId = proof.leaf.userId) => {
        fs.writeFileSync(path.join(dir, 'proof.json'), JSON.stringify(proof));
        try {
          return execFileSync(process.execPath, [path.join(dir, 'verify-proof.mjs'), path.join(dir, 'proof.json'), playerId, root.hash, String(total)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
        } catch (error) {
          const failed = error as { stdout: string; stderr: string };
          return `refused: ${failed.stdout}${failed.stderr.split('\n').find((line) => line.startsWith('Error')) ?? ''}`;
        }
      };
      for (let i = 0; i < leaves.length; i++) {
        const pathOf = proofPositions(leaves.length, i).map(({ level, index, side }) => ({ hash: levels[level]![index]!.hash, sumCents: levels[level]![index]!.sumCents, side }));
        const proof = { leaf: leaves[i]!, path: pathOf, rootHash: root.hash, totalCents: root.sumCents };
        expect(run(proof)).toMatch(/^Included/);
        expect(run({ ...proof, leaf: { ...leaves[i]!, balanceCents: leaves[i]!.balanceCents + 1 } })).toMatch(/^refused/);
        expect(run(proof, root.sumCents - 1)).toMatch(/^refused/);
        // A true proof, but of another player's leaf: it says nothing about this player's balance.
        expect(run(proof, root.sumCents, leaves[(i + 1) % leaves.length]!.userId)).toMatch(/^refused: .*the leaf is not yours/);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
