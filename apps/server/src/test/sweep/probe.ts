import fc from 'fast-check';
import { hostileBodyTexts, hostileHeaderText, hostileKey, hostileText, hostileValue } from './hostile.js';
import type { SweptRoute } from './openapi-routes.js';
import { mutatedFor, validFor, type Pools } from './schema-arbitrary.js';

/** Who sends a request: nobody, a club member, or staff (the owner, who may do everything; a coach, who may not). */
export type Principal = 'anonymous' | 'member' | 'owner' | 'coach';
export const PRINCIPALS: readonly Principal[] = ['anonymous', 'member', 'owner', 'coach'];

/** One generated request to one route. */
export interface Probe {
  principal: Principal;
  /** Replaces the principal's session token (a forged or malformed one); null sends none. */
  forgedToken: string | null | undefined;
  /** Path segments, already encoded (some deliberately badly). */
  params: Record<string, string>;
  query: [string, string][];
  headers: Record<string, string>;
  body: { text: string; contentType: string | null } | null;
  ip: string;
}

/** Segments that are not valid percent-encoding, or that routers treat specially. */
const RAW_SEGMENTS = ['%', '%zz', '%C0%AF', '%ED%A0%80', '..', '.', '%2F', '%00', '%20', '-1', '0', '+1'];

function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80'; // a lone surrogate cannot be encoded: send its invalid UTF-8 bytes instead
  }
}

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

const MALFORMED_JSON = ['{', '{"a":', '[1, 2', '"text', 'nul', '{"a":1}{"b":2}', '\u0000', '{"a":1,}', '\uFEFF{}', ''];

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/xml',
  'application/pdf',
  'application/octet-stream',
  'garbage',
  '',
];

function jsonBody(route: SweptRoute, pools: Pools): fc.Arbitrary<Probe['body']> {
  const schema = route.body !== null && route.body !== 'binary' ? route.body : null;
  const text = fc.oneof(
    ...(schema
      ? [{ weight: 12, arbitrary: validFor(schema, pools).map((value) => JSON.stringify(value) ?? 'null') }]
      : []),
    ...(schema ? [{ weight: 6, arbitrary: mutatedFor(schema, pools).map((value) => JSON.stringify(value)) }] : []),
    { weight: 1, arbitrary: hostileValue.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_JSON, ...hostileBodyTexts) },
  );
  const contentType = fc.oneof(
    { weight: 24, arbitrary: fc.constant('application/json') },
    { weight: 1, arbitrary: fc.constantFrom<string | null>(...CONTENT_TYPES, null) },
    { weight: 1, arbitrary: hostileHeaderText },
  );
  return fc.record({ text, contentType });
}

/** The raw upload (the waiver PDF): mostly a small PDF-looking file, sometimes anything at all. */
function binaryBody(): fc.Arbitrary<Probe['body']> {
  const text = fc.oneof(
    { weight: 4, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }).map((rest) => `%PDF-1.7\n${rest}`) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
    { weight: 1, arbitrary: fc.constantFrom('', '%PDF-', '{"a":1}', 'x'.repeat(6 * 1024 * 1024)) },
  );
  const contentType = fc.oneof(
    { weight: 8, arbitrary: fc.constant('application/pdf') },
    { weight: 3, arbitrary: fc.constantFrom<string | null>(...CONTENT_TYPES, 'application/json', null) },
  );
  return fc.record({ text, contentType });
}

function bodyFor(route: SweptRoute, pools: Pools): fc.Arbitrary<Probe['body']> {
  if (route.body === 'binary') return binaryBody();
  if (route.body) return jsonBody(route, pools);
  // A route without a body gets one now and then: it must be ignored or refused, never break the route. GET
  // bodies are only sent to routes answered in-process (a real client's fetch refuses them).
  if (route.definition.response === 'event-stream') return fc.constant(null);
  return fc.option(jsonBody(route, pools), { freq: 10 });
}

