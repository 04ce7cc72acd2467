import type { Route } from '../contexts/router-context.js';
import type { BindingScope, Command } from '../keys/key-bindings.js';
import { accountScreens } from './account/module.js';
import { activityScreens } from './activities/module.js';
import { adminScreens } from './admin/module.js';
import { applicationScreens } from './application/module.js';
import { homeScreens } from './home/module.js';
import { overlayScreens } from './overlays/module.js';
import { projectScreens } from './project/module.js';
import type { Move, ScreenModule, ScreenName, ScreenTable } from './screen-module.js';
import type { ScreenProps } from './shared/list-screen.js';
import { snapshotScreens } from './snapshot/module.js';
import { tagScreens } from './tag/module.js';
import { wizardScreens } from './wizards/module.js';
import { workspaceScreens } from './workspace/module.js';

let table: ScreenTable | undefined;

/**
 * The one table of the TUI's screens, by route name: the shell's screen choice, the breadcrumb, the footer's hints,
 * the navigation scopes and moves, the palette's titles and the status line's `skiff ...` command are all read from
 * it. Built on first use, so that a screen's module may be loaded before the table is (no import order to mind).
 */
export function screenTable(): ScreenTable {
  table ??= {
    ...homeScreens,
    ...activityScreens,
    ...workspaceScreens,
    ...projectScreens,
    ...tagScreens,
    ...snapshotScreens,
    ...applicationScreens,
    ...wizardScreens,
    ...overlayScreens,
    ...adminScreens,
    ...accountScreens,
  };
  return table;
}

/** The module of a route's screen. */
export function screenOf(route: Route): ScreenModule {
  // Indexing the table by a union of names loses which route goes with which module; the table's type keeps it.
  return screenTable()[route.name] as ScreenModule;
}

/** The names of the path to a route, for the breadcrumb (Home first). */
export function breadcrumbOf(route: Route): string[] {
  return screenOf(route).breadcrumb(route);
}

/** The footer's key hints of a route. */
export function hintsFor(route: Route): readonly Command[] {
  return screenOf(route).hints(route);
}

/** The command that lists or shows what a screen shows; undefined where the CLI has none. */
export function screenCommand(route: Route): string | undefined {
  return screenOf(route).command(route);
}

/** The navigation scopes of a screen: workspace tabs, a project's tabs, an application's sub-screens. */
export function navigationScopes(route: Route): BindingScope[] {
  return [...(screenOf(route).scopes ?? [])];
}

/** The command of an action taken on a screen; undefined where the CLI has no such command. */
export function actionCommand(route: Route, action: Command, target?: string): string | undefined {
  return screenOf(route).action?.(route, action, target);
}

/** Where a screen's own navigation command goes (undefined: nowhere). */
export function screenMove(route: Route, command: Command): Move | undefined {
  return screenOf(route).navigate?.(route, command);
}

/** The title of a screen, as the breadcrumb and the palette name it. */
export function titleOf(name: ScreenName): string {
  return screenTable()[name].title;
}

/** Whether a screen is shown over the others (its breadcrumb is the screen below's). */
export function isOverlay(name: ScreenName): boolean {
  return screenTable()[name].overlay === true;
}

/** The screen of a route. */
export function ScreenView({ route, close, ...props }: ScreenProps & { route: Route; close(): void }) {
  return screenOf(route).view(props, route, close);
}
