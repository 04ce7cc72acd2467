import { securityFlags } from '@skiff/sdk';
import { useMemo } from 'react';
import { useServices } from '../../contexts/services-context.js';
import { useLoader } from '../../hooks/use-loader.js';
import { usePushMessages } from '../../hooks/use-push-messages.js';
import { cleanLine } from '../../services/text.js';
import { SecurityFormView } from '../application/security-form-view.js';
import type { ScreenProps } from '../shared/list-screen.js';
import { type TagPath, tagCommands } from './tag-commands.js';

/**
 * A tag's security (spec 002 section 7: PATCH .../security takes the basic-auth lock, its user and password, and
 * the file permission level): the branch's security form (`SecurityFormView`, the SDK's security model) over the
 * tag's record; the status line shows `skiff tags security ... --wait`. Reloaded on news of the project's tasks.
 */
export function TagSecurityScreen({ workspace, project, tag, active, width, height }: ScreenProps & TagPath) {
  const { client } = useServices();
  const ids = useMemo(
    () => ({ workspaceId: workspace.id, projectId: project.id, deploymentId: tag.id }),
    [workspace.id, project.id, tag.id],
  );
  const loaded = useLoader((signal) => client.deployments.get(ids, { signal }), `tag-security/${tag.id}`);
  usePushMessages(loaded.reload, (m) => m.kind === 'activity' && m.project === project.id);
  const path = { workspace, project, tag };
  return (
    <SecurityFormView
      title={`Security of the tag ${cleanLine(tag.name)}`}
      loaded={loaded}
      send={(request) => client.deployments.updateSecurity(ids, request)}
      commandOf={(request) => tagCommands.security(path, securityFlags(request))}
      active={active}
      width={width}
      height={height}
    />
  );
}
