import { ACCOUNT_TABS, isWorkspaceTab, PROJECT_TABS, type Route, WORKSPACE_TABS } from '../contexts/router-context.js';
import { titleOf } from '../screens/screen-table.js';
import { type BindingScope, bindingsIn, type Command, keyLabel } from './key-bindings.js';

/** One line of the command palette: what it does, its keys (if any), and how to do it. */
export interface PaletteEntry {
  label: string;
  keys: string;
  run(): void;
}

/** Commands that only move, answer or type: the palette offers the rest. */
const NOT_OFFERED: ReadonlySet<Command> = new Set<Command>([
  'up',
  'down',
  'pageUp',
  'pageDown',
  'top',
  'bottom',
  'confirm',
  'cancel',
  'filterAccept',
  'filterClear',
  'palette',
  'paletteRun',
  'paletteUp',
  'paletteDown',
  'paletteClose',
  'promptSubmit',
  'promptCancel',
]);

/** The actions the screen understands now (by its key layers' scopes), once each, in table order. */
export function commandEntries(scopes: readonly BindingScope[], run: (command: Command) => void): PaletteEntry[] {
  const seen = new Set<Command>();
  const entries: PaletteEntry[] = [];
  for (const binding of bindingsIn(scopes)) {
    if (NOT_OFFERED.has(binding.command) || seen.has(binding.command)) continue;
    seen.add(binding.command);
    entries.push({
      label: binding.description,
      keys: binding.keys.map(keyLabel).join(', '),
      run: () => run(binding.command),
    });
  }
  return entries;
}

/** The account pages to jump to (offered after the screen's actions: they are far from most screens). */
export function accountEntries(route: Route, go: (to: Route, replace: boolean) => void): PaletteEntry[] {
  const onAccount = (ACCOUNT_TABS as readonly string[]).includes(route.name);
  return ACCOUNT_TABS.filter((tab) => tab !== route.name).map((tab) => ({
    label: `Go to Account: ${titleOf(tab)}`,
    keys: '',
    run: () => go({ name: tab }, onAccount),
  }));
}

/** Screens to jump to from a route: Home, and the tabs of the workspace it is in. */
export function screenEntries(route: Route, go: (to: Route, replace: boolean) => void): PaletteEntry[] {
  const entries: PaletteEntry[] = [
    { label: 'Go to Home: the workspaces', keys: '', run: () => go({ name: 'workspaces' }, false) },
    { label: 'Go to All applications', keys: '', run: () => go({ name: 'allApps' }, false) },
  ];
  // A project's tabs from its own screens (an application's screens offer their own actions instead).
  const onTab = (PROJECT_TABS as readonly string[]).includes(route.name);
  if ('project' in route && (onTab || route.name === 'secretManager')) {
    const { workspace, project } = route;
    for (const tab of PROJECT_TABS) {
      if (tab === route.name) continue;
      entries.push({
        label: `Go to ${titleOf(tab)} of the project`,
        keys: '',
        run: () => go({ name: tab, workspace, project }, onTab),
      });
    }
  }
  if (isWorkspaceTab(route.name)) entries.push(...workspaceTabEntries(route, go));
  return entries;
}

/**
 * The tabs of the workspace a route is in, to jump to: with the screen's own entries on a workspace tab (a jump
 * replaces the tab), after the screen's actions deeper down (a project's or an application's screens).
 */
export function workspaceTabEntries(route: Route, go: (to: Route, replace: boolean) => void): PaletteEntry[] {
  if (!('workspace' in route)) return [];
  const { workspace } = route;
  const onTab = isWorkspaceTab(route.name);
  return WORKSPACE_TABS.filter((tab) => tab !== route.name).map((tab) => ({
    label: `Go to ${titleOf(tab)} of the workspace`,
    keys: '',
    run: () => go({ name: tab, workspace }, onTab),
  }));
}

/** Whether an entry matches what was typed: every word of it appears in the label (any case, any order). */
export function matchesQuery(entry: PaletteEntry, query: string): boolean {
  const label = entry.label.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .every((word) => label.includes(word));
}
