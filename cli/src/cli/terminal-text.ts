import { stripControlSequences } from '@skiff/sdk/domain';

/**
 * The CLI's one terminal boundary. Every byte the CLI writes for a person (results, notes, progress, hints, errors,
 * commander's usage errors, prompt questions) passes through `terminalText`, which removes terminal control
 * sequences and bidi overrides, so that text from the server can never retitle, recolour or clear a terminal,
 * write its clipboard or reorder a line, whatever path printed it.
 *
 * The CLI's own sequences (colours, the progress bar's redraw) survive because they are written as markers that
 * carry a secret made at start-up: `ownSequence` wraps a sequence in NUL + secret, `terminalText` turns exactly
 * those markers back into the sequence and strips everything else. Server text cannot forge a marker: it does not
 * know the secret, and its own NUL bytes are stripped.
 */
const SECRET = `${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
const MARKER_START = `\u0000${SECRET}:`;
const MARKER = new RegExp(`\\u0000${SECRET}:([^\\u0000]*)\\u0000`);

/** A sequence of the CLI's own (a colour, a line clear), kept by `terminalText`. */
export function ownSequence(sequence: string): string {
  return `${MARKER_START}${sequence}\u0000`;
}

/** Text made safe for a terminal: no control sequence but the CLI's own (see above). */
export function terminalText(text: string): string {
  if (!text.includes(MARKER_START)) return stripControlSequences(text);
  // split() with a capturing group: even parts are text, odd parts the sequences the markers carried.
  return text
    .split(MARKER)
    .map((part, i) => (i % 2 === 1 ? part : stripControlSequences(part)))
    .join('');
}

/** Erases the terminal line and returns to its start: a progress bar's redraw. */
export const CLEAR_LINE = ownSequence('\r\u001b[2K');

/**
 * A colour or weight (SGR codes as chalk's 16-colour level writes them): nested styles re-open the outer one after
 * the inner one closes, as chalk does.
 */
export function sgrStyle(open: number, close: number): (text: string) => string {
  const opening = ownSequence(`\u001b[${open}m`);
  const closing = ownSequence(`\u001b[${close}m`);
  return (text) => `${opening}${text.replaceAll(closing, `${closing}${opening}`)}${closing}`;
}
