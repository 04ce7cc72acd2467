import { apiVersionLabel } from '@skiff/sdk/domain';
import { useResource } from '../components/use-resource.js';
import { useSession } from '../session/session-context.js';

/** Injected by vite.config.ts from web/package.json. */
declare const __SKIFF_UI_VERSION__: string;

/** The footer (spec 003 section 2.16): the year, the API version from the health check ('latest' if absent), the UI version. */
export function Footer() {
  const { client } = useSession();
  const health = useResource((signal) => client.health.check({ signal }), [client]);
  const api = health.data ? apiVersionLabel(health.data) : health.error ? apiVersionLabel(undefined) : '…';
  return (
    <footer className="footer">
      <span>© {new Date().getFullYear()} skiff</span>
      <span data-testid="api-version">API {api}</span>
      <span data-testid="ui-version">UI {__SKIFF_UI_VERSION__}</span>
    </footer>
  );
}
