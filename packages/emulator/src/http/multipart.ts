import type { IncomingMessage } from 'node:http';
import { readJsonBody } from './body.js';
import { HttpError } from './errors.js';

/** Uploads allow a little more than the 2 MB avatar limit, so the route (not the reader) names the rule. */
const MAX_MULTIPART_BYTES = 4 * 1024 * 1024;

export interface UploadedFile {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A parsed multipart/form-data body: text fields and files. */
export class MultipartBody {
  constructor(
    readonly fields: Record<string, string>,
    readonly files: UploadedFile[],
  ) {}
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** Parses multipart/form-data (RFC 7578) from a whole buffer. */
export function parseMultipart(body: Buffer, boundary: string): MultipartBody {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  const delimiter = Buffer.from(`--${boundary}`);
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const partStart = start + delimiter.length;
    if (body.subarray(partStart, partStart + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, partStart);
    if (next === -1) break;
    const part = body.subarray(partStart + 2, next - 2); // skip the CRLF after the delimiter and before the next
    const split = part.indexOf('\r\n\r\n');
    if (split !== -1) {
      const headers = parseHeaders(part.subarray(0, split).toString('utf8'));
      const data = part.subarray(split + 4);
      const disposition = headers['content-disposition'] ?? '';
      const name = /name="([^"]*)"/.exec(disposition)?.[1];
      const filename = /filename="([^"]*)"/.exec(disposition)?.[1];
      if (name !== undefined && filename !== undefined) {
        files.push({ field: name, filename, contentType: headers['content-type'] ?? 'application/octet-stream', data });
      } else if (name !== undefined) {
        fields[name] = data.toString('utf8');
      }
    }
    start = next;
  }
  return new MultipartBody(fields, files);
}

/** The request body: a MultipartBody for multipart/form-data, otherwise the JSON body (readJsonBody). */
export async function readRequestBody(req: IncomingMessage): Promise<unknown> {
  const type = req.headers['content-type'] ?? '';
  if (!/^multipart\/form-data/i.test(type)) return readJsonBody(req);
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(type);
  if (!boundary) throw new HttpError(400, 'Multipart body without a boundary');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_MULTIPART_BYTES) throw new HttpError(413, 'request entity too large');
    chunks.push(chunk as Buffer);
  }
  return parseMultipart(Buffer.concat(chunks, size), (boundary[1] ?? boundary[2])!.trim());
}
