import fc from 'fast-check';

/**
 * Request inputs for the hostile-input suite, derived from the JSON Schemas that `/apiSchema` publishes
 * (themselves generated from the contract's zod schemas), mixed with what a careless or hostile client
 * sends: NUL and other control characters, halves of emoji, huge texts, numbers beyond what the database
 * stores, floats, nulls, wrong shapes, and ids of another event.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
};

/** Ids the generated requests may name: the target event's own records and another event's. */
export interface IdPool {
  own: string[];
  other: string[];
}

export interface SchemaHints {
  ids: IdPool;
  /** JSON Schema of each content-section type's `data` (from `/apiSchema` formats). */
  sectionTypes: Record<string, JsonSchema>;
  /** JSON Schema of one `/bulkUpsert` item (an abstract). */
  bulkItem?: JsonSchema;
}

const HOSTILE_TEXTS = [
  '\u0000',
  'title\u0000with NUL',
  '\ud800',
  '\udc00',
  'cut emoji \ud83d',
  '\ude00 tail half',
  'form\u000cfeed',
  '\u0001\u0002\u001b[31m',
  'del\u007f and C1 \u0085',
  'tab\tline\nreturn\r',
  ' ',
  '   \t  ',
  '',
  '😀'.repeat(300),
  '🇩🇪👨‍👩‍👧‍👦'.repeat(120),
  '\u202eright-to-left override',
  'e\u0301\u0301\u0301',
  '%00',
  "'; DROP TABLE sessions; --",
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{"ops":[{"insert":"\\u0000"}]}',
  `${'a'.repeat(65)}@example.org`,
  `${'a'.repeat(60)}@${'b'.repeat(200)}.org`,
  'not an e-mail',
  '2026-02-30',
  '25:61',
  '#GGGGGG',
  'x'.repeat(600),
];

const HOSTILE_NUMBERS = [2 ** 31, -(2 ** 31) - 1, 2 ** 31 - 1, -(2 ** 31), 2 ** 53, -(2 ** 53), 1.5, -0.5, 1e308, -1e308, 0, -1, 4294967296];

/** A string a careless or hostile client might send. */
export const hostileText = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_TEXTS) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.integer({ min: 10_000, max: 200_000 }).map((n) => 'y'.repeat(n)) },
  );

/** A value of the wrong kind for any field. */
const hostileValue = (ids: IdPool): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 4, arbitrary: hostileText() },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], { $ne: null }, ['a', 1, null], 'NaN', 'Infinity', '1e3') },
    { weight: 2, arbitrary: idOf(ids) },
  );

const idOf = (ids: IdPool): fc.Arbitrary<string> =>
  fc.oneof(
    ...(ids.own.length ? [fc.constantFrom(...ids.own)] : []),
    ...(ids.other.length ? [fc.constantFrom(...ids.other)] : []),
    fc.constantFrom('', 'no-such-id', '\u0000', 'id\u0000', '\ud800'),
  );

const isIdName = (name: string) => name === 'documentId' || /Id$/.test(name) || name === 'refId' || name === 'content';
const isEmailName = (name: string) => /mail/i.test(name);

/** A value the schema describes (sometimes at its edges), chosen by the property's name where the schema says little. */
function fitting(schema: JsonSchema, name: string, hints: SchemaHints, depth: number): fc.Arbitrary<unknown> {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return fc.oneof(...branches.map((b) => valueFor(b, name, hints, depth)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (isEmailName(name)) return fc.oneof(fc.emailAddress(), fc.constantFrom('Ann@Example.org ', ''));
      if (isIdName(name)) return idOf(hints.ids);
      if (/date/i.test(name)) return fc.constantFrom('2026-05-01', '', '2026-13-01');
      if (/time$/i.test(name)) return fc.constantFrom('09:30', '', '24:00');
      return fc.string({ unit: 'grapheme', minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 30) });
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? -5, -(2 ** 31)), max: Math.min(schema.maximum ?? 50, 2 ** 31 - 1) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const items = schema.items && Object.keys(schema.items).length > 0 ? schema.items : undefined;
      const item = items ? valueFor(items, name, hints, depth + 1) : itemFor(name, hints, depth + 1);
      return fc.array(item, { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 4, 4) });
    }
    case 'object':
      return objectFor(schema, hints, depth + 1);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Entries of arrays the schema leaves open: content sections, bulk items. */
