import fc from 'fast-check';
import { hostileKey, hostileValue, withOwnKey } from './hostile.js';

/** The part of JSON Schema (OpenAPI 3.0 flavour, as the OpenAPI document writes the contracts' zod) we read. */
export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
}

/** What the generator draws on to reach past validation: ids and words that exist in the seeded club. */
export interface Pools {
  ids: readonly number[];
  words: readonly string[];
  /** The sweep's "today", as epoch milliseconds; dates are drawn around it. */
  nowMs: number;
  /**
   * Values for fields whose rules a JSON schema cannot say (a real time zone, matching passwords), by property
   * name; drawn half the time instead of the schema's.
   */
  fields: Readonly<Record<string, fc.Arbitrary<unknown>>>;
}

/** Start and end fields that make a time span; usually drawn a sensible length apart. */
const SPANS: [string, string][] = [
  ['start_time', 'end_time'],
  ['startDate', 'endDate'],
  ['old_start', 'old_end'],
  ['new_start', 'new_end'],
];
const SPAN_MINUTES = [30, 60, 90, 24 * 60];

/** Moves each span's end to a sensible length after its start (three times in four). */
function withSensibleSpans(object: Record<string, unknown>, roll: number): Record<string, unknown> {
  if (roll % 4 === 0) return object;
  let result = object;
  for (const [startKey, endKey] of SPANS) {
    const start = result[startKey];
    if (typeof start !== 'string' || typeof result[endKey] !== 'string') continue;
    const startMs = Date.parse(start);
    if (Number.isNaN(startMs)) continue;
    const minutes = SPAN_MINUTES[roll % SPAN_MINUTES.length]!;
    result = withOwnKey(result, endKey, new Date(startMs + minutes * 60_000).toISOString());
  }
  return result;
}

const DAY_MS = 86_400_000;
const MAX_DEPTH = 6;

/** An instant near today on a quarter hour (the court sheet's grid), or anywhere in the years 1900 to 2200. */
function instant(pools: Pools): fc.Arbitrary<Date> {
  const near = fc
    .tuple(fc.integer({ min: -60, max: 400 }), fc.integer({ min: 0, max: 95 }))
    .map(([day, quarter]) => new Date(Math.floor(pools.nowMs / DAY_MS) * DAY_MS + day * DAY_MS + quarter * 900_000));
  const anywhere = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2200-12-31T00:00:00Z') });
  return fc.oneof(
    { weight: 4, arbitrary: near },
    { weight: 1, arbitrary: anywhere.filter((d) => !isNaN(d.getTime())) },
  );
}

function compiledPattern(pattern: string): RegExp | null {
  for (const flags of ['u', '']) {
    try {
      return new RegExp(pattern, flags);
    } catch {
      // try the next flags
    }
  }
  return null;
}

function stringFor(schema: JsonSchema, pools: Pools): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, 400);
  if (schema.format === 'date-time') return instant(pools).map((date) => date.toISOString());
  if (schema.format === 'date') return instant(pools).map((date) => date.toISOString().slice(0, 10));
  if (schema.format === 'email') {
    return fc
      .stringMatching(/^[a-z]{1,12}(\.[a-z]{1,8})?@example\.(org|com)$/)
      .filter((email) => email.length <= maxLength);
  }
  const words = pools.words.filter((word) => word.length >= minLength && word.length <= maxLength);
  const known = words.length > 0 ? [{ weight: 2, arbitrary: fc.constantFrom(...words) }] : [];
  if (schema.pattern) {
    const regex = compiledPattern(schema.pattern);
    if (regex) {
      try {
        const matching = fc.stringMatching(regex, { maxLength }).filter((text) => text.length >= minLength);
        return fc.oneof({ weight: 4, arbitrary: matching }, ...known);
      } catch {
        // an expression fast-check cannot generate from: fall through to plain strings
      }
    }
  }
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength }) },
    ...known,
  );
}

function numberFor(schema: JsonSchema, pools: Pools, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = schema.exclusiveMinimum === true;
  const exclusiveMax = schema.exclusiveMaximum === true;
  let min = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : (schema.minimum ?? -1e6);
  let max = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : (schema.maximum ?? 1e6);
  if (exclusiveMin) min += integer ? 1 : Number.EPSILON;
  if (exclusiveMax) max -= integer ? 1 : Number.EPSILON;
  min = Math.max(min, -Number.MAX_SAFE_INTEGER);
  max = Math.min(max, Number.MAX_SAFE_INTEGER);
  if (min > max) return fc.constant(min);
  if (!integer) return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  const ids = pools.ids.filter((id) => id >= min && id <= max);
  const small = fc.integer({ min: Math.max(min, -5), max: Math.max(Math.min(max, 60), Math.max(min, -5)) });
  return fc.oneof(
    { weight: 3, arbitrary: small },
    { weight: 2, arbitrary: fc.integer({ min, max }) },
    ...(ids.length > 0 ? [{ weight: 4, arbitrary: fc.constantFrom(...ids) }] : []),
  );
}

