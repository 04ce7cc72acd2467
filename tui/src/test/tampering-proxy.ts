import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A bad answer written straight to the socket (an HTML page, truncated JSON, a body that never ends). */
export type BadAnswer = (res: ServerResponse) => void;

/**
 * A real HTTP proxy in front of a real emulator, for the fault tests: it forwards every /api call, except those
 * matching `breakWith`'s pattern, which get the bad answer, and it can edit the JSON text of forwarded answers
 * (hostile names). Push does not go through it: the push client talks to the emulator itself.
 */
export interface TamperingProxy {
  origin: string;
  /** Answers requests whose `METHOD path` matches with `answer`; `breakWith()` forwards everything again. */
  breakWith(pattern?: RegExp, answer?: BadAnswer): void;
  /** Edits the text of forwarded answers whose path matches; `rewrite()` stops editing. */
  rewrite(pattern?: RegExp, edit?: (text: string) => string): void;
  close(): Promise<void>;
}

/** fetch's errors for a kept-alive connection that was closed before it read the request (the fetch shares one pool). */
const RESENDABLE = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);
/** Headers not copied from the emulator's answer: the proxy sends its own body. */
const HOP_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive']);

/** The request's body as text (the API takes JSON; uploads are not proxied in these tests). */
async function readBody(req: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length ? Buffer.concat(chunks).toString('utf8') : undefined;
}

/** Starts the proxy on a free loopback port in front of `target` (an emulator's origin). */
export async function startTamperingProxy(target: string): Promise<TamperingProxy> {
  let broken: { pattern: RegExp; answer: BadAnswer } | undefined;
  let edited: { pattern: RegExp; edit: (text: string) => string } | undefined;
  const forward = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    const body = await readBody(req);
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(
        (entry): entry is [string, string] =>
          typeof entry[1] === 'string' &&
          !['host', 'connection', 'content-length', 'transfer-encoding'].includes(entry[0]),
      ),
    );
    const send = () => fetch(`${target}${req.url}`, { method: req.method, headers, body });
    // A kept-alive connection the emulator closed after its 5 s idle timeout can be reused by fetch on a loaded
    // machine (seen in the full suite: read ECONNRESET before any answer); the request was not read, so the proxy
    // sends it once more on a new connection, as Node's documentation advises for a reused socket.
    const answer = await send().catch((error: { cause?: { code?: string } }) => {
      if (RESENDABLE.has(error?.cause?.code ?? '')) return send();
      throw error;
    });
    let text = await answer.text();
    if (edited?.pattern.test(path)) text = edited.edit(text);
    const kept = [...answer.headers].filter(([name]) => !HOP_HEADERS.has(name));
    res.writeHead(answer.status, { ...Object.fromEntries(kept), 'content-length': Buffer.byteLength(text) });
    res.end(text);
  };
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (broken?.pattern.test(`${req.method} ${path}`)) {
      req.resume();
      broken.answer(res);
      return;
    }
    forward(req, res, path).catch((error: { cause?: unknown }) => {
      // The client sees a dropped connection; the reason goes to the test's stderr for whoever reads a failure.
      console.error(`tampering proxy: ${req.method} ${req.url} failed:`, error?.cause ?? error);
      res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    breakWith: (pattern, answer) => {
      broken = pattern && answer ? { pattern, answer } : undefined;
    },
    rewrite: (pattern, edit) => {
      edited = pattern && edit ? { pattern, edit } : undefined;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A JSON answer with `text` as its body, whatever it holds (wrong types, truncated). */
export function jsonAnswer(status: number, text: string): BadAnswer {
  return (res) => {
    res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
    res.end(text);
  };
}

/** A gateway's HTML error page. */
export const HTML_ERROR_PAGE =
  '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>';

export function htmlAnswer(status: number): BadAnswer {
  return (res) => {
    res.writeHead(status, { 'content-type': 'text/html', 'content-length': Buffer.byteLength(HTML_ERROR_PAGE) });
    res.end(HTML_ERROR_PAGE);
  };
}

/** Headers, then a body that trickles and never completes (slow-loris). */
export const slowLorisAnswer: BadAnswer = (res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
  const timer = setInterval(() => res.write(' '), 200);
  res.on('close', () => clearInterval(timer));
};