function itemFor(name: string, hints: SchemaHints, depth: number): fc.Arbitrary<unknown> {
  if (name === 'contentData') {
    const types = Object.keys(hints.sectionTypes);
    return fc.constantFrom(...types).chain((type) =>
      fc.record({ type: fc.constant(type), data: valueFor(hints.sectionTypes[type], 'data', hints, depth) }),
    );
  }
  if (name === 'items' && hints.bulkItem) return valueFor(hints.bulkItem, 'item', hints, depth);
  return fc.jsonValue({ maxDepth: 2 });
}

/** Mostly a fitting value, sometimes a hostile one. */
export function valueFor(schema: JsonSchema, name: string, hints: SchemaHints, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return hostileValue(hints.ids);
  return fc.oneof({ weight: 3, arbitrary: fitting(schema, name, hints, depth) }, { weight: 2, arbitrary: hostileValue(hints.ids) });
}

/** An object of the schema's properties (some left out), sometimes with keys it does not know. */
export function objectFor(schema: JsonSchema, hints: SchemaHints, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const props = schema.properties ?? {};
  const model = Object.fromEntries(Object.entries(props).map(([key, s]) => [key, valueFor(s, key, hints, depth)]));
  const required = (schema.required ?? []).filter((k) => k in props);
  const known = fc.record(model, { requiredKeys: required }).chain((value) =>
    // Now and then a required key goes missing too.
    fc.subarray(required, { maxLength: Math.min(1, required.length) }).map((drop) => Object.fromEntries(Object.entries(value).filter(([k]) => !drop.includes(k)))),
  );
  return fc
    .tuple(known, fc.dictionary(hostileText().map((k) => k.slice(0, 40)), hostileValue(hints.ids), { maxKeys: 2 }), fc.integer({ min: 0, max: 9 }))
    .map(([value, extra, roll]) => (roll === 0 ? { ...extra, ...value } : value));
}

/** A whole body: mostly the schema's object, sometimes the wrong shape or not JSON at all (raw text). */
export function bodyFor(schema: JsonSchema | undefined, hints: SchemaHints): fc.Arbitrary<{ json: unknown } | { raw: string; contentType?: string }> {
  const object = schema ? objectFor(schema, hints) : fc.constant({});
  const nested = fc.integer({ min: 30, max: 60 }).map((n) => ({ raw: `${'['.repeat(n)}${']'.repeat(n)}` }));
  return fc.oneof(
    { weight: 12, arbitrary: object.map((json) => ({ json })) },
    { weight: 1, arbitrary: hostileValue(hints.ids).map((json) => ({ json })) },
    { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', '', '   ', 'null', '[]', '"text"', '\u0000', '{"title":"\\ud800"}', '{"title":"\\u0000"}').map((raw) => ({ raw })) },
    { weight: 1, arbitrary: nested },
    {
      weight: 1,
      arbitrary: fc.tuple(object, fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', '')).map(([json, contentType]) => ({ raw: JSON.stringify(json), contentType })),
    },
  );
}

/** Query parameters: the schema's, hostile values, and now and then an unknown parameter. */
export function queryFor(schema: JsonSchema | undefined, hints: SchemaHints): fc.Arbitrary<Record<string, unknown>> {
  return schema ? objectFor(schema, hints) : fc.dictionary(fc.constantFrom('sessionId', 'pollId', 'x'), hostileText(), { maxKeys: 2 });
}

/** `?a=b` for any values, lone surrogates included (sent as the bytes a broken client would send). */
export function queryString(query: Record<string, unknown>, dryRun: boolean): string {
  const parts = Object.entries(query).map(([k, v]) => `${encode(k)}=${encode(typeof v === 'string' ? v : JSON.stringify(v) ?? '')}`);
  if (dryRun) parts.push('dryRun=1');
  return parts.length ? `?${parts.join('&')}` : '';
}

function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    // A lone surrogate: send CESU-8 bytes, which a server must cope with.
    return [...value].map((ch) => (/^[\ud800-\udfff]$/.test(ch) ? `%ED%${(0xa0 | ((ch.charCodeAt(0) >> 6) & 0x1f)).toString(16).toUpperCase()}%${(0x80 | (ch.charCodeAt(0) & 0x3f)).toString(16).toUpperCase()}` : encodeURIComponent(ch))).join('');
  }
}
