import { readFileSync, statSync } from 'node:fs';
import { typedPath } from './secret-files.js';

/** A certificate or key file larger than this is not one (our limit; the spec gives none). */
const MAX_PEM_BYTES = 64 * 1024;

/**
 * Reads a PEM file as typed (`~` is the home folder): its text and full path, or why it cannot be one (missing,
 * not a file, too large, no `-----BEGIN` line). Its content never reaches the screen.
 */
export function readPemFile(text: string): { path: string; pem: string } | { error: string } {
  if (!text.trim()) return { error: 'Required' };
  const path = typedPath(text);
  try {
    const stat = statSync(path);
    if (!stat.isFile()) return { error: 'Not a file.' };
    if (stat.size > MAX_PEM_BYTES)
      return { error: 'The file is too large for a PEM certificate or key (64 KiB at most).' };
  } catch {
    return { error: 'No such file.' };
  }
  const pem = readFileSync(path, 'utf8');
  return pem.includes('-----BEGIN ') ? { path, pem } : { error: 'Not a PEM file: it has no -----BEGIN line.' };
}
