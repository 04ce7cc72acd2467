import type { PushState } from '@skiff/sdk';

/** The push channel's state as the header shows it; `subscribe` fits React's `useSyncExternalStore`. */
export interface PushStateSource {
  get(): PushState | undefined;
  subscribe(listener: () => void): () => void;
}

/** A push-state holder: give `set` to the PushClient's `onState`, and the holder to the App. */
export function createPushStateStore(): PushStateSource & { set(state: PushState): void } {
  let state: PushState | undefined;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set: (next) => {
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
