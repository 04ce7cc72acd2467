import { APPLICATION_LOG_POLL_INTERVAL_MS, DEFAULT_LOG_LINES, httpLogEntry, LOG_LINE_CHOICES } from '@skiff/sdk/domain';
import { useEffect, useId, useState } from 'react';
import { ErrorAlert } from '../../components/error-alert.js';
import { useResource } from '../../components/use-resource.js';
import type { PageProps } from '../../routes.js';
import { useSession } from '../../session/session-context.js';
import { containersOf } from './application-fields.js';
import { ApplicationLayout, type ApplicationScreen } from './application-layout.js';

/**
 * Logs (spec 002 sections 2.8 and 9): one container's last 20, 100, 1000 or 10000 HTTP log lines, newest last,
 * polled every 30 s. Server text is stripped of terminal control sequences and rendered as text.
 */
export function LogsPage({ params }: PageProps) {
  return (
    <ApplicationLayout params={params} section="logs">
      {(screen) => <Logs {...screen} />}
    </ApplicationLayout>
  );
}

function Logs({ ids, data }: ApplicationScreen) {
  const { client } = useSession();
  const id = useId();
  const containers = containersOf(data);
  const [chosen, setChosen] = useState<string>();
  const container = chosen && containers.includes(chosen) ? chosen : containers[0];
  const [lineCount, setLineCount] = useState<number>(DEFAULT_LOG_LINES);
  const logs = useResource(
    async (signal) => {
      if (!container) return [];
      const page = await client.applications.tools.httpLogs(ids, container, { pageSize: lineCount }, { signal });
      return page.data.map((line) => httpLogEntry(line).message);
    },
    [client, ids.applicationId, container, lineCount],
  );
  const { reload } = logs;
  useEffect(() => {
    if (!container) return;
    const timer = setInterval(reload, APPLICATION_LOG_POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [container, reload]);

  return (
    <section aria-labelledby="logs-title">
      <h2 id="logs-title">Logs</h2>
      {container ? (
        <div className="toolbar">
          <label htmlFor={`${id}-container`}>Container</label>
          <select id={`${id}-container`} value={container} onChange={(e) => setChosen(e.target.value)}>
            {containers.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
          <label htmlFor={`${id}-lines`}>Lines</label>
          <select id={`${id}-lines`} value={lineCount} onChange={(e) => setLineCount(Number(e.target.value))}>
            {LOG_LINE_CHOICES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          <button type="button" onClick={reload} disabled={logs.loading}>
            Reload
          </button>
        </div>
      ) : (
        <p>No running container: the application is not running.</p>
      )}
      <ErrorAlert error={logs.error} />
      {logs.data ? (
        <p className="muted" aria-live="polite">
          {logs.data.length} lines
        </p>
      ) : null}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it */}
      <ol className="log" aria-label="HTTP log" aria-busy={logs.loading} tabIndex={0}>
        {(logs.data ?? []).map((line, index) => (
          // Lines can repeat; their position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index}>{line}</li>
        ))}
      </ol>
    </section>
  );
}
