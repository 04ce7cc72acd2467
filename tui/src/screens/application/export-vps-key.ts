import { readFileSync, statSync } from 'node:fs';
import { VPS_REQUIRED_MESSAGE } from '@skiff/sdk/domain';
import { typedPath } from '../../services/secret-files.js';

/** A file larger than this is not an SSH private key (our limit; the spec gives none). */
const MAX_KEY_BYTES = 64 * 1024;

/**
 * The SSH private key of a VPS, read from the file whose path was typed (a key does not fit a one-line field, and
 * is never typed or shown): the key, or why the file cannot be one ('Required' for an empty path, the spec's
 * message).
 */
export function readPrivateKeyFile(text: string): { key: string } | { error: string } {
  if (!text.trim()) return { error: VPS_REQUIRED_MESSAGE };
  const path = typedPath(text);
  try {
    const stat = statSync(path);
    if (!stat.isFile()) return { error: 'Not a file.' };
    if (stat.size > MAX_KEY_BYTES) return { error: 'The file is too large for an SSH private key.' };
    const key = readFileSync(path, 'utf8');
    return key.trim() ? { key } : { error: 'The file is empty.' };
  } catch {
    return { error: 'No such file.' };
  }
}
