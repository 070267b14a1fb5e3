import fc from 'fast-check';

/**
 * Values no client should send and every route must refuse or survive: NUL bytes, huge and odd unicode strings,
 * numbers out of every range, NaN-like text, arrays where objects go, deep nesting, prototype-pollution keys,
 * SQL-looking text, dates in the years 0000 and 9999, ids beyond PostgreSQL's int range.
 */

/** An object with `key` as an own, enumerable property, so JSON.stringify sends it (`{__proto__: x}` would not). */
export function withOwnKey(base: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...base };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString'] as const;

export const hostileStrings: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\t\r\n',
  'x'.repeat(10_000),
  '\u{1D54F}\u{1F469}\u200D\u{1F469}\u200D\u{1F467}',
  '\u202Eevil\u202C',
  '\uFEFF\u200B',
  '\uD800',
  '\uDFFF\uD800',
  'Ω≈ç√∫˜µ≤≥÷',
  '١٢٣',
  'NaN',
  'Infinity',
  '-Infinity',
  'undefined',
  'null',
  'true',
  '1e309',
  '0x10',
  '1_000',
  ' 1 ',
  '-0',
  '1.5',
  '01',
  '2147483648',
  '-2147483649',
  '99999999999999999999999',
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  'Robert"); DELETE FROM appointments; --',
  '%',
  '_',
  '\\',
  '$1',
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '0000-01-01T00:00:00Z',
  '0000-01-01T00:00:00.000Z',
  '9999-12-31T23:59:59Z',
  '9999-12-31T23:59:59.999Z',
  '0000-01-01',
  '9999-12-31',
  '0000-00-00',
  '2024-02-30',
  '2024-13-01',
  '2024-01-01T25:00:00Z',
  '2023-02-29T10:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  '-000001-01-01T00:00:00Z',
  '2025-06-01T10:00:00+14:00',
  '2025-06-01T10:00:00-12:00',
  '1970-01-01T00:00:00Z',
  '__proto__',
  'constructor',
];

export const hostileNumbers: readonly number[] = [
  0,
  -0,
  -1,
  1.5,
  -2147483648,
  2147483647,
  2147483648,
  -2147483649,
  4294967296,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER,
  1e20,
  1e308,
  -1e308,
  5e-324,
];

/** A string of `length` copies of a character, built only when drawn (a few big ones blow the body limit: 413). */
const hugeString = fc
  .tuple(fc.constantFrom(100_000, 300_000), fc.constantFrom('x', 'é', '\u{1F3BE}'))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

const deepNesting = fc.integer({ min: 20, max: 200 }).map((depth) => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? { a: value } : [value];
  return value;
});

const pollutedObject = fc
  .tuple(fc.constantFrom(...POLLUTION_KEYS), fc.constantFrom<unknown>({ polluted: 'yes' }, 'yes', null, [1], 1))
  .map(([key, value]) => withOwnKey({}, key, value));

/** Any hostile value, of any JSON type. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 4, arbitrary: fc.constantFrom(...hostileNumbers) },
  { weight: 1, arbitrary: hugeString },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(null, true, false, {}, [], [{}], [[]], [null]) },
  { weight: 1, arbitrary: deepNesting },
  { weight: 2, arbitrary: pollutedObject },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom(...hostileStrings), { maxLength: 5 }) },
);

/**
 * Bodies as raw text that no value of ours serializes to: nesting thousands of levels deep (JSON.stringify would
 * overflow building them), a number beyond any double, duplicate keys.
 */
export const hostileBodyTexts: readonly string[] = [
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
  '{"id":1e999,"page":-1e999}',
  '{"username":"a","username":"b"}',
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
];

/** Hostile text for a query parameter or a path segment (which arrive as text whatever they meant). */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 3, arbitrary: fc.constantFrom(...hostileNumbers).map(String) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(101), 'x'.repeat(5000)) },
);

/** Extra keys a body or query may carry: pollution keys and unknown names. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...POLLUTION_KEYS, '', ' ', 'a.b', 'a[b]', '$where', 'constructor[prototype][x]', '__proto__[x]'),
  fc.string({ maxLength: 12 }),
);

/**
 * Text an HTTP header can carry (Node's parser takes visible ASCII, spaces, tabs and Latin-1 bytes; anything else
 * never reaches the server).
 */
export const hostileHeaderText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1.5',
    '2147483648',
    '99999999999',
    '1e3',
    'NaN',
    '0x1',
    ' 7 ',
    '1,2',
    "' OR 1=1 --",
    'null',
    'x'.repeat(2000),
    'Ã©Ã',
  ),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 40 }),
);
