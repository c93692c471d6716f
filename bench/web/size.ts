/**
 * What the first page (`/`) downloads, from Vite's manifest of the last
 * build: the entry script, every chunk it imports statically (what the
 * browser must fetch before the page runs), and their stylesheets, each with
 * its size raw and gzipped (level 9, as the build's .gz copies). Chunks
 * loaded on demand (other pages, confetti, phone-number metadata, charts)
 * are not counted. Exits non-zero when the gzipped JavaScript passes the
 * budget (decision 018), so CI fails on it.
 *
 *   npm run build:web && npm run size        SIZE_BUDGET_KB (default 150)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };

const BUDGET_KB = Number(process.env.SIZE_BUDGET_KB ?? 150);
const dist = fileURLToPath(new URL('../../packages/web/dist', import.meta.url));
const manifestPath = path.join(dist, '.vite', 'manifest.json');

/** The entry and every chunk it reaches through static imports, in load order. */
export function firstLoad(manifest: Record<string, ManifestChunk>): { scripts: string[]; styles: string[] } {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('The manifest has no entry.');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]!.imports ?? []) visit(imported);
  };
  visit(entry);
  const chunks = [...seen].map((key) => manifest[key]!);
  return { scripts: chunks.map((chunk) => chunk.file), styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))] };
}

function sizes(file: string) {
  const body = fs.readFileSync(path.join(dist, file));
  return { file, raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function main() {
  if (!fs.existsSync(manifestPath)) {
    console.error(`No build manifest at ${manifestPath}: run \`npm run build:web\` first.`);
    process.exit(2);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const { scripts, styles } = firstLoad(manifest);
  const js = scripts.map(sizes).sort((a, b) => b.gzip - a.gzip);
  const css = styles.map(sizes);
  console.log('First page (/) loads:');
  for (const row of [...js, ...css]) console.log(`  ${row.file.padEnd(48)} ${kb(row.raw).padStart(10)} raw ${kb(row.gzip).padStart(9)} gzipped`);
  const total = (rows: Array<{ raw: number; gzip: number }>) => rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), { raw: 0, gzip: 0 });
  const jsTotal = total(js);
  const cssTotal = total(css);
  console.log(`  JavaScript: ${js.length} files, ${kb(jsTotal.raw)} raw, ${kb(jsTotal.gzip)} gzipped (budget ${BUDGET_KB} kB gzipped)`);
  console.log(`  CSS: ${css.length} files, ${kb(cssTotal.raw)} raw, ${kb(cssTotal.gzip)} gzipped`);
  const lazy = Object.values(manifest).filter((chunk) => !scripts.includes(chunk.file) && chunk.file.endsWith('.js')).length;
  console.log(`  Loaded on demand: ${lazy} more chunks (other pages and the libraries only they use).`);
  if (jsTotal.gzip > BUDGET_KB * 1024) {
    console.error(`The first page's JavaScript is ${kb(jsTotal.gzip)} gzipped, over its budget of ${BUDGET_KB} kB.`);
    process.exit(1);
  }
  console.log('Within budget.');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
