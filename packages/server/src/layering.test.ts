/**
 * The layering rules of eslint.config.js (decision 012), run on snippets:
 * SQL outside a repository fails `npm run lint`, and a route that reaches
 * past its service for a repository fails too.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The messages of the two layering rules for `code` placed at `filePath` (relative to the repository root). */
async function layeringErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax' || m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message);
}

const routeWithSql = `import type { Sql } from '../db/client';
export async function countItems(db: Sql) {
  const [row] = await db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM items');
  return row?.n ?? 0;
}
`;

const statementsOnly = [
  'export const LIST = `SELECT id FROM packs WHERE active`;',
  "export const ADD = 'INSERT INTO items (id) VALUES ($1)';",
  'export const SELL = `UPDATE inventory_items SET sold_at = now() WHERE id = $1`;',
  'export const DROP_ONE = `DELETE FROM sessions WHERE token_hash = $1`;',
  'export const PAGE = `WITH page AS (SELECT 1) SELECT * FROM page`;',
];

describe('SQL outside repositories', () => {
  it('fails on a route that runs SQL', async () => {
    const errors = await layeringErrors('packages/server/src/example/routes.ts', routeWithSql);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0]).toMatch(/repository\.ts/);
  });

  it.each(statementsOnly)('fails on a statement written in a service, even one never run there: %s', async (code) => {
    expect(await layeringErrors('packages/server/src/example/service.ts', code)).toHaveLength(1);
  });

  it('fails on a call of prepared() or the drizzle orm outside a repository', async () => {
    const code = `import type { Sql } from '../db/client';
export const read = (sql: Sql, name: string, text: string) => sql.prepared(name, text, []);
export const builder = (sql: Sql) => sql.orm;
`;
    expect(await layeringErrors('packages/server/src/example/service.ts', code)).toHaveLength(2);
  });

  it.each([
    'packages/server/src/example/repository.ts',
    'packages/server/src/example/repository/count-items.ts',
    'packages/server/src/ledger/example.ts',
    'packages/server/src/db/example.ts',
    'packages/server/src/example/example.test.ts',
    'packages/server/src/test/example.ts',
  ])('allows it in %s', async (filePath) => {
    expect(await layeringErrors(filePath, routeWithSql)).toEqual([]);
  });

  it('does not mistake words for statements', async () => {
    const code = `export const messages = ['Select at least one item.', 'Update this item.', 'With a friend, as a team', 'Delete from your inventory'];\n`;
    expect(await layeringErrors('packages/server/src/example/routes.ts', code)).toEqual([]);
  });
});

describe('routes call services', () => {
  it('fails on a route that imports a repository function', async () => {
    const code = `import { listPacks } from '../packs/repository';\nexport const list = listPacks;\n`;
    const errors = await layeringErrors('packages/server/src/example/routes.ts', code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/Routes call a service, not a repository/);
  });

  it("allows a route to import a repository's types", async () => {
    const code = `import type { PackRow } from '../packs/repository';\nexport type Row = PackRow;\n`;
    expect(await layeringErrors('packages/server/src/example/routes.ts', code)).toEqual([]);
  });
});
