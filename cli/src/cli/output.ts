/** One colour or weight; the identity when colours are off. */
export type Style = (text: string) => string;

/** The colours the CLI uses (a chalk instance when colours are on). */
export interface Palette {
  bold: Style;
  dim: Style;
  red: Style;
  green: Style;
  yellow: Style;
  yellowBright: Style;
  blue: Style;
}

const plain: Style = (text) => text;
const PLAIN: Palette = {
  bold: plain,
  dim: plain,
  red: plain,
  green: plain,
  yellow: plain,
  yellowBright: plain,
  blue: plain,
};

/** chalk is loaded only when a stream is a colour terminal: pipes and --json never pay for it. */
async function palette(enabled: boolean): Promise<Palette> {
  if (!enabled) return PLAIN;
  const { Chalk } = await import('chalk');
  return new Chalk({ level: 1 });
}

/** Writes to the two streams: results to stdout, everything else (progress, notes, errors) to stderr. */
export interface Output {
  /** One result line on stdout. */
  result(line: string): void;
  /**
   * A piece of a result on stdout as it is, no newline added: a long document written as it is made. Resolves once
   * stdout takes more (at once, or when a slow reader has drained it), so the document never piles up in memory.
   */
  resultPiece(piece: string | Uint8Array): Promise<void>;
  /** One JSON document on one line of stdout (a stream prints one per line). */
  json(value: unknown): void;
  /** A note for people on stderr; silent with --json and --quiet. */
  info(line: string): void;
  /** A problem on stderr; printed even with --json. */
  error(line: string): void;
  /** Raw stderr writes (progress redraws); silent with --json and --quiet. */
  progress(text: string): void;
  /** A diagnostic line on stderr that the user asked for (`--verbose` request log); shown even with --json. */
  trace(line: string): void;
  readonly jsonMode: boolean;
  readonly stdoutIsTty: boolean;
  readonly stderrIsTty: boolean;
  /** Terminal width when stdout is a terminal, else undefined (no truncation). */
  readonly columns?: number;
  /** Colours for stdout (off unless stdout is a terminal and NO_COLOR is unset). */
  readonly color: Palette;
  /** Colours for stderr. */
  readonly errorColor: Palette;
}

export interface OutputStreams {
  stdout: NodeJS.WriteStream;
  stderr: NodeJS.WriteStream;
  env: NodeJS.ProcessEnv;
}

/** Serialises JSON for a terminal-safe stream: C1 controls, which JSON.stringify leaves raw, are escaped too. */
export function toJson(value: unknown): string {
  return escapeTerminalControls(JSON.stringify(value) ?? 'null');
}

/** DEL and the C1 controls (U+007F-U+009F): JSON.stringify leaves them raw, and a terminal may act on them. */
export function escapeTerminalControls(text: string): string {
  return text.replace(/[\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * `toJson` as UTF-8 bytes, for long documents: the bytes are searched for DEL (0x7f) and C1 controls (0xc2 then
 * 0x80-0x9f) with `indexOf`, many times faster than the regular expression over the text (10,000 applications:
 * about 1 ms against 18 ms); only a document that holds one is escaped as text.
 */
export function toJsonBytes(value: unknown): Buffer {
  const text = JSON.stringify(value) ?? 'null';
  const bytes = Buffer.from(text, 'utf8');
  return holdsTerminalControls(bytes) ? Buffer.from(escapeTerminalControls(text), 'utf8') : bytes;
}

function holdsTerminalControls(bytes: Buffer): boolean {
  if (bytes.indexOf(0x7f) !== -1) return true;
  for (let at = bytes.indexOf(0xc2); at !== -1; at = bytes.indexOf(0xc2, at + 1)) {
    const next = bytes[at + 1] ?? 0;
    if (next >= 0x80 && next <= 0x9f) return true;
  }
  return false;
}

/** How the user asked the output to look, beside --json. */
export interface OutputStyle {
  /** `--quiet`: results only; notes and progress are dropped (errors still show). */
  quiet?: boolean;
  /** `--no-color` (NO_COLOR in the environment does the same). */
  noColor?: boolean;
}

/** NO_COLOR set to anything but the empty string turns colours off (https://no-color.org). */
export function colorWanted(env: NodeJS.ProcessEnv, style: OutputStyle = {}): boolean {
  return !style.noColor && (env.NO_COLOR === undefined || env.NO_COLOR === '');
}

/** Resolves when the stream has written what it held (or is gone: a closed pipe is reported by its writes). */
function drained(stream: NodeJS.WriteStream): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.once('drain', done);
    stream.once('close', done);
  });
}

export async function createOutput(json: boolean, streams: OutputStreams, style: OutputStyle = {}): Promise<Output> {
  const { stdout, stderr, env } = streams;
  const colors = colorWanted(env, style);
  const stdoutIsTty = Boolean(stdout.isTTY);
  const stderrIsTty = Boolean(stderr.isTTY);
  const color = await palette(stdoutIsTty && colors && !json);
  const errorColor = await palette(stderrIsTty && colors);
  const notes = !json && !style.quiet;
  return {
    result: (line) => stdout.write(`${line}\n`),
    resultPiece: (piece) => (stdout.write(piece) ? Promise.resolve() : drained(stdout)),
    json: (value) => stdout.write(`${toJson(value)}\n`),
    info: (line) => {
      if (notes) stderr.write(`${line}\n`);
    },
    error: (line) => stderr.write(`${line}\n`),
    progress: (text) => {
      if (notes) stderr.write(text);
    },
    trace: (line) => stderr.write(`${line}\n`),
    jsonMode: json,
    stdoutIsTty,
    stderrIsTty,
    columns: stdoutIsTty ? stdout.columns || 80 : undefined,
    color,
    errorColor,
  };
}