function objectFor(schema: JsonSchema, pools: Pools, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(schema.properties ?? {}).map(([key, property]) => {
    const hinted = pools.fields[key];
    const value = hinted
      ? fc.oneof(hinted, validFor(property, pools, depth + 1))
      : validFor(property, pools, depth + 1);
    const present = value.map((item): [string, unknown] => [key, item]);
    return required.has(key) ? present : fc.option(present, { freq: 2 });
  });
  const extra =
    typeof schema.additionalProperties === 'object'
      ? fc.dictionary(fc.string({ maxLength: 8 }), validFor(schema.additionalProperties, pools, depth + 1), {
          maxKeys: 3,
        })
      : fc.constant({});
  return fc.tuple(fc.tuple(...entries), extra, fc.nat()).map(([pairs, more, roll]) => {
    let object: Record<string, unknown> = { ...more };
    for (const pair of pairs) if (pair) object = withOwnKey(object, pair[0], pair[1]);
    return withSensibleSpans(object, roll);
  });
}

/** Values that satisfy `schema` as far as it says (the rules behind it, such as a span of days, may still refuse). */
export function validFor(schema: JsonSchema, pools: Pools, depth = 0): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return fc.constant(null);
  const nullable = schema.nullable ? [fc.constant(null)] : [];
  const withNull = (arbitrary: fc.Arbitrary<unknown>) =>
    nullable.length > 0 ? fc.oneof({ weight: 5, arbitrary }, ...nullable) : arbitrary;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return withNull(fc.constantFrom(...schema.enum));
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return withNull(fc.oneof(...alternatives.map((item) => validFor(item, pools, depth + 1))));
  if (schema.allOf) {
    // Strings that must match several expressions (a password with a letter and a digit): one part per rule.
    const parts = schema.allOf.map((item) => validFor(item, pools, depth + 1));
    return withNull(
      fc.tuple(...parts).map((values) => (values.every((v) => typeof v === 'string') ? values.join('') : values[0])),
    );
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return withNull(objectFor(schema, pools, depth));
    case 'array': {
      const maxLength = Math.min(schema.maxItems ?? 5, 5);
      const minLength = Math.min(schema.minItems ?? 0, maxLength);
      const items = validFor(schema.items ?? {}, pools, depth + 1);
      // Lists of ids or names hold each once (the contracts refuse repeats), so draw them unique.
      return withNull(fc.uniqueArray(items, { minLength, maxLength, selector: (item) => JSON.stringify(item) }));
    }
    case 'string':
      return withNull(stringFor(schema, pools));
    case 'integer':
      return withNull(numberFor(schema, pools, true));
    case 'number':
      return withNull(numberFor(schema, pools, false));
    case 'boolean':
      return withNull(fc.boolean());
    case 'null':
      return fc.constant(null);
    default:
      return fc.oneof(fc.integer(), fc.string(), fc.boolean(), fc.constant(null));
  }
}

/** Every place in a JSON value (its own root included), as paths of keys. */
function pathsOf(
  value: unknown,
  path: (string | number)[] = [],
  found: (string | number)[][] = [],
): (string | number)[][] {
  found.push(path);
  if (Array.isArray(value)) value.forEach((item, index) => pathsOf(item, [...path, index], found));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...path, key], found);
  }
  return found;
}

/** `value` with the node at `path` replaced (copies along the way; own keys kept as own keys). */
function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value))
    return value.map((item, index) => (index === head ? replaceAt(item, rest, replacement) : item));
  const object = value as Record<string, unknown>;
  return withOwnKey(object, String(head), replaceAt(object[String(head)], rest, replacement));
}

/**
 * A valid value with one hostile change: one node (at any depth) replaced by a hostile value, one key added to an
 * object (a pollution key or an unknown name), or one required key left out.
 */
export function mutatedFor(schema: JsonSchema, pools: Pools): fc.Arbitrary<unknown> {
  return fc
    .tuple(validFor(schema, pools), fc.nat(), fc.constantFrom('replace', 'add', 'drop'), hostileKey, hostileValue)
    .map(([value, pick, how, key, hostile]) => {
      const paths = pathsOf(value);
      const path = paths[pick % paths.length]!;
      if (how === 'replace') return replaceAt(value, path, hostile);
      const objects = paths.filter((candidate) => {
        const node = candidate.reduce<unknown>((at, step) => (at as Record<string, unknown>)[step], value);
        return node !== null && typeof node === 'object' && !Array.isArray(node);
      });
      const target = objects[pick % Math.max(objects.length, 1)];
      if (!target) return replaceAt(value, path, hostile);
      const node = target.reduce<unknown>((at, step) => (at as Record<string, unknown>)[step], value) as Record<
        string,
        unknown
      >;
      if (how === 'add') return replaceAt(value, target, withOwnKey(node, key, hostile));
      const keys = Object.keys(node);
      if (keys.length === 0) return replaceAt(value, target, withOwnKey(node, key, hostile));
      const { [keys[pick % keys.length]!]: _dropped, ...rest } = node;
      return replaceAt(value, target, rest);
    });
}
