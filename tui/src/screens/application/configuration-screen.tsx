import { command, refOf, shellWord } from '../../commands/cli-equivalent.js';
import type { ApplicationPath } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useApplicationIds } from '../../hooks/use-application-ids.js';
import type { ScreenProps } from '../shared/list-screen.js';
import { ConfigurationFormView } from './configuration-form-view.js';

/** An application's configuration: the SDK's configuration form model (`ConfigurationFormView`), saved with its update. */
export function ConfigurationScreen({
  workspace,
  project,
  application,
  active,
  width,
  height,
}: ScreenProps & ApplicationPath) {
  const { client } = useServices();
  const ids = useApplicationIds({ workspace, project, application });
  return (
    <ConfigurationFormView
      title={`Configuration of ${application.name}`}
      ids={ids}
      isNews={(m) => m.kind === 'activity' && m.application === application.id}
      send={(request) => client.applications.update(ids, request)}
      commandOf={(flags) =>
        command('apps', 'configure', refOf({ workspace, project, application }), ...flags.map(shellWord), '--wait')
      }
      active={active}
      width={width}
      height={height}
    />
  );
}
