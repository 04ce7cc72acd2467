import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotice } from '../contexts/notice-context.js';

export interface Loaded<T> {
  data?: T;
  loading: boolean;
  /** The last load failed (its message is in the footer); `data` keeps what was there before. */
  failed: boolean;
  /** Loads again; reloads asked for while one runs are merged into one more. */
  reload(): void;
}

/**
 * Loads data in an effect (so the first frame never waits for the network) and on `reload()`. Errors go to the
 * footer notice; the app keeps running. Input: the loader (given an abort signal) and a key: a new key starts over.
 */
export function useLoader<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
  /** Data that has already arrived (a prefetch): shown in the first frame, and the first load is skipped. */
  initial?: () => { value: T } | undefined,
): Loaded<T> {
  const { showError } = useNotice();
  const [state, setState] = useState<{ data?: T; loading: boolean; failed: boolean }>(() => {
    const arrived = initial?.();
    return arrived ? { data: arrived.value, loading: false, failed: false } : { loading: true, failed: false };
  });
  const warm = useRef(state.data !== undefined);
  const running = useRef(false);
  const again = useRef(false);
  const controller = useRef<AbortController | undefined>(undefined);
  const loadRef = useRef(load);
  loadRef.current = load;

  const run = useCallback(async () => {
    if (running.current) {
      again.current = true;
      return;
    }
    running.current = true;
    const abort = new AbortController();
    controller.current = abort;
    try {
      do {
        again.current = false;
        setState((s) => ({ ...s, loading: true }));
        try {
          const data = await loadRef.current(abort.signal);
          if (abort.signal.aborted) return;
          setState({ data, loading: false, failed: false });
        } catch (error) {
          if (abort.signal.aborted) return;
          setState((s) => ({ ...s, loading: false, failed: true }));
          showError(error);
        }
      } while (again.current && !abort.signal.aborted);
    } finally {
      if (controller.current === abort) running.current = false;
    }
  }, [showError]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key starts over; the loader itself may change freely
  useEffect(() => {
    if (warm.current) {
      warm.current = false;
      return;
    }
    running.current = false;
    setState({ loading: true, failed: false });
    void run();
    return () => controller.current?.abort();
  }, [key, run]);

  return { ...state, reload: run };
}
