import type { ReactNode } from 'react';
import type { Route } from '../contexts/router-context.js';
import type { BindingScope, Command } from '../keys/key-bindings.js';
import type { ScreenProps } from './shared/list-screen.js';

/** The name of a screen (a route). */
export type ScreenName = Route['name'];

/** The route of one screen: the path that leads to it. */
export type RouteOf<K extends ScreenName> = Route & { name: K };

/** Where a navigation command goes: the route, and whether it replaces the screen (a tab) or opens over it. */
export interface Move {
  to: Route;
  replace: boolean;
}

/**
 * One screen as a module: everything the shell, the header, the footer, the key dispatcher, the palette and the
 * status line need to know of it. Each screen family's `module.tsx` declares its screens; `screen-table.tsx` puts
 * them in the one table.
 */
export interface ScreenModule<R extends { name: ScreenName } = Route> {
  /** Its name in the breadcrumb and the palette. */
  title: string;
  /** Shown over the screen below (help, notifications, branch picker): the header keeps the breadcrumb below. */
  overlay?: boolean;
  /** The names of the path to it, Home first. */
  breadcrumb(route: R): string[];
  /** The component that shows it (`close`: back to the screen below, for a screen that closes itself). */
  view(props: ScreenProps, route: R, close: () => void): ReactNode;
  /** The key scopes of its moves (Tab between tabs, a sub-screen's key): asked after the screen's own keys. */
  scopes?: readonly BindingScope[];
  /** The footer's key hints. */
  hints(route: R): readonly Command[];
  /** The `skiff ...` command that shows what it shows; undefined where the CLI has none. */
  command(route: R): string | undefined;
  /**
   * The `skiff ...` command of an action taken on it (`target`: the selected item where the action needs one, a
   * backup, an activity); undefined where the CLI has no such command.
   */
  action?(route: R, action: Command, target?: string): string | undefined;
  /** Where a navigation command (in `scopes`) goes from it, beyond the shared tab moves. */
  navigate?(route: R, command: Command): Move | undefined;
}

/** The table of every screen: the compiler lists a screen that has no module. */
export type ScreenTable = { readonly [K in ScreenName]: ScreenModule<RouteOf<K>> };

/** The part of the table one screen family declares. */
export type ScreenModules<K extends ScreenName> = Pick<ScreenTable, K>;
