import { AVATAR_MAX_BYTES } from '../domain.js';
import { badRequest, HttpError, notFound } from '../http/errors.js';
import { MultipartBody } from '../http/multipart.js';
import { newId } from '../ids.js';
import type { ApiRequest, PublicRequest, RouteDef } from './types.js';

const TAGS = ['image'];

/**
 * POST /files/upload (multipart: `file` and `tag`='image'): stores an image, such as an avatar (at most 2 MB,
 * spec 002 section 9), and answers `{data: {fileId}}`.
 */
function upload(req: ApiRequest) {
  if (!(req.body instanceof MultipartBody))
    throw badRequest(['file should not be empty', 'tag must be one of the following values: image']);
  const { fields, files } = req.body;
  const file = files.find((f) => f.field === 'file');
  const errors: string[] = [];
  if (!file) errors.push('file should not be empty');
  if (!TAGS.includes(fields.tag ?? '')) errors.push(`tag must be one of the following values: ${TAGS.join(', ')}`);
  if (file && !file.contentType.startsWith('image/')) errors.push('file must be an image');
  if (errors.length) throw badRequest(errors);
  if (file!.data.length > AVATAR_MAX_BYTES) throw new HttpError(413, 'File is larger than 2 MB.');
  const record = req.ctx.store.records.insert('file', {
    id: newId(),
    ownerId: req.user._id,
    name: file!.filename,
    createdAt: new Date().toISOString(),
    data: {
      tag: fields.tag,
      contentType: file!.contentType,
      size: file!.data.length,
      base64: file!.data.toString('base64'),
    },
  });
  const data = { fileId: record._id, name: record.name, contentType: file!.contentType, size: file!.data.length };
  return { status: 201, body: { data } };
}

/**
 * GET /files/{fileId}: an uploaded image, for an `<img>` to show (a logo, an avatar). The contract names no read call
 * for an upload; this is the emulator's stand-in (the SDK's `uploadedFilePath`). Public like an image on a CDN (an
 * `<img>` sends no bearer token), the id being the unguessable part; sandboxed so an SVG opened directly runs nothing.
 */
function serve(req: PublicRequest) {
  const record = req.ctx.store.records.get('file', req.params.fileId!);
  if (!record || typeof record.data.base64 !== 'string') throw notFound('File');
  return {
    body: null,
    raw: Buffer.from(record.data.base64, 'base64'),
    headers: {
      'content-type': String(record.data.contentType),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'cache-control': 'private, max-age=3600',
    },
  };
}

export const fileRoutes: RouteDef[] = [
  { method: 'POST', path: '/api/v2/files/upload', handler: upload },
  { method: 'GET', path: '/api/v2/files/:fileId', public: true, handler: serve },
];
