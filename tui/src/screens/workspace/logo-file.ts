import { readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { AVATAR_MAX_BYTES, LOGO_IMAGE_TYPES, logoImageType } from '@skiff/sdk/domain';
import { typedPath } from '../../services/secret-files.js';

/** A logo as typed: an image URL used as it is, or a local image file to upload first. */
export type LogoSource = { url: string } | { path: string; filename: string; type: string };

const isUrl = (text: string) => /^https?:\/\/\S+$/i.test(text.trim());

/** Our wording: what the logo field takes (the spec shows no message for a wrong file). */
export const LOGO_FILE_HINT = `An image URL, or a ${Object.keys(LOGO_IMAGE_TYPES).join(' ')} file of 2 MB at most`;

/** The reason typed text is not a logo (checked as typed, the file's size included), else undefined. */
export function logoSourceError(text: string): string | undefined {
  if (!text.trim()) return 'Required';
  if (isUrl(text)) return undefined;
  const path = typedPath(text);
  if (!logoImageType(path)) return `Not an image URL or a ${Object.keys(LOGO_IMAGE_TYPES).join(', ')} file.`;
  try {
    const stat = statSync(path);
    if (!stat.isFile()) return 'Not a file.';
    if (stat.size > AVATAR_MAX_BYTES) return 'The image is larger than 2 MB.';
  } catch {
    return 'No such file.';
  }
  return undefined;
}

/** The logo typed, once `logoSourceError` accepts it. */
export function logoSource(text: string): LogoSource {
  if (isUrl(text)) return { url: text.trim() };
  const path = typedPath(text);
  return { path, filename: basename(path), type: logoImageType(path) ?? 'application/octet-stream' };
}

/** The bytes of a local logo, as the upload call takes them. */
export function logoBlob(source: { path: string; type: string }): Blob {
  return new Blob([readFileSync(source.path)], { type: source.type });
}
