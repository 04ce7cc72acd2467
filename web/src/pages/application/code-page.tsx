import { applicationBranch } from '@skiff/sdk';
import type { PageProps } from '../../routes.js';
import { useSession } from '../../session/session-context.js';
import { flagField, textField } from './application-fields.js';
import { ApplicationLayout, type ApplicationScreen } from './application-layout.js';
import { ToolSession } from './tool-session.js';

/**
 * Code (spec 002 section 2.2; the spec lists the screen without its content): where the code comes from (the
 * project's repository and this branch) and the two in-browser tools on it, the VS Code editor and PhpMyAdmin.
 */
export function CodePage({ params }: PageProps) {
  return (
    <ApplicationLayout params={params} section="code">
      {(screen) => <Code {...screen} />}
    </ApplicationLayout>
  );
}

function Code({ ids, data, project }: ApplicationScreen) {
  const { client } = useSession();
  const repository = [project?.repositoryOwner, project?.repositoryName].filter(Boolean).join('/');
  return (
    <section aria-labelledby="code-title">
      <h2 id="code-title">Code</h2>
      <dl className="facts">
        <dt>Repository</dt>
        <dd>
          {repository ? <span className="mono">{repository}</span> : 'Not shown'}{' '}
          <span className="muted">{project?.repositoryProvider ?? ''}</span>
        </dd>
        <dt>Branch</dt>
        <dd className="mono">{applicationBranch(data)}</dd>
        <dt>Code directory</dt>
        <dd className="mono">{textField(data, 'codesDirectory', '/var/www/html')}</dd>
        <dt>Image</dt>
        <dd className="mono">{data.containerImage ?? 'Not shown'}</dd>
      </dl>
      <ToolSession
        tool="VSCode"
        enabled={flagField(data, 'isEnableEditor')}
        token={data.vscodeToken ?? undefined}
        request={() => client.applications.tools.vscodeSession(ids)}
      />
      <ToolSession
        tool="PhpMyAdmin"
        enabled={flagField(data, 'isEnablePMA')}
        token={data.pmaToken ?? undefined}
        request={() => client.applications.tools.pmaSession(ids)}
      />
    </section>
  );
}
