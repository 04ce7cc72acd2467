import { useEffect, useMemo, useRef } from 'react';
import { useLoader } from '../../hooks/use-loader.js';
import type { ListSource } from '../shared/list-screen.js';

/**
 * An admin list's items, for ListScreen's `source`: loaded in an effect, and loaded again each time the screen is
 * shown again (coming back from a form or a cluster changes what the list holds; most of these changes send no
 * push message). Input: the loader, its key, whether the screen is shown.
 */
export function useAdminList<T>(load: (signal: AbortSignal) => Promise<T[]>, key: string, active: boolean) {
  const loaded = useLoader(load, key);
  const wasActive = useRef(active);
  const { reload } = loaded;
  useEffect(() => {
    if (active && !wasActive.current) reload();
    wasActive.current = active;
  }, [active, reload]);
  return useMemo<ListSource<T>>(
    () => ({ data: loaded.data, loading: loaded.loading, reload }),
    [loaded.data, loaded.loading, reload],
  );
}
