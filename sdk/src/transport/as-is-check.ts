import type { Parser } from './transport.js';

/** True when the schema would accept the value and hand back an equal value (no default, transform or strip). */
export type AsIsCheck = (value: unknown) => boolean;

/** The parts of a zod schema's definition the check reads. */
interface SchemaDef {
  type: string;
  shape?: Record<string, Schema>;
  catchall?: Schema;
  innerType?: Schema;
  element?: Schema;
  options?: Schema[];
  getter?: () => Schema;
  checks?: Array<{ _zod: { def: { check: string; minimum?: number } } }>;
  /** `literal`: the values; `enum`: value by key. */
  values?: unknown[];
  entries?: Record<string, unknown>;
  coerce?: boolean;
}
interface Schema {
  _zod: { def: SchemaDef };
}

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && '_zod' in value && typeof (value as Schema)._zod?.def === 'object';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** zod measures `min` in code points; a string of twice as many UTF-16 units always has enough. */
const hasMinLength = (text: string, minimum: number) => text.length >= minimum * 2 || [...text].length >= minimum;

/** `string` with at most `min(n)` checks; any other check (format, regex, max) is left to zod. */
function stringCheck(def: SchemaDef): AsIsCheck | undefined {
  let minimum = 0;
  for (const check of def.checks ?? []) {
    const { check: kind, minimum: n } = check._zod.def;
    if (kind !== 'min_length' || n === undefined) return undefined;
    minimum = Math.max(minimum, n);
  }
  return (value) => typeof value === 'string' && (minimum === 0 || hasMinLength(value, minimum));
}

/** One declared key of an object: which empty values it takes, and the check of any other value. */
interface FieldCheck {
  key: string;
  optional: boolean;
  nullable: boolean;
  /** A plain `typeof` test, done in the loop rather than through a call (most fields are strings). */
  type: 'string' | 'number' | 'boolean' | undefined;
  check: AsIsCheck;
}

/** A field's schema without its optional and nullable wrappers, which the object's loop handles itself. */
function fieldCheck(
  key: string,
  schema: Schema,
  compile: (s: Schema) => AsIsCheck | undefined,
): FieldCheck | undefined {
  let base = schema;
  let optional = false;
  let nullable = false;
  for (let def = base._zod.def; (def.type === 'optional' || def.type === 'nullable') && def.innerType; ) {
    if (def.type === 'optional') optional = true;
    else nullable = true;
    base = def.innerType;
    def = base._zod.def;
  }
  const check = compile(base);
  if (!check) return undefined;
  const def = base._zod.def;
  const plain = !def.checks?.length && !def.coerce;
  const type =
    plain && (def.type === 'string' || def.type === 'number' || def.type === 'boolean') ? def.type : undefined;
  return { key, optional: optional || check(undefined), nullable: nullable || check(null), type, check };
}

/** A loose object: its declared keys checked (an optional one may be missing), any other key kept as it is. */
function objectCheck(def: SchemaDef, compile: (schema: Schema) => AsIsCheck | undefined): AsIsCheck | undefined {
  if (def.catchall?._zod.def.type !== 'unknown' || def.checks?.length) return undefined;
  const fields: FieldCheck[] = [];
  for (const [key, schema] of Object.entries(def.shape ?? {})) {
    const field = fieldCheck(key, schema, compile);
    if (!field) return undefined;
    fields.push(field);
  }
  return (value) => {
    // zod drops an own `__proto__` key from its copy, so such an object is not handed back as it is.
    if (!isPlainObject(value) || Object.hasOwn(value, '__proto__')) return false;
    for (const field of fields) {
      const v = value[field.key];
      if (v === undefined || v === null) {
        if (!(v === undefined ? field.optional : field.nullable)) return false;
      } else if (field.type === 'number') {
        if (typeof v !== 'number' || !Number.isFinite(v)) return false;
      } else if (field.type ? typeof v !== field.type : !field.check(v)) return false;
    }
    return true;
  };
}

