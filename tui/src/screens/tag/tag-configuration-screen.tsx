import { useMemo } from 'react';
import { useServices } from '../../contexts/services-context.js';
import { cleanLine } from '../../services/text.js';
import { ConfigurationFormView } from '../application/configuration-form-view.js';
import type { ScreenProps } from '../shared/list-screen.js';
import { type TagPath, tagCommands } from './tag-commands.js';

/**
 * A tag's configuration (spec 002 section 7: PATCH .../configuration with roots, replicas, the tool switches and,
 * where the workspace allows, image, server type and capacity): the branch's configuration form over the tag's
 * record, as the web app's tag Configuration page and `skiff tags configure` render the same model; the status line
 * shows `skiff tags configure ... --wait` with the saved change. Reloaded on news of the project's tasks.
 */
export function TagConfigurationScreen({ workspace, project, tag, active, width, height }: ScreenProps & TagPath) {
  const { client } = useServices();
  const ids = useMemo(
    () => ({ workspaceId: workspace.id, projectId: project.id, deploymentId: tag.id }),
    [workspace.id, project.id, tag.id],
  );
  return (
    <ConfigurationFormView
      title={`Configuration of the tag ${cleanLine(tag.name)}`}
      ids={ids}
      isNews={(m) => m.kind === 'activity' && m.project === project.id}
      send={(request) => client.deployments.updateConfiguration(ids, request)}
      commandOf={(flags) => tagCommands.configure({ workspace, project, tag }, flags)}
      active={active}
      width={width}
      height={height}
    />
  );
}
