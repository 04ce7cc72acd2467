import type { Vps } from '@skiff/sdk';
import {
  DISABLED_FOR_WORKSPACE_MESSAGE,
  isWorkspaceFeatureEnabled,
  VPS_LOAD_FAILED_MESSAGE,
  VPS_PAGE_SIZES,
  VPS_REQUIREMENTS,
  vpsDisplayedStatus,
} from '@skiff/sdk/domain';
import { Box, Text } from 'ink';
import { useCallback, useMemo } from 'react';
import type { Column } from '../../components/data-table.js';
import { errorMessage, useNotice } from '../../contexts/notice-context.js';
import type { ApplicationPath } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useStatusCommand } from '../../contexts/status-command-context.js';
import { useTheme } from '../../contexts/theme-context.js';
import { useApplicationIds } from '../../hooks/use-application-ids.js';
import { useLoader } from '../../hooks/use-loader.js';
import { usePageSize } from '../../hooks/use-page-size.js';
import { QUESTION_ROWS, useQuestions } from '../../hooks/use-questions.js';
import type { Command } from '../../keys/key-bindings.js';
import { cleanLine } from '../../services/text.js';
import { collect, flexWidths } from '../shared/collect.js';
import { ListScreen, type ScreenProps } from '../shared/list-screen.js';
import { askVps } from './ask-vps.js';
import { vpsCommands } from './export-commands.js';

const titleOf = (v: Vps) => cleanLine(v.title) || v._id;
/** Read 25 at a time, the larger of the spec's page sizes (12 or 25). */
const READ = { pageSize: VPS_PAGE_SIZES[1] };

/**
 * Export site > VPS (spec 002 sections 2.8, 4, 5 and 9): the application's servers with the spec's list status
 * (In Progress, Ready, ACTIVE, ERROR), 12 or 25 a page (`z`), the server requirements; `a` connects a server (title,
 * VPS username and public IP 'Required'; the private key read from a file), `e` changes the selected one (its key
 * kept unless another file is given), `d` deploys to it, `x` forgets it. Without the workspace's enableConnectVPS
 * flag the actions are refused with the spec's warning.
 */
export function ExportVpsPane({ path, ...props }: ScreenProps & { path: ApplicationPath }) {
  const { client } = useServices();
  const { showError, showInfo } = useNotice();
  const { showAction } = useStatusCommand();
  const theme = useTheme();
  const ids = useApplicationIds(path);
  const questions = useQuestions(props.active);
  const pages = usePageSize(VPS_PAGE_SIZES);
  const space = useLoader((signal) => client.workspaces.get(ids.workspaceId, { signal }), ids.workspaceId);
  const enabled = space.data ? isWorkspaceFeatureEnabled(space.data, 'enableConnectVPS') : true;
  const load = useCallback(
    (signal: AbortSignal) =>
      collect(client.applications.vps.list(ids, READ, { signal })).catch((error: unknown) => {
        throw new Error(`${VPS_LOAD_FAILED_MESSAGE} (${errorMessage(error)})`);
      }),
    [client, ids],
  );
  const servers = useLoader(load, `vps/${ids.applicationId}`);
  const { flex } = flexWidths(props.width, [24, 12]);
  const columns = useMemo<Column<Vps>[]>(
    () => [
      { header: 'Title', width: 24, text: titleOf },
      {
        header: 'Server',
        width: flex,
        text: (v) => `${cleanLine(v.vpsUsername)}@${cleanLine(v.publicIPAddress)}`,
      },
      { header: 'Status', width: 12, text: (v) => vpsDisplayedStatus(v) },
    ],
    [flex],
  );

  /** Connects a server (`current` undefined) or changes one, from the VPS form's answers. */
  const saveServer = (current: Vps | undefined) =>
    askVps(questions.prompt.ask, current, (answers) => {
      const { privKey, keyFile, description, ...fields } = answers;
      const body = { ...fields, ...(description ? { description } : {}), ...(privKey ? { privKey } : {}) };
      showAction(current ? vpsCommands.update(path, titleOf(current), answers) : vpsCommands.connect(path, answers));
      const saved = current
        ? client.applications.vps.update(ids, current._id, body)
        : client.applications.vps.create(ids, body);
      saved.then(() => {
        showInfo(current ? `${fields.title} was saved.` : `${fields.title} connected: the server is being set up.`);
        servers.reload();
      }, showError);
    });
  const deploy = (vps: Vps) => {
    showAction(vpsCommands.deploy(path, titleOf(vps)));
    client.applications.vps.deployToServer(ids, vps._id).then(() => {
      showInfo(`Deploying ${path.application.name} to ${titleOf(vps)}.`);
      servers.reload();
    }, showError);
  };
  const remove = (vps: Vps) =>
    questions.confirm.ask(`Forget the server ${titleOf(vps)}? It keeps running; it no longer gets deploys.`, () => {
      showAction(vpsCommands.remove(path, titleOf(vps)));
      client.applications.vps.delete(ids, vps._id).then(() => {
        showInfo(`${titleOf(vps)} was removed.`);
        servers.reload();
      }, showError);
    });

  const onCommand = (command: Command, selected: Vps | undefined) => {
    const acts = ['addItem', 'editItem', 'deploy', 'removeItem'].includes(command);
    if (acts && !enabled) showInfo(DISABLED_FOR_WORKSPACE_MESSAGE);
    else if (command === 'addItem') saveServer(undefined);
    else if (command === 'editItem' && selected) saveServer(selected);
    else if (command === 'deploy' && selected) deploy(selected);
    else if (command === 'removeItem' && selected) remove(selected);
    else if (!acts) return pages.onCommand(command);
    return true;
  };
  const bannerText = enabled ? `Requirements: ${VPS_REQUIREMENTS.join('; ')}.` : DISABLED_FOR_WORKSPACE_MESSAGE;
  // The requirements wrap to two lines from 100 columns, three below.
  const bannerRows = Math.min(3, Math.ceil(bannerText.length / Math.max(1, props.width)));
  const banner = (
    <Box height={bannerRows} overflow="hidden">
      <Text color={enabled ? theme.text.secondary : theme.tone.warning} wrap="wrap">
        {bannerText}
      </Text>
    </Box>
  );
  return (
    <ListScreen
      {...props}
      title="Export to a VPS"
      source={servers}
      columns={columns}
      keyOf={(v) => v._id}
      searchText={titleOf}
      filterPlaceholder="Search servers by title"
      isStale={(m) => m.kind === 'activity' && m.application === ids.applicationId}
      empty="No server yet: a connects one."
      scopes={['export']}
      onCommand={onCommand}
      banner={banner}
      bannerRows={bannerRows}
      pageSize={pages.size}
      detail={() => questions.shown ?? null}
      detailRows={questions.shown ? QUESTION_ROWS : 0}
    />
  );
}
