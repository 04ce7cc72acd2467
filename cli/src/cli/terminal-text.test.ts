import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createOutput } from './output.js';
import { CLEAR_LINE, sgrStyle, terminalText } from './terminal-text.js';

const EVIL = '\u001b]0;pwned\u0007\u001b[31mRED\u001b[0m \u202eevil\u202c \u2066iso\u2069 \u009b2J';

describe('the terminal boundary', () => {
  it('Given server text, Then every control sequence and bidi control is gone and the words stay', () => {
    expect(terminalText(`No custom domains in ${EVIL}.`)).toBe('No custom domains in RED evil iso .');
  });

  it("Given the CLI's own colour and line clear around server text, Then only those sequences survive", () => {
    const red = sgrStyle(31, 39);
    expect(terminalText(`${CLEAR_LINE}${red(EVIL)}`)).toBe('\r\u001b[2K\u001b[31mRED evil iso \u001b[39m');
  });

  it('Given nested styles, Then the outer one is re-opened after the inner one closes, as chalk does', () => {
    const bold = sgrStyle(1, 22);
    const dim = sgrStyle(2, 22);
    expect(terminalText(bold(`a${dim('b')}c`))).toBe('\u001b[1ma\u001b[2mb\u001b[22m\u001b[1mc\u001b[22m');
  });

  it('Given a forged marker (NUL and a guessed secret), Then it is stripped like any control', () => {
    expect(terminalText('\u0000abc:\u001b]0;x\u0007\u0000ok')).toBe('abc:ok');
  });

  it('Given an Output, When each method gets server text, Then nothing raw reaches either stream', async () => {
    const stdout = Object.assign(new PassThrough(), { isTTY: true, columns: 80 }) as unknown as NodeJS.WriteStream;
    const stderr = Object.assign(new PassThrough(), { isTTY: true }) as unknown as NodeJS.WriteStream;
    const out = await createOutput(false, { stdout, stderr, env: {} });
    out.result(EVIL);
    out.info(EVIL);
    out.error(EVIL);
    out.trace(EVIL);
    out.progress(EVIL);
    await out.resultPiece(EVIL);
    await out.resultPiece(Buffer.from(EVIL));
    const written = `${(stdout as unknown as PassThrough).read()}${(stderr as unknown as PassThrough).read()}`;
    expect(written).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    expect(written.split('RED').length - 1).toBe(7);
  });
});