function segmentFor(schema: Parameters<typeof validFor>[0], pools: Pools): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 16, arbitrary: validFor(schema, pools).map((value) => encodeSegment(asText(value))) },
    { weight: 2, arbitrary: hostileText.map(encodeSegment) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
  );
}

function queryFor(route: SweptRoute, pools: Pools): fc.Arbitrary<[string, string][]> {
  const known = route.query.map(({ name, schema, required }) => {
    const hinted = pools.fields[name];
    const valid = hinted ? fc.oneof(hinted, validFor(schema, pools)) : validFor(schema, pools);
    return fc.oneof(
      { weight: required ? 20 : 8, arbitrary: valid.map((value) => [[name, asText(value)]]) },
      { weight: 1, arbitrary: hostileText.map((value) => [[name, value]]) },
      // the same key twice, which parsers turn into an array
      {
        weight: 1,
        arbitrary: fc.tuple(hostileText, hostileText).map(([a, b]) => [
          [name, a],
          [name, b],
        ]),
      },
      { weight: required ? 1 : 5, arbitrary: fc.constant([]) },
    );
  });
  const extra = fc.array(fc.tuple(hostileKey, hostileText), { maxLength: 2 });
  return fc
    .tuple(
      fc.tuple(...known),
      extra,
      fc.nat(9).map((roll) => roll === 0),
    )
    .map(([pairs, more, withExtra]) => [...(pairs as [string, string][][]).flat(), ...(withExtra ? more : [])]);
}

/** The selection headers and the route's own (e.g. `idempotency-key`): absent, valid, or hostile. */
function headersFor(route: SweptRoute, pools: Pools): fc.Arbitrary<Record<string, string>> {
  const idText = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...pools.ids.slice(0, 20)).map(String) },
    { weight: 4, arbitrary: fc.constant('0') },
    { weight: 1, arbitrary: hostileHeaderText },
  );
  const optional = (name: string, value: fc.Arbitrary<string>) =>
    fc.option(
      value.map((text) => [name, text] as const),
      { freq: 2 },
    );
  return fc
    .tuple(
      optional('location-id', idText),
      optional('facility-group-id', idText),
      ...route.headers.map((name) => optional(name, hostileHeaderText)),
    )
    .map((pairs) => Object.fromEntries(pairs.filter((pair) => pair !== null)));
}

/** Every kind of request the sweep sends to one route. */
export function probesFor(route: SweptRoute, pools: Pools): fc.Arbitrary<Probe> {
  const params = fc.record(
    Object.fromEntries(route.pathParams.map(({ name, schema }) => [name, segmentFor(schema, pools)])),
  ) as fc.Arbitrary<Record<string, string>>;
  return fc.record({
    principal: fc.constantFrom(...PRINCIPALS),
    forgedToken: fc.oneof(
      { weight: 24, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: hostileHeaderText },
    ),
    params,
    query: queryFor(route, pools),
    headers: headersFor(route, pools),
    body: bodyFor(route, pools),
    ip: fc.ipV4(),
  });
}

/** The request's URL: the route's path with its segments filled in, and the query string. */
export function urlOf(route: SweptRoute, probe: Probe): string {
  const path = route.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => probe.params[name] ?? '');
  const search = new URLSearchParams(probe.query).toString();
  return search ? `${path}?${search}` : path;
}

/** A short description of a probe for a failure message (long values cut, with their length). */
export function describeProbe(route: SweptRoute, probe: Probe): string {
  const cut = (text: string) => (text.length > 160 ? `${text.slice(0, 160)}…(${text.length} chars)` : text);
  return [
    `${route.method} ${cut(urlOf(route, probe))}`,
    `as ${probe.principal}${probe.forgedToken !== undefined ? ` with token ${JSON.stringify(probe.forgedToken)}` : ''}`,
    `headers ${cut(JSON.stringify(probe.headers))}`,
    probe.body
      ? `content-type ${JSON.stringify(probe.body.contentType)} body ${cut(JSON.stringify(probe.body.text))}`
      : 'no body',
  ].join('\n  ');
}
