import { once } from 'node:events';
import { open } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import type { ByteSink } from '../flows/backup-round-trip.js';

/** A ByteSink that writes into a Node stream, waiting on backpressure; `end: false` leaves it open (stdout). */
export function streamSink(stream: Writable, options: { end?: boolean } = {}): ByteSink {
  return {
    async write(chunk) {
      if (!stream.write(chunk)) await once(stream, 'drain');
    },
    async close() {
      if (options.end === false) return;
      await new Promise<void>((resolve) => stream.end(resolve));
    },
  };
}

/**
 * A ByteSink that creates (or replaces) the file at `path`. It resolves once the file is open, and rejects with
 * the system's error (`ENOENT`, `EACCES`, ...) when it cannot be; a failed write rejects that write. (A bare write
 * stream reports such failures as an 'error' event, which ends a process that is not listening for it.)
 */
export async function fileSink(path: string): Promise<ByteSink> {
  const handle = await open(path, 'w');
  return {
    async write(chunk) {
      await handle.write(chunk);
    },
    close: () => handle.close(),
  };
}
