// Fairplay's own lint rules: the structure the architecture promises (docs/architecture.md), checked on every
// `npm run lint` so a later change cannot slip back.
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Which module owns each table (the only module whose repositories may import it). */
export const tableOwners = JSON.parse(readFileSync(resolve(repoRoot, 'apps/server/src/table-owners.json'), 'utf8'));

function importSources(node) {
  return node.source && typeof node.source.value === 'string' ? [node.source] : [];
}

/** The unit (module or feature folder) a path lies in under `root`, and the path inside it. */
function unitOf(root, absolutePath) {
  const inside = relative(root, absolutePath);
  if (inside.startsWith('..') || inside === '') return null;
  const [unit, ...rest] = inside.split(sep);
  return { unit, rest: rest.join('/') };
}

const isEntry = (rest) => rest === '' || /^index(\.(js|ts|tsx))?$/.test(rest);

/**
 * Units under `root` (server modules, web features) are used by others only through their index: no file outside
 * a unit may import a file inside it other than its index.
 */
const unitBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Import another module or feature only through its index.ts' },
    schema: [
      { type: 'object', properties: { root: { type: 'string' }, kind: { type: 'string' } }, required: ['root'] },
    ],
    messages: {
      internal:
        "'{{source}}' reaches into the {{kind}} '{{unit}}'. Import it through '{{unit}}/index' (its only public face), or move the code.",
    },
  },
  create(context) {
    const { root: rootOption, kind = 'module' } = context.options[0];
    const root = resolve(repoRoot, rootOption);
    const filename = context.filename;
    const own = unitOf(root, filename);
    function check(sourceNode) {
      const source = sourceNode.value;
      if (!source.startsWith('.')) return;
      const target = unitOf(root, resolve(dirname(filename), source));
      if (!target || (own && own.unit === target.unit) || isEntry(target.rest)) return;
      context.report({ node: sourceNode, messageId: 'internal', data: { source, kind, unit: target.unit } });
    }
    return {
      ImportDeclaration: (node) => importSources(node).forEach(check),
      ExportNamedDeclaration: (node) => importSources(node).forEach(check),
      ExportAllDeclaration: (node) => importSources(node).forEach(check),
      ImportExpression: (node) => {
        if (node.source.type === 'Literal' && typeof node.source.value === 'string') check(node.source);
      },
    };
  },
};

/**
 * Every table has one owning module, and only that module's repositories import it from @fairplay/db. Tests may
 * read any table to check what was written, and anyone may import a table's type.
 */
const tableOwnership = {
  meta: {
    type: 'problem',
    docs: { description: 'Only the owning module’s repository imports a table' },
    schema: [{ type: 'object', properties: { modulesRoot: { type: 'string' } }, required: ['modulesRoot'] }],
    messages: {
      notOwner:
        "The table '{{table}}' belongs to the '{{owner}}' module (apps/server/src/table-owners.json): call that module's index instead.",
      notRepository: "Only a '*.repository.ts' file touches tables; '{{table}}' is imported here.",
    },
  },
  create(context) {
    const root = resolve(repoRoot, context.options[0].modulesRoot);
    const filename = context.filename;
    if (/\.test\.tsx?$/.test(filename) || filename.includes(`${sep}src${sep}test${sep}`)) return {};
    const own = unitOf(root, filename);
    return {
      ImportDeclaration(node) {
        // A type-only import (a row's type) touches no table; values are what the rule is about.
        if (node.source.value !== '@fairplay/db' || node.importKind === 'type') return;
        for (const specifier of node.specifiers) {
          if (specifier.type !== 'ImportSpecifier' || specifier.importKind === 'type') continue;
          const table = specifier.imported.name;
          const owner = tableOwners[table];
          if (!owner) continue;
          if (!own || own.unit !== owner) {
            context.report({ node: specifier, messageId: 'notOwner', data: { table, owner } });
          } else if (!/\.repository\.ts$/.test(filename)) {
            context.report({ node: specifier, messageId: 'notRepository', data: { table } });
          }
        }
      },
    };
  },
};

export default { rules: { 'unit-boundaries': unitBoundaries, 'table-ownership': tableOwnership } };
