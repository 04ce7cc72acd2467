import { UsageError } from './errors.js';

/** One `--field key=value`: the key, and the value typed like `gh api -F` (true, false, null, numbers), else text. */
export interface Field {
  key: string;
  value: unknown;
}

const NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/;

/** Types a field's value: `true`, `false`, `null` and JSON numbers become those; anything else stays text. */
export function typedValue(text: string): unknown {
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (text === 'null') return null;
  if (NUMBER.test(text) && Number.isFinite(Number(text))) return Number(text);
  return text;
}

/** Parses `key=value` (the value may contain `=`); `--raw-field` keeps the value as text. */
export function parseField(text: string, option = '--field', raw = false): Field {
  const at = text.indexOf('=');
  const key = at > 0 ? text.slice(0, at).trim() : '';
  if (!key) throw new UsageError(`${option} '${text}' is not key=value: give a non-empty key, then =, then the value.`);
  const value = text.slice(at + 1);
  return { key, value: raw ? value : typedValue(value) };
}

/** A commander parser collecting repeated `--field k=v` options into a list. */
export function fieldCollector(option: string, raw = false) {
  return (text: string, previous?: Field[]): Field[] => [...(previous ?? []), parseField(text, option, raw)];
}

/**
 * Builds an object from fields: `a.b=1` nests (`{"a":{"b":1}}`), `tags[]=x` appends to a list; a later field of the
 * same key wins. A key used both as a value and as an object is a usage error naming it.
 */
export function fieldsToObject(fields: readonly Field[], option = '--field'): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const { key, value } of fields) {
    const list = key.endsWith('[]');
    const path = (list ? key.slice(0, -2) : key).split('.');
    if (path.some((part) => part === '')) throw new UsageError(`${option} key '${key}' has an empty part.`);
    let node = root;
    for (const part of path.slice(0, -1)) {
      const next = node[part];
      if (next === undefined) node[part] = {};
      else if (typeof next !== 'object' || next === null || Array.isArray(next)) {
        throw new UsageError(`${option} key '${key}': '${part}' is already a value, not an object.`);
      }
      node = node[part] as Record<string, unknown>;
    }
    const last = path.at(-1)!;
    if (!list) {
      node[last] = value;
      continue;
    }
    const existing = node[last];
    if (existing !== undefined && !Array.isArray(existing)) {
      throw new UsageError(`${option} key '${key}': '${last}' is already a value, not a list.`);
    }
    node[last] = [...((existing as unknown[] | undefined) ?? []), value];
  }
  return root;
}
