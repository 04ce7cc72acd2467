import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../tests/cross-surface/tui-routes.js';
import { ACCOUNT_TABS, PROJECT_TABS, type Route, WORKSPACE_TABS } from '../contexts/router-context.js';
import { KEY_BINDINGS } from '../keys/key-table.js';
import { breadcrumbOf, hintsFor, navigationScopes, screenTable, titleOf } from './screen-table.js';

const routes = Object.values(ROUTES) as Route[];

describe('the screen table', () => {
  it('has one module per screen, and no module without a screen', () => {
    expect(Object.keys(screenTable()).sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it('gives every screen a title and a breadcrumb that starts at Home (an overlay: its own title)', () => {
    for (const route of routes) {
      const crumbs = breadcrumbOf(route);
      expect(titleOf(route.name), route.name).not.toBe('');
      if (screenTable()[route.name].overlay && !('project' in route))
        expect(crumbs, route.name).toEqual([titleOf(route.name)]);
      else expect(crumbs[0], route.name).toBe('Home');
      expect(
        crumbs.every((crumb) => crumb.length > 0),
        route.name,
      ).toBe(true);
    }
  });

  it('hints in the footer only commands that a key is bound to', () => {
    const bound = new Set(KEY_BINDINGS.map((binding) => binding.command));
    for (const route of routes) {
      const unbound = hintsFor(route).filter((command) => !bound.has(command));
      expect(unbound, route.name).toEqual([]);
    }
  });

  it('gives Tab a scope with a binding on every tab of a workspace, a project and the account', () => {
    const tabs = [...WORKSPACE_TABS, ...PROJECT_TABS, ...ACCOUNT_TABS];
    for (const name of tabs) {
      const scopes = navigationScopes(ROUTES[name]);
      const tabKey = KEY_BINDINGS.find((binding) => binding.command === 'nextTab' && scopes.includes(binding.scope));
      expect(tabKey, name).toBeDefined();
    }
  });
});
