import { describe, expect, it } from 'vitest';
import { stripControlSequences } from './text.js';

describe('stripControlSequences', () => {
  it('Given colours, cursor moves and screen clears, When stripped, Then only the text is left', () => {
    expect(stripControlSequences('\u001b[31mred\u001b[0m \u001b[2J\u001b[Hdone')).toBe('red done');
  });
  it('Given an OSC 8 hyperlink and an OSC 52 clipboard write, When stripped, Then they are inert', () => {
    const link = '\u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007';
    const clipboard = '\u001b]52;c;cm0gLXJmIC8=\u001b\\';
    expect(stripControlSequences(`${link} ${clipboard}ok`)).toBe('click ok');
  });
  it('Given C0 and C1 controls, When stripped, Then tabs and newlines stay and the rest goes', () => {
    expect(stripControlSequences('a\tb\nc\u0007\u0008\u009b31md\r')).toBe('a\tb\ncd');
  });
  it('Given 8-bit OSC, DCS, PM and APC strings, When stripped, Then their payloads go too', () => {
    const title = '\u009d0;pwned title\u0007';
    const clipboard = '\u009d52;c;cm0gLXJmIC8=\u009c';
    const dcs = '\u0090q#0;2;0;0;0\u009c';
    const apc = '\u009fpayload\u001b\\';
    expect(stripControlSequences(`a${title}b${clipboard}c${dcs}d${apc}e`)).toBe('abcde');
  });
});
