/**
 * Images a user uploads (spec 001 sections 7-8, spec 002 sections 5, 7 and 9): workspace logos, avatars and
 * organization logos. An upload (`POST /files/upload`, multipart `file` and `tag`='image') answers a `fileId`; a
 * logo or avatar field then holds that id, or an image URL typed by the user.
 */
import { AVATAR_MAX_BYTES } from './account-rules.js';

/** Spec 002 section 5: an avatar is a JPG or PNG file under 2 MB. */
export const AVATAR_TYPE_MESSAGE = 'You can only upload JPG/PNG file!';
export const AVATAR_SIZE_MESSAGE = 'Image must smaller than 2MB!';
/** Spec 001 section 8: a file over the limit. */
export const OVERSIZE_UPLOAD_MESSAGE = 'Your file size is not accepted to upload. Please choose another file!';
/** The content types an avatar may have (JPG, PNG). */
export const AVATAR_CONTENT_TYPES = ['image/jpeg', 'image/png'] as const;

/** What a chosen file looks like to the rules: a browser `File` or a file read from disk. */
export interface ChosenFile {
  name: string;
  type?: string;
  size: number;
}

/** The avatar's message when a chosen file is not a JPG/PNG under 2 MB, or undefined when it may be uploaded. */
export function avatarFileError(file: ChosenFile): string | undefined {
  const type = file.type || contentTypeByName(file.name);
  if (!(AVATAR_CONTENT_TYPES as readonly string[]).includes(type ?? '')) return AVATAR_TYPE_MESSAGE;
  return file.size >= AVATAR_MAX_BYTES ? AVATAR_SIZE_MESSAGE : undefined;
}

function contentTypeByName(name: string): string | undefined {
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return extension === 'png' ? 'image/png' : extension === 'jpg' || extension === 'jpeg' ? 'image/jpeg' : undefined;
}

/** A file id of the upload call: the platform's 24 hexadecimal digits (the ids of every other record). */
const FILE_ID = /^[0-9a-f]{24}$/i;

/**
 * Where the browser reads an uploaded file by its id. The contract names no read call for an upload (only
 * `POST /files/upload`), so this is our choice, served by the emulator: a public path under the API like the backup
 * download address, the id being the unguessable part.
 */
export function uploadedFilePath(fileId: string): string {
  return `/api/v2/files/${encodeURIComponent(fileId)}`;
}

/**
 * The address an image reference (a logo, an avatar) is shown from: an https URL as it is, a file id of the
 * upload call at `uploadedFilePath`, anything else nothing (empty, a relative path, `javascript:`, and plain http,
 * which the web app's policy `img-src 'self' data: https:` refuses).
 */
export function imageSource(reference: string | null | undefined): string | undefined {
  const value = reference?.trim();
  if (!value) return undefined;
  if (/^https:\/\/\S+$/i.test(value)) return value;
  return FILE_ID.test(value) ? uploadedFilePath(value) : undefined;
}
