import { sgrStyle, terminalText } from './terminal-text.js';

/** One colour or weight; the identity when colours are off. */
export type Style = (text: string) => string;

/** The colours the CLI uses (the identity for each when colours are off). */
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

/** The 16-colour SGR codes chalk's level 1 writes, as the CLI's own sequences (kept by the terminal boundary). */
const COLOURED: Palette = {
  bold: sgrStyle(1, 22),
  dim: sgrStyle(2, 22),
  red: sgrStyle(31, 39),
  green: sgrStyle(32, 39),
  yellow: sgrStyle(33, 39),
  yellowBright: sgrStyle(93, 39),
  blue: sgrStyle(34, 39),
};

function palette(enabled: boolean): Palette {
  return enabled ? COLOURED : PLAIN;
}

/**
 * Writes to the two streams: results to stdout, everything else (progress, notes, errors) to stderr. Every method
 * passes its text through the terminal boundary (`terminalText`): no caller has to clean server text first.
 */
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

/**
 * DEL, the C1 controls (U+007F-U+009F) and the bidi overrides and isolates (U+202A-U+202E, U+2066-U+2069):
 * JSON.stringify leaves them raw, and a terminal may act on them. Escaped, a JSON reader still gets them.
 */
export function escapeTerminalControls(text: string): string {
  return text.replace(
    /[\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
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
  // The bidi controls are E2 80 AA-AE and E2 81 A6-A9 in UTF-8.
  for (let at = bytes.indexOf(0xe2); at !== -1; at = bytes.indexOf(0xe2, at + 1)) {
    const [second, third] = [bytes[at + 1] ?? 0, bytes[at + 2] ?? 0];
    if (second === 0x80 && third >= 0xaa && third <= 0xae) return true;
    if (second === 0x81 && third >= 0xa6 && third <= 0xa9) return true;
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

/** A piece of a long result, through the boundary: bytes are searched first and left as they are when clean. */
function safePiece(piece: string | Uint8Array): string | Uint8Array {
  if (typeof piece === 'string') return terminalText(piece);
  const bytes = Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
  const controls = bytes.indexOf(0x1b) !== -1 || bytes.indexOf(0x07) !== -1 || holdsTerminalControls(bytes);
  return controls ? terminalText(bytes.toString('utf8')) : piece;
}

export async function createOutput(json: boolean, streams: OutputStreams, style: OutputStyle = {}): Promise<Output> {
  const { stdout, stderr, env } = streams;
  const colors = colorWanted(env, style);
  const stdoutIsTty = Boolean(stdout.isTTY);
  const stderrIsTty = Boolean(stderr.isTTY);
  const color = palette(stdoutIsTty && colors && !json);
  const errorColor = palette(stderrIsTty && colors);
  const notes = !json && !style.quiet;
  const out = (text: string) => stdout.write(terminalText(text));
  const err = (text: string) => stderr.write(terminalText(text));
  return {
    result: (line) => out(`${line}\n`),
    resultPiece: (piece) => (stdout.write(safePiece(piece)) ? Promise.resolve() : drained(stdout)),
    json: (value) => out(`${toJson(value)}\n`),
    info: (line) => {
      if (notes) err(`${line}\n`);
    },
    error: (line) => err(`${line}\n`),
    progress: (text) => {
      if (notes) err(text);
    },
    trace: (line) => err(`${line}\n`),
    jsonMode: json,
    stdoutIsTty,
    stderrIsTty,
    columns: stdoutIsTty ? stdout.columns || 80 : undefined,
    color,
    errorColor,
  };
}