/**
 * Compiles a zod schema into a predicate that allocates nothing, for the kinds the SDK's answer schemas are made of
 * (lazy, loose objects, arrays, unions, optional, nullable, literal, string enum, string, number, boolean, unknown);
 * undefined when the schema holds anything else, or anything that would change the value.
 */
function compileSchema(root: Schema): AsIsCheck | undefined {
  const compiled = new Map<Schema, AsIsCheck | undefined>();
  const pending = new Set<Schema>();
  // An unsupported part makes each schema around it unsupported too (each kind below passes undefined up), except a
  // union, which keeps its options before the first unsupported one.
  const compile = (schema: Schema): AsIsCheck | undefined => {
    // A schema that contains itself is checked through its own entry, filled in once it is compiled (an
    // unsupported one says no, so zod parses the value).
    if (pending.has(schema)) return (value) => compiled.get(schema)?.(value) ?? false;
    if (compiled.has(schema)) return compiled.get(schema);
    pending.add(schema);
    const check = compileNode(schema._zod.def, compile);
    pending.delete(schema);
    compiled.set(schema, check);
    return check;
  };
  return compile(root);
}

/**
 * zod hands back the first option that accepts the value, so a value one of the leading checkable options accepts
 * comes back as it is; past the first option that is not checkable (a transform, say), zod decides.
 */
function unionCheck(def: SchemaDef, compile: (schema: Schema) => AsIsCheck | undefined): AsIsCheck | undefined {
  const checks: AsIsCheck[] = [];
  for (const option of def.options ?? []) {
    const check = compile(option);
    if (!check) break;
    checks.push(check);
  }
  if (checks.length === 0) return undefined;
  return (v) => checks.some((check) => check(v));
}

function compileNode(def: SchemaDef, compile: (schema: Schema) => AsIsCheck | undefined): AsIsCheck | undefined {
  const noChecks = !def.checks?.length;
  switch (def.type) {
    case 'lazy':
      return def.getter ? compile(def.getter()) : undefined;
    case 'object':
      return objectCheck(def, compile);
    case 'optional':
    case 'nullable': {
      const inner = def.innerType && compile(def.innerType);
      if (!inner) return undefined;
      return def.type === 'optional' ? (v) => v === undefined || inner(v) : (v) => v === null || inner(v);
    }
    case 'array': {
      const element = noChecks && def.element ? compile(def.element) : undefined;
      return element && ((v) => Array.isArray(v) && v.every(element));
    }
    case 'union':
      return unionCheck(def, compile);
    case 'string':
      return def.coerce ? undefined : stringCheck(def);
    case 'number':
      return noChecks && !def.coerce ? (v) => typeof v === 'number' && Number.isFinite(v) : undefined;
    case 'boolean':
      return noChecks && !def.coerce ? (v) => typeof v === 'boolean' : undefined;
    case 'literal': {
      const values = new Set(def.values);
      return (v) => values.has(v);
    }
    case 'enum': {
      // A numeric (TypeScript) enum's entries hold reverse mappings too: left to zod.
      const values = Object.values(def.entries ?? {});
      if (!values.every((value) => typeof value === 'string')) return undefined;
      const allowed = new Set<unknown>(values);
      return (v) => allowed.has(v);
    }
    case 'unknown':
    case 'any':
      return () => true;
    default:
      return undefined;
  }
}

const checks = new WeakMap<object, AsIsCheck | null>();

/**
 * A cheap stand-in for `parser.safeParse` on valid answers: parsing 10,000 applications with zod builds 10,000
 * copies, this only reads them. When it says no, the caller parses with zod, which names what is wrong.
 */
export function asIsCheckOf(parser: Parser<unknown>): AsIsCheck | undefined {
  let check = checks.get(parser);
  if (check === undefined) {
    check = (isSchema(parser) && compileSchema(parser)) || null;
    checks.set(parser, check);
  }
  return check ?? undefined;
}
