/** Reads all of stdin as text (for --password-stdin); resolves '' when stdin is empty or closed. */
export async function readStdin(stream: NodeJS.ReadStream = process.stdin): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** The first line of what was piped in, without its line ending (`echo pw |` and `printf pw |` both work). */
export function firstLine(text: string): string {
  return text.split(/\r?\n/, 1)[0] ?? '';
}

/** Lines of stdin read as they arrive (not at its end): for a secret a script can only give once it is asked for. */
export interface StdinLines {
  /** The next line, without its ending; undefined once stdin has ended. */
  next(): Promise<string | undefined>;
  /** Stops reading, so an open pipe does not keep the process alive. */
  close(): void;
}

export function stdinLines(stream: NodeJS.ReadStream = process.stdin): StdinLines {
  let buffer = '';
  let ended = false;
  let wake: (() => void) | undefined;
  const onData = (chunk: string | Buffer) => {
    buffer += chunk.toString();
    wake?.();
  };
  const onEnd = () => {
    ended = true;
    wake?.();
  };
  stream.on('data', onData);
  stream.on('end', onEnd);
  return {
    async next() {
      for (;;) {
        const newline = buffer.indexOf('\n');
        if (newline >= 0) {
          const line = buffer.slice(0, newline).replace(/\r$/, '');
          buffer = buffer.slice(newline + 1);
          return line;
        }
        if (ended) {
          const rest = buffer;
          buffer = '';
          return rest === '' ? undefined : rest;
        }
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = undefined;
      }
    },
    close() {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.pause();
      stream.destroy();
    },
  };
}
