import type { SkiffClient, Workspace } from '@skiff/sdk';
import { type ListWindow, readListWindow } from '../screens/shared/collect.js';

/**
 * This module loads neither Ink nor React: the CLI imports it first and asks for Home's data while the TUI itself
 * loads (which takes longer than the request), so that the very first frame can show the workspaces.
 */

/** What Home (the workspace list) shows first: the first `LIST_LIMIT` workspaces and the server's total. */
export function loadHomeWorkspaces(
  client: SkiffClient,
  signal: AbortSignal = new AbortController().signal,
  search = '',
): Promise<ListWindow<Workspace>> {
  return readListWindow((params, s) => client.workspaces.list(params, { signal: s }), { search }, signal);
}

/** An answer asked for ahead of time; it is used once, then later loads ask anew. */
export interface Prefetch<T> {
  /** The answer, when it has already arrived and has not been used yet. */
  takeIfArrived(): { value: T } | undefined;
  /** The pending answer, when it has not been used yet. */
  take(): Promise<T> | undefined;
}

/** Wraps a request started ahead of time; its failure is reported by whoever takes it (or by a later load). */
export function prefetch<T>(promise: Promise<T>): Prefetch<T> {
  let arrived: { value: T } | undefined;
  let taken = false;
  promise.then(
    (value) => {
      arrived = { value };
    },
    () => undefined,
  );
  return {
    takeIfArrived() {
      if (taken || !arrived) return undefined;
      taken = true;
      return arrived;
    },
    take() {
      if (taken) return undefined;
      taken = true;
      return promise;
    },
  };
}

/** Home's workspaces, asked for now. */
export function prefetchHome(client: SkiffClient): Prefetch<ListWindow<Workspace>> {
  return prefetch(loadHomeWorkspaces(client));
}
