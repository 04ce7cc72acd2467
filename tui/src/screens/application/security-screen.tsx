import { securityFlags } from '@skiff/sdk';
import { command, refOf, shellWord } from '../../commands/cli-equivalent.js';
import type { ApplicationPath } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useLoadedApplication } from '../../hooks/use-loaded-application.js';
import type { ScreenProps } from '../shared/list-screen.js';
import { SecurityFormView } from './security-form-view.js';

/**
 * An application's security: the SDK's security form model (`SecurityFormView`) over the branch's record, saved
 * with the branch's update; the status line shows `skiff apps security ... --wait`.
 */
export function SecurityScreen({
  workspace,
  project,
  application,
  active,
  width,
  height,
}: ScreenProps & ApplicationPath) {
  const path = { workspace, project, application };
  const { client } = useServices();
  const { ids, loaded } = useLoadedApplication(path);
  return (
    <SecurityFormView
      title={`Security of ${application.name}`}
      loaded={loaded}
      send={(request) => client.applications.update(ids, request)}
      commandOf={(request) =>
        command('apps', 'security', refOf(path), ...securityFlags(request).map(shellWord), '--wait')
      }
      active={active}
      width={width}
      height={height}
    />
  );
}
