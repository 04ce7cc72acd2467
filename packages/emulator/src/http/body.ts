import type { IncomingMessage } from 'node:http';
import { HttpError } from './errors.js';

const MAX_BODY_BYTES = 1024 * 1024;

/** Reads and parses a JSON body; an empty body is `{}`. Bad JSON is a 400, an oversized body a 413. */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'request entity too large');
    chunks.push(buffer);
  }
  if (size === 0) return {};
  const text = Buffer.concat(chunks, size).toString('utf8');
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new HttpError(400, error instanceof Error ? error.message : 'Invalid JSON body');
  }
}
