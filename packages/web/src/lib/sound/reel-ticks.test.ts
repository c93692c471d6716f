/** Which cell is under a reel's marker as it runs (reel-ticks.ts): ticks follow the eased progress. */
import { describe, expect, it } from 'vitest';
import { cellAt } from './reel-ticks';

describe('the cell under the marker', () => {
  it('starts on the first cell, ends on the landing cell, and changes once per cell passed', () => {
    expect(cellAt(0, 6, 50)).toBe(6);
    expect(cellAt(1, 6, 50)).toBe(50);
    const cells = Array.from({ length: 1001 }, (_, i) => cellAt(i / 1000, 6, 50));
    const changes = cells.filter((cell, i) => i > 0 && cell !== cells[i - 1]).length;
    expect(changes).toBe(44);
    expect(cells.every((cell, i) => i === 0 || cell >= cells[i - 1]!)).toBe(true);
  });

  it('stays inside the run for progress outside 0–1', () => {
    expect(cellAt(-0.2, 1, 15)).toBe(1);
    expect(cellAt(1.3, 1, 15)).toBe(15);
  });
});
