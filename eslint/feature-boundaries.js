/**
 * Feature edges in the web app (decision 022): a feature may use another
 * feature's files only when that feature uses none of its own. Two features
 * that need each other share something that belongs to neither: it moves to
 * `components/` (pieces of screen) or `lib/` (session, balance, helpers).
 *
 * ESLint looks at one file at a time, so the rule reads which features each
 * feature imports from the files on disk (once per run) and reports an
 * import of feature B in feature A when B imports A.
 */
import fs from 'node:fs';
import path from 'node:path';

const FEATURES = path.resolve(import.meta.dirname, '../packages/web/src/features');
const SOURCE = /\.(ts|tsx)$/;
const IMPORT = /(?:from\s+|import\s*\()\s*'(\.[^']+)'/g;

/** The feature a path lies in, or null outside features/. */
function featureOf(file) {
  const relative = path.relative(FEATURES, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0] ?? null;
}

let importsByFeature;

/** For each feature, the other features its files import (read from disk once per run). */
function featureImports() {
  if (importsByFeature) return importsByFeature;
  importsByFeature = new Map();
  for (const feature of fs.readdirSync(FEATURES)) {
    const used = new Set();
    const dir = path.join(FEATURES, feature);
    if (!fs.statSync(dir).isDirectory()) continue;
    for (const file of fs.readdirSync(dir, { recursive: true })) {
      if (!SOURCE.test(file)) continue;
      const full = path.join(dir, file);
      for (const match of fs.readFileSync(full, 'utf8').matchAll(IMPORT)) {
        const other = featureOf(path.resolve(path.dirname(full), match[1]));
        if (other && other !== feature) used.add(other);
      }
    }
    importsByFeature.set(feature, used);
  }
  return importsByFeature;
}

const noMutualFeatures = {
  meta: {
    type: 'problem',
    docs: { description: 'Two web features may not import each other; what both need lives in components/ or lib/.' },
    schema: [],
  },
  create(context) {
    const own = featureOf(context.filename);
    if (!own) return {};
    const check = (node, specifier) => {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const other = featureOf(path.resolve(path.dirname(context.filename), specifier));
      if (!other || other === own || !featureImports().get(other)?.has(own)) return;
      context.report({
        node,
        message: `features/${own} and features/${other} import each other: move what both need to components/ or lib/ (decision 022).`,
      });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'no-mutual-features': noMutualFeatures } };
