import type { Key } from 'ink';
import type { BindingScope, Command } from './key-commands.js';
import { KEY_BINDINGS, type KeyBinding, type KeySpec } from './key-table.js';

export type { BindingScope, Command } from './key-commands.js';
export { KEY_BINDINGS, type KeyBinding, type KeySpec } from './key-table.js';

const NAMED_KEYS: Readonly<Record<string, (key: Key) => boolean>> = {
  escape: (key) => key.escape,
  return: (key) => key.return,
  // Most terminals send DEL (0x7f) for Backspace, which Ink reports as `delete`.
  backspace: (key) => key.backspace || key.delete,
  up: (key) => key.upArrow,
  down: (key) => key.downArrow,
  left: (key) => key.leftArrow,
  right: (key) => key.rightArrow,
  pageup: (key) => key.pageUp,
  pagedown: (key) => key.pageDown,
  home: (key) => key.home,
  end: (key) => key.end,
  // Shift+Tab arrives as ESC [ Z, which Ink reports as Tab with shift: it must not count as Tab.
  tab: (key) => key.tab && !key.shift,
  'shift+tab': (key) => key.tab && key.shift,
};

/** Whether a key press (as Ink reports it) is the key `spec`. */
export function matchesKey(spec: KeySpec, input: string, key: Key): boolean {
  if (spec.startsWith('ctrl+')) return key.ctrl && input.toLowerCase() === spec.slice(5);
  const named = NAMED_KEYS[spec];
  if (named) return named(key);
  return !key.ctrl && !key.meta && input === spec;
}

/** The command a key press means in the given scopes (first match in the table), if any. */
export function commandFor(input: string, key: Key, scopes: readonly BindingScope[]): Command | undefined {
  for (const binding of KEY_BINDINGS) {
    if (!scopes.includes(binding.scope)) continue;
    if (binding.keys.some((spec) => matchesKey(spec, input, key))) return binding.command;
  }
  return undefined;
}

const KEY_LABELS: Readonly<Record<string, string>> = {
  escape: 'Esc',
  return: 'Enter',
  backspace: 'Backspace',
  up: '↑',
  down: '↓',
  left: '←',
  right: '→',
  pageup: 'PgUp',
  pagedown: 'PgDn',
  home: 'Home',
  end: 'End',
  tab: 'Tab',
  'shift+tab': 'Shift+Tab',
};

/** How a key is written for people: `Esc`, `Ctrl+C`, `q`. */
export function keyLabel(spec: KeySpec): string {
  if (spec.startsWith('ctrl+')) return `Ctrl+${spec.slice(5).toUpperCase()}`;
  return KEY_LABELS[spec] ?? spec;
}

/** The bindings of some scopes, in table order. */
export function bindingsIn(scopes: readonly BindingScope[]): KeyBinding[] {
  return KEY_BINDINGS.filter((binding) => scopes.includes(binding.scope));
}

/** The first key of a command, as a label, for footer hints. */
export function primaryKeyLabel(command: Command): string {
  const binding = KEY_BINDINGS.find((b) => b.command === command);
  return binding?.keys[0] ? keyLabel(binding.keys[0]) : '';
}
