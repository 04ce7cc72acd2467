import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
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

/** A ByteSink that creates (or replaces) the file at `path`. */
export function fileSink(path: string): ByteSink {
  return streamSink(createWriteStream(path));
}
