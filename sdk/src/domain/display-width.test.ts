import { describe, expect, it } from 'vitest';
import { displayWidth, fitToWidth, truncateToWidth } from './display-width.js';

describe('terminal column widths', () => {
  it('Given ASCII, CJK, emoji, a ZWJ family and combining accents, When measured, Then as a terminal draws them', () => {
    expect(displayWidth('Acme')).toBe(4);
    expect(displayWidth('日本語')).toBe(6);
    expect(displayWidth('🚀')).toBe(2);
    expect(displayWidth('👩‍👩‍👧‍👦')).toBe(2);
    expect(displayWidth('é́')).toBe(1);
    expect(displayWidth('Ωmega 🚀🚀 日本語')).toBe(17);
  });

  it('Given text wider than a column, When cut, Then it ends with … within the width and never splits a character', () => {
    expect(truncateToWidth('日本語のワークスペース', 9)).toBe('日本語の…');
    expect(displayWidth(truncateToWidth('日本語のワークスペース', 9))).toBe(9);
    expect(truncateToWidth('a👩‍👩‍👧‍👦b', 3)).toBe('a…');
    expect(truncateToWidth('a👩‍👩‍👧‍👦bc', 4)).toBe('a👩‍👩‍👧‍👦…');
    expect(fitToWidth('日本', 6)).toBe('日本  ');
    expect(fitToWidth('日本語のワー', 6)).toBe('日本… ');
  });

  it('Given plain ASCII wider than a column, When cut or fitted, Then one character a column, ending with …', () => {
    expect(truncateToWidth('Customer-facing sites', 10)).toBe('Customer-…');
    expect(displayWidth(truncateToWidth('Customer-facing sites', 10))).toBe(10);
    expect(truncateToWidth('ab', 1)).toBe('…');
    expect(fitToWidth('Acme Production', 8)).toBe('Acme Pr…');
    expect(fitToWidth('Acme', 8)).toBe('Acme    ');
  });

  it('Given the narrow characters of tables and borders, When measured, Then each takes one column', () => {
    for (const character of ['·', '…', '←', '↑', '→', '↓', '─', '│', '╭', '╯', '▌', '█', '▀', '░']) {
      expect(displayWidth(character), character).toBe(1);
      expect(displayWidth(`${character}日`), character).toBe(3);
    }
    expect(displayWidth('│ Acme · 3 apps … →')).toBe(19);
  });
});
