import { AVATAR_MAX_BYTES } from '../domain.js';
import { badRequest, HttpError } from '../http/errors.js';
import { MultipartBody } from '../http/multipart.js';
import { newId } from '../ids.js';
import type { ApiRequest, RouteDef } from './types.js';

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

export const fileRoutes: RouteDef[] = [{ method: 'POST', path: '/api/v2/files/upload', handler: upload }];
