import type { ApplicationIds } from '@skiff/sdk';
import {
  APPLICATION_LOG_POLL_INTERVAL_MS,
  DEFAULT_LOG_LINES,
  httpLogEntry,
  nextLogLineChoice,
} from '@skiff/sdk/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useServices } from '../contexts/services-context.js';
import { cleanLine } from '../services/text.js';
import { useLoader } from './use-loader.js';

/** The container names of an application's pods (each once, in pod order). */
function containersOf(podDetails: ReadonlyArray<Record<string, unknown>> | null | undefined): string[] {
  const names = (podDetails ?? []).map((p) => p.containerName).filter((n): n is string => typeof n === 'string');
  return [...new Set(names)];
}

/**
 * The log viewer's data: the application's containers, the chosen one's last `lines` HTTP log lines (cleaned),
 * polled every 30 s. Output: the containers, the chosen container and line count, the lines, whether loading,
 * `cycleLines()` (20, 100, 1000, 10000), `nextContainer()` and `reload()`.
 */
export function useHttpLogs(ids: ApplicationIds) {
  const { client } = useServices();
  const [lines, setLines] = useState(DEFAULT_LOG_LINES);
  const [containerIndex, setContainerIndex] = useState(0);
  const app = useLoader((signal) => client.applications.get(ids, { signal }), ids.applicationId);
  const containers = useMemo(() => containersOf(app.data?.podDetails), [app.data?.podDetails]);
  const container = containers.length ? containers[containerIndex % containers.length] : undefined;
  const load = useCallback(
    async (signal: AbortSignal): Promise<string[]> => {
      if (!container) return [];
      const page = await client.applications.tools.httpLogs(ids, container, { pageSize: lines }, { signal });
      return page.data.map((line) => cleanLine(httpLogEntry(line).message));
    },
    [client, ids, container, lines],
  );
  const logs = useLoader(load, `${container ?? ''}/${lines}`);
  const { reload } = logs;
  useEffect(() => {
    if (!container) return;
    const timer = setInterval(reload, APPLICATION_LOG_POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [container, reload]);
  return {
    containers,
    container,
    lineCount: lines,
    lines: logs.data,
    loading: app.loading || (container !== undefined && logs.loading),
    /** The application loaded and has no running container. */
    noContainer: app.data !== undefined && !container,
    cycleLines: () => setLines(nextLogLineChoice),
    nextContainer: () => setContainerIndex((i) => i + 1),
    reload: () => {
      app.reload();
      reload();
    },
  };
}
