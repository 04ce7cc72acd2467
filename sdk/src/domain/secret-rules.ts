/** Spec 002 section 5, "Secret manager": the name and variable rules, word for word. */

export const SECRET_NAME_REQUIRED_MESSAGE = 'please enter name';
/** The spec states the rule (letters, digits and hyphens) but gives no message for it: this wording is ours. */
export const SECRET_NAME_INVALID_MESSAGE = 'Name may only contain letters, digits and hyphens';
export const SECRET_KEY_REQUIRED_MESSAGE = 'Please input key or delete this field.';
export const SECRET_KEY_INVALID_MESSAGE = 'Variable name is invalid';
export const SECRET_VALUE_REQUIRED_MESSAGE = 'Please input value or delete this field.';
/** Spec 002 section 9: secret manager page sizes. */
export const SECRET_MANAGER_PAGE_SIZES = [12, 24, 50] as const;
export const DEFAULT_SECRET_MANAGER_PAGE_SIZE = 12;

/** Name: required, only letters, digits and hyphens (it cannot be edited after creation). */
export function secretManagerNameError(name: unknown): string | undefined {
  if (typeof name !== 'string' || name.trim() === '') return SECRET_NAME_REQUIRED_MESSAGE;
  return /^[A-Za-z0-9-]+$/.test(name) ? undefined : SECRET_NAME_INVALID_MESSAGE;
}

/** Each variable: key required and letters, digits, underscore only; value required. Messages in key order, once each. */
export function secretValuesErrors(values: unknown): string[] {
  if (!values || typeof values !== 'object' || Array.isArray(values)) return ['values must be an object'];
  const errors = new Set<string>();
  for (const [key, value] of Object.entries(values)) {
    if (key.trim() === '') errors.add(SECRET_KEY_REQUIRED_MESSAGE);
    else if (!/^[A-Za-z0-9_]+$/.test(key)) errors.add(SECRET_KEY_INVALID_MESSAGE);
    if (value === undefined || value === null || String(value) === '') errors.add(SECRET_VALUE_REQUIRED_MESSAGE);
  }
  return [...errors];
}

/** Import: "a single .json file, parsed as the values map". Returns the map, or the reason it cannot be one. */
export function parseSecretImport(text: string): { values: Record<string, string> } | { error: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { error: 'The file is not valid JSON.' };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    return { error: 'The file must hold one JSON object.' };
  const values: Record<string, string> = {};
  for (const [k, v] of Object.entries(parsed)) values[k] = typeof v === 'string' ? v : JSON.stringify(v);
  return { values };
}
