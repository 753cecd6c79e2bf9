import fc from 'fast-check';
import { resolve, type OpenApiDocument, type Operation, type Schema } from './schema-check';

/** One generated call: what the walk sends to an operation. */
export interface FuzzRequest {
  path: string;
  query: Array<[string, string]>;
  /** undefined: no body; otherwise sent as JSON. */
  body: unknown;
  session: 'client' | 'lead' | 'admin' | 'none' | 'garbage';
}

const EDGE_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  'x'.repeat(12_000),
  '../../etc/passwd',
  '%',
  '%00',
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  'ñandú 🌱 ✨',
  '\u202e',
  '2147483648',
  '-1',
  'null',
  'true',
];
const EDGE_INTEGER_TEXT = [
  '0',
  '-1',
  '2147483647',
  '2147483648',
  '9007199254740993',
  '1e20',
  '1.5',
  'NaN',
  '',
  ' 1',
  '0x10',
  'abc',
  '1%00',
];
const EDGE_NUMBERS = [0, -1, 1.5, -0.5, 2 ** 31, 2 ** 31 - 1, 2 ** 53, 1e20, -1e20, 1e308, -1e308];

const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.constantFrom(...EDGE_STRINGS) },
);

const examplesOf = (schema: Schema & { example?: unknown }): unknown[] => [
  ...(schema.enum ?? []),
  ...(schema.example !== undefined ? [schema.example] : []),
];

/** A value for a path or query parameter, as text. */
function parameterText(schema: Schema | undefined, doc: OpenApiDocument): fc.Arbitrary<string> {
  const resolved = schema ? resolve(schema, doc) : {};
  const known = examplesOf(resolved).map(String);
  if (resolved.type === 'integer' || resolved.type === 'number') {
    const min = resolved.minimum ?? 0;
    const max = Math.min(resolved.maximum ?? 8, min + 8);
    return fc.oneof(
      { weight: 3, arbitrary: fc.integer({ min, max }).map(String) },
      { weight: 2, arbitrary: fc.constantFrom(...EDGE_INTEGER_TEXT) },
      { weight: 1, arbitrary: text },
    );
  }
  return known.length > 0
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, { weight: 2, arbitrary: text })
    : text;
}

/** A JSON value shaped by the schema, with edge values and the odd wrong type mixed in. */
export function bodyValue(raw: Schema, doc: OpenApiDocument, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(raw, doc);
  const wrong = fc.jsonValue({ maxDepth: 2 });
  let shaped: fc.Arbitrary<unknown>;
  const known = examplesOf(schema);
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -5;
      const max = Math.min(schema.maximum ?? 30, min + 30);
      shaped = fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min, max }) },
        { weight: 2, arbitrary: fc.constantFrom(...EDGE_NUMBERS) },
      );
      break;
    }
    case 'boolean':
      shaped = fc.boolean();
      break;
    case 'array':
      shaped =
        depth > 3 || !schema.items
          ? fc.constant([])
          : fc.array(bodyValue(schema.items, doc, depth + 1), { maxLength: 3 });
      break;
    case 'string':
      shaped = known.length > 0 ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, text) : text;
      break;
    default: {
      const properties = Object.entries(schema.properties ?? {});
      if (depth > 3 || properties.length === 0) {
        shaped = fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
        break;
      }
      shaped = fc.record(
        Object.fromEntries(properties.map(([key, property]) => [key, bodyValue(property, doc, depth + 1)])),
        { requiredKeys: [] },
      );
    }
  }
  if (known.length > 0 && schema.type !== 'string') shaped = fc.oneof(fc.constantFrom(...known), shaped);
  return fc.oneof({ weight: 9, arbitrary: shaped }, { weight: 1, arbitrary: wrong });
}

/** Every request the walk may send to one operation. */
export function requestsFor(
  path: string,
  operation: Operation,
  doc: OpenApiDocument,
): fc.Arbitrary<FuzzRequest> {
  const parameters = operation.parameters ?? [];
  const pathParts = parameters
    .filter((p) => p.in === 'path')
    // An empty last segment is another operation's URL (`/items/` is the list), not this one's.
    .map((p) =>
      parameterText(p.schema, doc)
        .filter((value) => value !== '' || !path.endsWith(`{${p.name}}`))
        .map((value) => [p.name, value] as const),
    );
  const queryParts = parameters
    .filter((p) => p.in === 'query')
    .map((p) =>
      fc.oneof(
        fc.constant<Array<[string, string]>>([]),
        parameterText(p.schema, doc).map((value): Array<[string, string]> => [[p.name, value]]),
        // A repeated parameter arrives as a list: it must be refused, not crash.
        fc
          .tuple(parameterText(p.schema, doc), parameterText(p.schema, doc))
          .map(([a, b]): Array<[string, string]> => [
            [p.name, a],
            [p.name, b],
          ]),
      ),
    );
  const jsonSchema = operation.requestBody?.content?.['application/json']?.schema;
  const body = jsonSchema
    ? fc.oneof(
        { weight: 6, arbitrary: bodyValue(jsonSchema, doc) },
        { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
        { weight: 1, arbitrary: fc.constant(undefined) },
      )
    : fc.oneof(
        { weight: 4, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
      );

  return fc
    .record({
      params: fc.tuple(...pathParts),
      query: fc.tuple(...queryParts),
      body,
      session: fc.constantFrom<FuzzRequest['session']>(
        'client',
        'client',
        'lead',
        'admin',
        'none',
        'garbage',
      ),
    })
    .map(({ params, query, body: value, session }) => ({
      path: params.reduce(
        (built, [name, value]) => built.replace(`{${name}}`, encodeURIComponent(value)),
        path,
      ),
      query: query.flat(),
      body: value,
      session,
    }));
}
