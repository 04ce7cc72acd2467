import { type DependencyList, useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '../session/session-context.js';

export interface Resource<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** Loads again, keeping the current data on screen meanwhile. */
  reload(): void;
}

/**
 * Loads data with `load` whenever `deps` change; a newer load cancels the older one (its signal aborts), so a slow
 * answer never overwrites a fresh one. Failures go to the session's error handler (401 logs out) and to `error`.
 */
export function useResource<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList): Resource<T> {
  const { handleError } = useSession();
  const [state, setState] = useState<{ data?: T; error?: unknown; loading: boolean }>({ loading: true });
  const [generation, setGeneration] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps decide when to load again
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true }));
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, loading: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        handleError(error);
        setState((previous) => ({ ...previous, error, loading: false }));
      },
    );
    return () => controller.abort();
  }, [...deps, generation, handleError]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { data: state.data, error: state.error, loading: state.loading, reload };
}
