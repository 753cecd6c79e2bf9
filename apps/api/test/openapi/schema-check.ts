/**
 * Checks a JSON value against an OpenAPI 3.0 schema as @nestjs/swagger writes them: $ref, type
 * (integer included), nullable, enum, properties and required, items, allOf/oneOf, bounds. It is
 * strict where the document can be: an object may carry only the properties it declares, unless
 * the schema says `additionalProperties`. Returns the problems found, empty when it conforms.
 */
export type Schema = {
  $ref?: string;
  type?: string;
  nullable?: boolean;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
};

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

export interface Operation {
  operationId?: string;
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: Schema }>;
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

export function resolve(schema: Schema, doc: OpenApiDocument): Schema {
  let current = schema;
  for (let hops = 0; current.$ref && hops < 20; hops++) {
    const name = current.$ref.replace('#/components/schemas/', '');
    const target = doc.components?.schemas?.[name];
    if (!target) throw new Error(`unknown schema ${current.$ref}`);
    current = { ...target, nullable: current.nullable ?? target.nullable };
  }
  return current;
}

const typeOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

export function check(value: unknown, raw: Schema, doc: OpenApiDocument, at = '$'): string[] {
  const schema = resolve(raw, doc);
  if (value === null) return schema.nullable ? [] : [`${at}: null where the schema is not nullable`];
  if (schema.allOf) return schema.allOf.flatMap((part) => check(value, part, doc, at));
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) {
    return alternatives.some((part) => check(value, part, doc, at).length === 0)
      ? []
      : [`${at}: matches none of its alternatives`];
  }
  if (schema.enum && !schema.enum.includes(value)) return [`${at}: ${JSON.stringify(value)} not in enum`];
  const actual = typeOf(value);
  switch (schema.type) {
    case undefined:
      return schema.properties ? checkObject(value, schema, doc, at) : [];
    case 'integer':
      if (actual !== 'number' || !Number.isInteger(value)) return [`${at}: expected integer, got ${actual}`];
      return checkBounds(value as number, schema, at);
    case 'number':
      if (actual !== 'number') return [`${at}: expected number, got ${actual}`];
      return checkBounds(value as number, schema, at);
    case 'string':
      return actual === 'string' ? [] : [`${at}: expected string, got ${actual}`];
    case 'boolean':
      return actual === 'boolean' ? [] : [`${at}: expected boolean, got ${actual}`];
    case 'array':
      if (actual !== 'array') return [`${at}: expected array, got ${actual}`];
      return schema.items
        ? (value as unknown[]).flatMap((item, i) => check(item, schema.items!, doc, `${at}[${i}]`))
        : [];
    case 'object':
      return checkObject(value, schema, doc, at);
    default:
      return [`${at}: unknown schema type ${schema.type}`];
  }
}

function checkBounds(value: number, schema: Schema, at: string): string[] {
  if (schema.minimum !== undefined && value < schema.minimum) return [`${at}: ${value} < ${schema.minimum}`];
  if (schema.maximum !== undefined && value > schema.maximum) return [`${at}: ${value} > ${schema.maximum}`];
  return [];
}

function checkObject(value: unknown, schema: Schema, doc: OpenApiDocument, at: string): string[] {
  if (typeOf(value) !== 'object') return [`${at}: expected object, got ${typeOf(value)}`];
  const record = value as Record<string, unknown>;
  const properties = schema.properties ?? {};
  const problems = (schema.required ?? [])
    .filter((key) => !(key in record))
    .map((key) => `${at}.${key}: required but missing`);
  for (const [key, item] of Object.entries(record)) {
    const declared = properties[key];
    if (declared) problems.push(...check(item, declared, doc, `${at}.${key}`));
    else if (typeof schema.additionalProperties === 'object')
      problems.push(...check(item, schema.additionalProperties, doc, `${at}.${key}`));
    else if (schema.additionalProperties !== true) problems.push(`${at}.${key}: not declared in the schema`);
  }
  return problems;
}
