import { type Workspace, workspaceProvider } from '@skiff/sdk';
import { isTrialWorkspace, isWorkspaceUpdating, WORKSPACE_UPDATING_MESSAGE } from '@skiff/sdk/domain';
import { Box, Text } from 'ink';
import { useCallback, useEffect } from 'react';
import type { Named } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useTheme } from '../../contexts/theme-context.js';
import { useLoader } from '../../hooks/use-loader.js';
import { usePushMessages } from '../../hooks/use-push-messages.js';
import { keyLabel } from '../../keys/key-bindings.js';
import { cleanLine } from '../../services/text.js';

/** The rows the workspace header takes above a workspace's tabs. */
export const WORKSPACE_HEADER_ROWS = 1;

const n = (value: number | null | undefined) => value ?? 0;

/**
 * The workspace header above every tab (spec 001 section 2): the name, the Basic tag of the TRIAL plan, the cloud
 * provider, the counters (projects, activated, paused and all applications) and the description; while the status
 * is INACTIVE, 'Updating workspace...' (the Activities tab holds the timeline). Reloaded by the workspace's push
 * news; while loading it says Esc goes back to the workspace list.
 */
export function WorkspaceHeader({ workspace, width }: { workspace: Named; width: number }) {
  const theme = useTheme();
  const { client } = useServices();
  const load = useCallback(
    (signal: AbortSignal) => client.workspaces.get(workspace.id, { signal }),
    [client, workspace.id],
  );
  const loaded = useLoader(load, `workspace-header/${workspace.id}`);
  usePushMessages(loaded.reload, (m) => m.kind === 'resync' || (m.kind === 'activity' && m.workspace === workspace.id));
  // A rename in the TUI renames the route: read the workspace again rather than show its old name.
  const { reload } = loaded;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new name reloads
  useEffect(() => {
    if (loaded.data && loaded.data.name !== workspace.name) reload();
  }, [workspace.name]);
  const data = loaded.data;
  return (
    <Box width={width} height={WORKSPACE_HEADER_ROWS} overflow="hidden">
      {data ? (
        <HeaderLine workspace={data} />
      ) : (
        <Text color={theme.text.secondary} wrap="truncate">
          {loaded.loading ? `Loading the workspace… (${keyLabel('escape')}: back to the workspaces)` : ''}
        </Text>
      )}
    </Box>
  );
}

function HeaderLine({ workspace: data }: { workspace: Workspace }) {
  const theme = useTheme();
  const provider = workspaceProvider(data);
  const name = [
    cleanLine(data.name),
    isTrialWorkspace(data) ? 'Basic' : '',
    provider ? cleanLine(provider).toUpperCase() : '',
  ].filter(Boolean);
  const counters = [
    `${n(data.totalProjects)} projects`,
    `${n(data.totalActivatedApplications)} activated`,
    `${n(data.totalPausedApplications)} paused`,
    `${n(data.totalApplications)} applications`,
  ].join(' · ');
  return (
    <Text wrap="truncate">
      <Text bold>{name.join(' · ')}</Text>
      {isWorkspaceUpdating(data) ? <Text color={theme.tone.warning}>{`  ${WORKSPACE_UPDATING_MESSAGE}`}</Text> : null}
      <Text>{`  ${counters}`}</Text>
      <Text color={theme.text.secondary}>{data.description ? `  ${cleanLine(data.description)}` : ''}</Text>
    </Text>
  );
}
