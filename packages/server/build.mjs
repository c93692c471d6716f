/**
 * Compiles the server to plain JavaScript (packages/server/dist/main.js, and
 * the operator's commands under dist/scripts/), so
 * production runs `node` with no TypeScript loader. Our own code and
 * @lootforge/core (TypeScript sources) are bundled; every npm dependency stays
 * an import of node_modules, as installed.
 */
import fs from 'node:fs';
import { build } from 'esbuild';

const serverRoot = new URL('.', import.meta.url);
const { dependencies } = JSON.parse(fs.readFileSync(new URL('package.json', serverRoot), 'utf8'));
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@lootforge/'));

await build({
  // The server, and the operator's commands (seed, ledger:verify, admin:create).
  entryPoints: ['src/main.ts', 'src/scripts/seed.ts', 'src/scripts/ledger-verify.ts', 'src/scripts/admin-create.ts'].map((file) => new URL(file, serverRoot).pathname),
  outbase: new URL('src', serverRoot).pathname,
  outdir: new URL('dist', serverRoot).pathname,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  // Bundled CommonJS helpers may call require(): give the ES module one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});

// The database functions (src/**/*.sql, db/functions.ts) beside the compiled server, with their paths.
const sources = new URL('src/', serverRoot).pathname;
const functionsOut = new URL('dist/functions/', serverRoot).pathname;
fs.rmSync(functionsOut, { recursive: true, force: true });
for (const file of fs.readdirSync(sources, { recursive: true }).filter((name) => name.endsWith('.sql'))) {
  fs.mkdirSync(new URL(`dist/functions/${file}/..`, serverRoot).pathname, { recursive: true });
  fs.copyFileSync(sources + file, functionsOut + file);
}
