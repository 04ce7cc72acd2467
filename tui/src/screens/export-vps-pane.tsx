import {
  DISABLED_FOR_WORKSPACE_MESSAGE,
  isWorkspaceFeatureEnabled,
  VPS_LOAD_FAILED_MESSAGE,
  VPS_PAGE_SIZES,
  VPS_REQUIREMENTS,
  type Vps,
  vpsDisplayedStatus,
  vpsFormErrors,
} from '@skiff/sdk';
import { Box, Text } from 'ink';
import { useCallback, useMemo } from 'react';
import type { Column } from '../components/data-table.js';
import { errorMessage, useNotice } from '../contexts/notice-context.js';
import type { ApplicationPath } from '../contexts/router-context.js';
import { useServices } from '../contexts/services-context.js';
import { useStatusCommand } from '../contexts/status-command-context.js';
import { useTheme } from '../contexts/theme-context.js';
import { useApplicationIds } from '../hooks/use-application-ids.js';
import { useLoader } from '../hooks/use-loader.js';
import { usePageSize } from '../hooks/use-page-size.js';
import { QUESTION_ROWS, useQuestions } from '../hooks/use-questions.js';
import type { Command } from '../key-bindings.js';
import { cleanLine } from '../text.js';
import { collect, flexWidths } from './collect.js';
import { type VpsAnswers, vpsCommands } from './export-commands.js';
import { readPrivateKeyFile } from './export-vps-key.js';
import { ListScreen, type ScreenProps } from './list-screen.js';

const titleOf = (v: Vps) => cleanLine(v.title) || v._id;
/** The requirements take two lines from 80 columns up. */
const BANNER_ROWS = 2;
/** Read 25 at a time, the larger of the spec's page sizes (12 or 25). */
const READ = { pageSize: VPS_PAGE_SIZES[1] };

type Field = 'title' | 'description' | 'vpsUsername' | 'publicIPAddress' | 'privKey';
/** The questions of the connect form in order (our labels), with the spec's rule of each (`vpsFormErrors`). */
const QUESTIONS: ReadonlyArray<{ field: Field; question: string; hint?: string }> = [
  { field: 'title', question: 'Connect a server: its title' },
  { field: 'description', question: 'Its description', hint: 'Optional: Enter leaves it empty' },
  { field: 'vpsUsername', question: 'The SSH user on the server', hint: 'e.g. ubuntu' },
  { field: 'publicIPAddress', question: 'Its public IP address' },
  {
    field: 'privKey',
    question: 'The file of its SSH private key',
    hint: 'A path, e.g. ~/.ssh/id_ed25519 (never shown)',
  },
];

/**
 * Export site > VPS (spec 002 sections 2.8, 4, 5 and 9): the application's servers with the spec's list status
 * (In Progress, Ready, ACTIVE, ERROR), 12 or 25 a page (`z`), the server requirements; `a` connects a server (title,
 * VPS username and public IP 'Required'; the private key read from a file), `d` deploys to the selected one, `x`
 * forgets it. Without the workspace's enableConnectVPS flag the actions are refused with the spec's warning.
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

  const connect = () => {
    const answers: Record<Field, string> = {
      title: '',
      description: '',
      vpsUsername: '',
      publicIPAddress: '',
      privKey: '',
    };
    const ask = (index: number) => {
      const step = QUESTIONS[index];
      if (!step) return send(answers);
      questions.prompt.ask({
        question: step.question,
        hint: step.hint,
        validate: (text) =>
          step.field === 'privKey'
            ? (() => {
                const read = readPrivateKeyFile(text);
                return 'error' in read ? read.error : undefined;
              })()
            : vpsFormErrors({ ...answers, [step.field]: text }, true)[step.field],
        onSubmit: (text) => {
          answers[step.field] = text.trim();
          ask(index + 1);
        },
      });
    };
    ask(0);
  };
  const send = (answers: Record<Field, string>) => {
    const read = readPrivateKeyFile(answers.privKey);
    if ('error' in read) return showError(new Error(read.error));
    const { privKey: keyFile, description, ...fields } = answers;
    const typed: VpsAnswers = { ...fields, description, keyFile };
    showAction(vpsCommands.connect(path, typed));
    client.applications.vps
      .create(ids, { ...fields, ...(description ? { description } : {}), privKey: read.key })
      .then(() => {
        showInfo(`${fields.title} connected: the server is being set up.`);
        servers.reload();
      }, showError);
  };
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
    const acts = command === 'addItem' || command === 'deploy' || command === 'removeItem';
    if (acts && !enabled) showInfo(DISABLED_FOR_WORKSPACE_MESSAGE);
    else if (command === 'addItem') connect();
    else if (command === 'deploy' && selected) deploy(selected);
    else if (command === 'removeItem' && selected) remove(selected);
    else if (!acts) return pages.onCommand(command);
    return true;
  };
  const banner = (
    <Box height={BANNER_ROWS} overflow="hidden">
      <Text color={enabled ? theme.text.secondary : theme.tone.warning} wrap="wrap">
        {enabled ? `Requirements: ${VPS_REQUIREMENTS.join('; ')}.` : DISABLED_FOR_WORKSPACE_MESSAGE}
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
      bannerRows={BANNER_ROWS}
      pageSize={pages.size}
      detail={() => questions.shown ?? null}
      detailRows={questions.shown ? QUESTION_ROWS : 0}
    />
  );
}
