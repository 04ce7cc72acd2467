import { type UploadedFile, uploadedFileSchema } from '../schemas/administration.js';
import { type CallOptions, Resource } from './resource.js';

/** File uploads (avatars and other images): `/v2/files/upload`, multipart. */
export class Files extends Resource {
  /** Uploads an image (at most 2 MB); answers its `fileId`. */
  upload(file: Blob, filename: string, options?: CallOptions & { tag?: 'image' }): Promise<UploadedFile> {
    const form = new FormData();
    form.set('file', file, filename);
    form.set('tag', options?.tag ?? 'image');
    return this.transport.form('POST', '/files/upload', form, uploadedFileSchema, options);
  }
}
