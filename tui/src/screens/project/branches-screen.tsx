import { type Application, applicationBranch } from '@skiff/sdk';
import { formatDate, humanAction, SYNC_BRANCHES_SUCCESS_MESSAGE, taskStatusTone } from '@skiff/sdk/domain';
import { Text } from 'ink';
import { useCallback, useMemo } from 'react';
import type { Column } from '../../components/data-table.js';
import { promptBanner } from '../../components/prompt-banner.js';
import { stateColumn } from '../../components/state-badge.js';
import { useNotice } from '../../contexts/notice-context.js';
import { type Named, useRouter } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useShowActionCommand } from '../../contexts/status-command-context.js';
import { useTheme } from '../../contexts/theme-context.js';
import { useQuestions } from '../../hooks/use-questions.js';
import { useServerList } from '../../hooks/use-server-list.js';
import type { Command } from '../../keys/key-bindings.js';
import { cleanLine, fit } from '../../services/text.js';
import { applicationDeletionPrompt, applicationDeletionRefusal } from '../application/application-deletion.js';
import { flexWidths, readListWindow } from '../shared/collect.js';
import { ListScreen, type ScreenProps } from '../shared/list-screen.js';

function lastActivityText(app: Application): string {
  const last = app.lastActivity;
  if (!last?.action) return '-';
  return `${humanAction(last.action)} ${cleanLine(last.status)} ${formatDate(last.updatedAt ?? last.createdAt)}`;
}

/**
 * The branches (applications) of a project: branch, displayed state, hostname, last activity; `D` deletes the
 * selected one by the spec's rules (never deployed or undeployed; protected ones refused) with `branch/NAME` typed;
 * `s` syncs all branches (spec 002 section 2.1: 'Syncing branches successfully.', or the expired-token sentence).
 */
export function BranchesScreen({ workspace, project, ...props }: ScreenProps & { workspace: Named; project: Named }) {
  const { client } = useServices();
  const { open } = useRouter();
  const theme = useTheme();
  const { showError, showInfo } = useNotice();
  const { prompt } = useQuestions(props.active);
  const showCommand = useShowActionCommand();
  const branch = 20;
  const state = 13;
  const host = 34;
  const { flex } = flexWidths(props.width, [branch, state, host], 20);
  const columns = useMemo<Column<Application>[]>(
    () => [
      { header: 'Branch', width: branch, text: (a) => cleanLine(applicationBranch(a)) },
      stateColumn('State', state),
      { header: 'Hostname', width: host, secondary: true, text: (a) => cleanLine(a.hostname) || '-' },
      {
        header: 'Last activity',
        width: flex,
        text: lastActivityText,
        render: (a, width) => (
          <Text color={theme.tone[taskStatusTone(a.lastActivity?.status)]} wrap="truncate">
            {fit(lastActivityText(a), width)}
          </Text>
        ),
      },
    ],
    [flex, theme],
  );
  // A window of the server's list with its real total; `/` asks the server when not all is loaded (useServerList).
  const readWindow = useCallback(
    (options: { search: string; limit: number }, signal: AbortSignal) =>
      readListWindow(
        (page, s) => client.applications.list(workspace.id, project.id, page, { signal: s }),
        options,
        signal,
      ),
    [client, workspace.id, project.id],
  );
  const loaded = useServerList(readWindow, `${workspace.id}/${project.id}`);
  const syncBranches = () => {
    showCommand('syncBranches');
    client.projects.syncBranches(project.id).then(() => {
      showInfo(SYNC_BRANCHES_SUCCESS_MESSAGE);
      loaded.reload();
    }, showError);
  };
  const onCommand = (command: Command, selected: Application | undefined) => {
    if (command === 'syncBranches') {
      syncBranches();
      return true;
    }
    if (command !== 'deleteApplication') return false;
    if (!selected) return true;
    const refusal = applicationDeletionRefusal(selected);
    if (refusal) {
      showInfo(refusal);
      return true;
    }
    const application = { id: selected._id, name: cleanLine(applicationBranch(selected)) };
    const deleted = () => {
      showInfo(`The application ${application.name} was deleted.`);
      loaded.reload();
    };
    prompt.ask(applicationDeletionPrompt(client, { workspace, project, application }, deleted, showError));
    return true;
  };
  const searchText = useCallback(
    (a: Application) => `${cleanLine(applicationBranch(a))}\n${cleanLine(a.hostname)}`,
    [],
  );
  return (
    <ListScreen
      {...props}
      title={`Branches of ${project.name}`}
      source={loaded}
      columns={columns}
      keyOf={(a) => a._id}
      searchText={searchText}
      filterPlaceholder="Search branches"
      onOpen={(a) =>
        open({
          name: 'application',
          workspace,
          project,
          application: { id: a._id, name: cleanLine(applicationBranch(a)) },
        })
      }
      isStale={(m) => m.kind === 'activity' && m.project === project.id}
      empty="This project doesn't have any feature-branch yet."
      scopes={['branches']}
      onCommand={onCommand}
      {...promptBanner(prompt.asking, undefined)}
    />
  );
}
