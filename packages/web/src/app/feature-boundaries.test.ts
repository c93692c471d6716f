/**
 * The feature edge rule (eslint/feature-boundaries.js, decision 022), run
 * through ESLint as `npm run lint` runs it: an import of a feature that
 * imports the importer back fails, one way is allowed, and lib/ and
 * components/ are open to every feature.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../../../..', import.meta.url).pathname });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'lootforge/no-mutual-features').map((m) => m.message);
}

describe('feature edges', () => {
  it("refuses an import that would make two features import each other (the wallet's page shows the inventory)", async () => {
    expect(await problems('packages/web/src/features/inventory/x.tsx', "import { useWalletSummary } from '../wallet/requests/get-wallet-summary';\nexport const x = useWalletSummary;\n")).toEqual([
      'features/inventory and features/wallet import each other: move what both need to components/ or lib/ (decision 022).',
    ]);
  });

  it('allows one way, and lib/ and components/ from anywhere', async () => {
    expect(await problems('packages/web/src/features/wallet/x.tsx', "import { InventoryPanel } from '../inventory/components/inventory-panel';\nexport const x = InventoryPanel;\n")).toEqual([]);
    expect(await problems('packages/web/src/features/inventory/x.tsx', "import { useWalletBalance } from '../../lib/wallet-balance';\nimport { Card } from '../../components/ui/card';\nexport const x = [useWalletBalance, Card];\n")).toEqual([]);
  });

  it('sees a lazy import too', async () => {
    expect(await problems('packages/web/src/features/inventory/x.tsx', "export const load = () => import('../wallet/pages/wallet-page');\n")).toHaveLength(1);
  });
});
