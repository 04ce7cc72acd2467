import { describe, expect, it } from 'vitest';
import { displayWidth, formatTable, truncate } from './table.js';

describe('formatTable', () => {
  it('Given rows, When formatted, Then columns are aligned under their headers with no trailing spaces', () => {
    const lines = formatTable(
      [{ header: 'NAME' }, { header: 'COUNT', align: 'right' }, { header: 'ID' }],
      [
        ['alpha', '3', 'a1'],
        ['be', '12', 'b2'],
      ],
    );
    expect(lines).toEqual(['NAME   COUNT  ID', 'alpha      3  a1', 'be        12  b2']);
  });

  it('Given a column with a max width, When a cell is longer, Then it is cut with an ellipsis', () => {
    const lines = formatTable([{ header: 'DESCRIPTION', maxWidth: 12 }], [['a rather long description']]);
    expect(lines[1]).toBe('a rather lo…');
  });

  it('Given a narrow terminal, When formatted, Then the widest shrinkable column gives way and lines fit', () => {
    const lines = formatTable(
      [{ header: 'NAME' }, { header: 'DESCRIPTION' }, { header: 'ID', shrinkable: false }],
      [['storefront', 'x'.repeat(60), '0123456789abcdef01234567']],
      { width: 60 },
    );
    for (const line of lines) expect(displayWidth(line)).toBeLessThanOrEqual(60);
    expect(lines[1]).toContain('0123456789abcdef01234567');
    expect(lines[1]).toContain('…');
  });

  it('Given a terminal too narrow even shrunk, When formatted, Then middle columns go from the right, name and id stay', () => {
    const columns = [
      { header: 'NAME' },
      { header: 'STATUS', shrinkable: false },
      { header: 'CREATED', shrinkable: false },
      { header: 'ID', shrinkable: false },
    ];
    const row = ['storefront', 'SUCCESS', '2026/11/23 05:25:50', '0123456789abcdef01234567'];
    let hidden: string[] = [];
    const lines = formatTable(columns, [row], { width: 45, onHidden: (headers) => (hidden = headers) });
    expect(hidden).toEqual(['CREATED']);
    expect(lines).toEqual(['NAME        STATUS   ID', 'storefront  SUCCESS  0123456789abcdef01234567']);
    const wide = formatTable(columns, [row], { width: 80, onHidden: () => expect.unreachable() });
    expect(wide[0]).toBe('NAME        STATUS   CREATED              ID');
  });

  it('Given server text with control sequences, When formatted, Then nothing reaches the terminal but the text', () => {
    const evil = 'Acme\u001b[2J\u001b]52;c;ZXZpbA==\u0007 Corp\u001b]8;;http://x\u0007link\u001b]8;;\u0007\nnext';
    const lines = formatTable([{ header: 'NAME' }], [[evil]]);
    expect(lines[1]).toBe('Acme Corplink next');
    expect(lines.join('')).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
  });

  it('Given a styled cell, When formatted, Then the style wraps the padded text and alignment is kept', () => {
    const lines = formatTable(
      [{ header: 'STATE' }, { header: 'ID' }],
      [[{ text: 'Running', style: (t) => `<${t}>` }, 'x']],
    );
    expect(lines[1]).toBe('<Running>  x');
  });
});

describe('truncate', () => {
  it('Given text that fits, When truncated, Then it is unchanged; else it ends with an ellipsis', () => {
    expect(truncate('abc', 3)).toBe('abc');
    expect(truncate('abcd', 3)).toBe('ab…');
  });

  it('Given CJK and emoji names, When formatted (whole or cut), Then every next column starts at the same terminal column', () => {
    const rows = [
      ['Acme Production', 'e2c53eec'],
      ['日本語のワークスペース', '99f328ac'],
      ['Ωmega 🚀🚀 👩‍👩‍👧‍👦 é́', 'aa11bb22'],
    ];
    const columnOfId = (line: string) => displayWidth(line.slice(0, line.search(/[0-9a-f]{8}$/)));
    const whole = formatTable([{ header: 'NAME' }, { header: 'ID' }], rows);
    expect(new Set(whole.slice(1).map(columnOfId))).toEqual(new Set([24]));
    const cut = formatTable([{ header: 'NAME', maxWidth: 12 }, { header: 'ID' }], rows);
    expect(new Set(cut.slice(1).map(columnOfId))).toEqual(new Set([14]));
    expect(cut[2]).toBe('日本語のワ…   99f328ac'); // 11 columns, padded to 12: a wide character is not split
    expect(cut[3]).toBe('Ωmega 🚀🚀 …  aa11bb22'); // the ZWJ family does not fit: left out whole, not cut
  });
});
