import { chmodSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { resolve } from 'node:path';
import type { SecretValues } from '@skiff/sdk';
import { parseSecretImport, secretValuesErrors } from '@skiff/sdk/domain';

/** An import file larger than this is not a secret manager's variables (our limit; the spec gives none). */
const MAX_IMPORT_BYTES = 1024 * 1024;

/** A path as typed: `~` is the home folder, a relative path starts at the working folder. */
export function typedPath(text: string): string {
  return resolve(text.trim().replace(/^~(?=$|\/)/, homedir()));
}

/**
 * Reads an import file (spec 002 section 5: "a single .json file, parsed as the values map"): the values, or the
 * reason the file cannot be one (missing, not JSON, or a variable breaking the spec's rules).
 */
export function readSecretImport(text: string): { values: SecretValues } | { error: string } {
  if (!text.trim()) return { error: 'Required' };
  const path = typedPath(text);
  let size: number;
  try {
    const stat = statSync(path);
    if (!stat.isFile()) return { error: 'Not a file.' };
    size = stat.size;
  } catch {
    return { error: 'No such file.' };
  }
  if (size > MAX_IMPORT_BYTES) return { error: 'The file is too large for a secret manager (1 MiB at most).' };
  const parsed = parseSecretImport(readFileSync(path, 'utf8'));
  if ('error' in parsed) return parsed;
  if (Object.keys(parsed.values).length === 0) return { error: 'The file holds no variables.' };
  const problems = secretValuesErrors(parsed.values);
  return problems.length ? { error: problems.join(' ') } : parsed;
}

/** Writes a manager's values as one JSON object to a file only its owner can read (mode 0600, even if it existed). */
export function writeSecretExport(text: string, values: SecretValues): string {
  const path = typedPath(text);
  writeFileSync(path, `${JSON.stringify(values, null, 2)}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
  return path;
}

/** The values of a manager as strings (the API may send numbers). */
export function valuesOf(manager: { values?: Record<string, unknown> | null }): SecretValues {
  return Object.fromEntries(Object.entries(manager.values ?? {}).map(([key, value]) => [key, String(value)]));
}
