import type { Key } from 'ink';
import { describe, expect, it } from 'vitest';
import { bindingsIn, commandFor, KEY_BINDINGS, keyLabel } from './key-bindings.js';

const NO_KEY: Key = {
  upArrow: false,
  downArrow: false,
  leftArrow: false,
  rightArrow: false,
  pageDown: false,
  pageUp: false,
  home: false,
  end: false,
  return: false,
  escape: false,
  ctrl: false,
  shift: false,
  tab: false,
  backspace: false,
  delete: false,
  meta: false,
  super: false,
  hyper: false,
  capsLock: false,
  numLock: false,
};

describe('the key bindings table', () => {
  it('Given the table, When a key is pressed in a scope, Then it means the command bound there', () => {
    expect(commandFor('q', NO_KEY, ['global'])).toBe('quit');
    expect(commandFor('c', { ...NO_KEY, ctrl: true }, ['global'])).toBe('quit');
    expect(commandFor('j', NO_KEY, ['list', 'global'])).toBe('down');
    expect(commandFor('', { ...NO_KEY, downArrow: true }, ['list'])).toBe('down');
    expect(commandFor('', { ...NO_KEY, delete: true }, ['global'])).toBe('back');
    expect(commandFor('', { ...NO_KEY, return: true }, ['filter'])).toBe('filterAccept');
    expect(commandFor('d', NO_KEY, ['list', 'global'])).toBeUndefined();
  });

  it('Given any scope, When its bindings are listed, Then no key means two commands there', () => {
    for (const scope of ['global', 'list', 'application', 'confirm', 'filter'] as const) {
      const keys = bindingsIn([scope]).flatMap((b) => b.keys);
      expect(new Set(keys).size, scope).toBe(keys.length);
    }
  });

  it('Given the keys of the table, When labelled for people, Then they read as on a keyboard', () => {
    expect(keyLabel('ctrl+c')).toBe('Ctrl+C');
    expect(keyLabel('escape')).toBe('Esc');
    expect(keyLabel('return')).toBe('Enter');
    expect(KEY_BINDINGS.every((b) => b.description.length > 0)).toBe(true);
  });
});
