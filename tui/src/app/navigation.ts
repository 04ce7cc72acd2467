import { ACCOUNT_TABS, PROJECT_TABS, type Route, WORKSPACE_TABS } from '../contexts/router-context.js';
import type { Command } from '../keys/key-bindings.js';
import type { Move } from '../screens/screen-module.js';
import { screenMove } from '../screens/screen-table.js';

/** The tab `step` (1 or -1) places from `current`, round the ends. */
export function stepThrough<T extends string>(tabs: readonly T[], current: string, step: number): T {
  const index = tabs.indexOf(current as T);
  return tabs[(index + step + tabs.length) % tabs.length]!;
}

/**
 * Where a navigation command goes from a route (undefined: nowhere), and whether it replaces the screen: Tab and
 * Shift+Tab round a workspace's, a project's or the account's tabs, else the screen's own moves (its module's
 * `navigate` in the screen table).
 */
export function navigate(route: Route, command: Command): Move | undefined {
  const step = command === 'nextTab' ? 1 : command === 'previousTab' ? -1 : 0;
  if (step && 'workspace' in route && (WORKSPACE_TABS as readonly string[]).includes(route.name)) {
    const name = stepThrough(WORKSPACE_TABS, route.name, step);
    return { to: { name, workspace: route.workspace }, replace: true };
  }
  if (step && (ACCOUNT_TABS as readonly string[]).includes(route.name)) {
    return { to: { name: stepThrough(ACCOUNT_TABS, route.name, step) }, replace: true };
  }
  if (step && 'project' in route && (PROJECT_TABS as readonly string[]).includes(route.name)) {
    const name = stepThrough(PROJECT_TABS, route.name, step);
    return { to: { name, workspace: route.workspace, project: route.project }, replace: true };
  }
  return screenMove(route, command);
}
