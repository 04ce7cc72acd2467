import type { Key } from 'ink';
import { describe, expect, it } from 'vitest';
import { navigate } from '../app/navigation.js';
import { WORKSPACE_TABS } from '../contexts/router-context.js';
import { filterHelp, flowSections, HELP_SECTIONS, helpSections } from '../screens/overlays/help-screen.js';
import { type BindingScope, bindingsIn, commandFor, KEY_BINDINGS, keyLabel } from './key-bindings.js';

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
    for (const scope of new Set(KEY_BINDINGS.map((b) => b.scope))) {
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

  it('Given every scope of the table, When the help is drawn, Then each has a section', () => {
    const scopes = new Set(KEY_BINDINGS.map((b) => b.scope));
    expect(new Set(HELP_SECTIONS.map((s) => s.scope))).toEqual(scopes);
  });

  it('Given a screen with a list, a filter and its own keys, When its help is drawn (descriptions wrapped), Then at 120x36 its first page holds them all and everywhere’s, at 100x24 its own first', () => {
    for (const { scope } of HELP_SECTIONS) {
      const screen: BindingScope[] = [scope, 'list', 'filter'];
      const wide = flowSections(filterHelp(helpSections(screen), ''), 30, 40)
        .slice(0, 3)
        .flat();
      for (const wanted of [...screen, 'global']) {
        expect(
          wide.map((section) => section.scope),
          `${scope}: ${wanted}`,
        ).toContain(wanted);
      }
      const narrow = flowSections(filterHelp(helpSections(screen), ''), 18, 50)
        .slice(0, 2)
        .flat();
      expect(
        narrow.map((section) => section.scope),
        scope,
      ).toContain(scope);
    }
  });

  it('Given a workspace tab, When Tab is pressed, Then the next tab replaces it, round to projects', () => {
    const workspace = { id: 'w', name: 'W' };
    const names = WORKSPACE_TABS.map((name) => navigate({ name, workspace }, 'nextTab')?.to.name);
    expect(names).toEqual([...WORKSPACE_TABS.slice(1), 'projects']);
    expect(navigate({ name: 'workspaces' }, 'nextTab')).toBeUndefined();
  });
});
