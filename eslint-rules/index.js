// Fairplay's own lint rules: the structure the architecture promises (docs/architecture.md), checked on every
// `npm run lint` so a later change cannot slip back.
import { readdirSync, readFileSync } from 'node:fs';
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
 * read any table to check what was written, and anyone may import a table's type. The one reader beside them: a
 * report's query file (`modules/reports/*.query.ts`) reads any table, read-only, inside the reports' read-only
 * transaction (docs/decisions.md, issue 27); the structure test holds those files to reading.
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
          if (own && own.unit === 'reports' && /\.query\.ts$/.test(filename)) continue;
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

/** The modules each module under `root` imports (tests aside), read from the files on disk once per lint run. */
const moduleGraphs = new Map();
function moduleGraph(root) {
  if (moduleGraphs.has(root)) return moduleGraphs.get(root);
  const graph = new Map();
  for (const unit of readdirSync(root, { withFileTypes: true })) {
    if (!unit.isDirectory()) continue;
    const uses = new Set();
    const files = readdirSync(resolve(root, unit.name), { recursive: true, withFileTypes: true });
    for (const file of files) {
      if (!file.isFile() || !/\.tsx?$/.test(file.name) || /\.test\.tsx?$/.test(file.name)) continue;
      const path = resolve(file.parentPath ?? file.path, file.name);
      for (const match of readFileSync(path, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
        const target = unitOf(root, resolve(dirname(path), match[1]));
        if (target && target.unit !== unit.name) uses.add(target.unit);
      }
    }
    graph.set(unit.name, uses);
  }
  moduleGraphs.set(root, graph);
  return graph;
}

/** A path of modules from `from` back to `to`, or null. */
function pathBetween(graph, from, to, seen = new Set()) {
  if (from === to) return [to];
  if (seen.has(from)) return null;
  seen.add(from);
  for (const next of graph.get(from) ?? []) {
    const rest = pathBetween(graph, next, to, seen);
    if (rest) return [from, ...rest];
  }
  return null;
}

/**
 * No module imports in a loop, even through type-only imports or other files than the ones that close it: a file
 * of module A may not import module B when B (through any of its files) already leads back to A.
 */
const noModuleCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Modules do not import each other in a loop' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, required: ['root'] }],
    messages: {
      cycle:
        "Importing '{{target}}' closes a loop of modules: {{loop}}. Hand the function over through the factory's needs instead (docs/architecture.md).",
    },
  },
  create(context) {
    const root = resolve(repoRoot, context.options[0].root);
    const filename = context.filename;
    const own = unitOf(root, filename);
    if (!own || /\.test\.tsx?$/.test(filename)) return {};
    function check(sourceNode) {
      if (!sourceNode.value.startsWith('.')) return;
      const target = unitOf(root, resolve(dirname(filename), sourceNode.value));
      if (!target || target.unit === own.unit) return;
      const back = pathBetween(moduleGraph(root), target.unit, own.unit);
      if (back)
        context.report({
          node: sourceNode,
          messageId: 'cycle',
          data: { target: target.unit, loop: [own.unit, ...back].join(' → ') },
        });
    }
    return {
      ImportDeclaration: (node) => importSources(node).forEach(check),
      ExportNamedDeclaration: (node) => importSources(node).forEach(check),
      ExportAllDeclaration: (node) => importSources(node).forEach(check),
    };
  },
};

export default {
  rules: { 'unit-boundaries': unitBoundaries, 'table-ownership': tableOwnership, 'no-module-cycle': noModuleCycle },
};
