import { type PageParams, type Workspace, workspaceProvider } from '@skiff/sdk';
import {
  WORKSPACE_KIND_FILTERS,
  WORKSPACE_PAGE_SIZES,
  type WorkspaceKindFilter,
  workspaceKindParams,
} from '@skiff/sdk/domain';
import { Box, Text } from 'ink';
import { useCallback, useMemo, useState } from 'react';
import type { Column } from '../../components/data-table.js';
import { useNotice } from '../../contexts/notice-context.js';
import { useRouter } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useStatusCommand } from '../../contexts/status-command-context.js';
import { useTheme } from '../../contexts/theme-context.js';
import { useServerList } from '../../hooks/use-server-list.js';
import { type Command, primaryKeyLabel } from '../../keys/key-bindings.js';
import { cleanLine } from '../../services/text.js';
import { ActionForm, FORM_ROWS, useActionForms } from '../shared/action-forms.js';
import { flexWidths, LIST_LIMIT, readListWindow } from '../shared/collect.js';
import { ListScreen, type ScreenProps } from '../shared/list-screen.js';
import { useCreateWorkspace } from '../workspace/use-create-workspace.js';
import { invitationTarget, usePendingInvitations } from '../workspace/use-pending-invitations.js';
import { kindLabel, workspaceCommands } from '../workspace/workspace-commands.js';

const PROVIDER_NAMES: Readonly<Record<string, string>> = {
  AWS: 'AWS',
  DIGITAL_OCEAN: 'Digital Ocean',
  AZURE: 'Azure',
  GCP: 'GCP',
};

const n = (value: number | null | undefined) => String(value ?? 0);

/** The kind after `kind`: all, then each filter in the spec's order, then all again (one at a time). */
function nextKind(kind: WorkspaceKindFilter | undefined): WorkspaceKindFilter | undefined {
  const index = WORKSPACE_KIND_FILTERS.findIndex((f) => f.key === kind);
  return WORKSPACE_KIND_FILTERS[index + 1]?.key;
}

const nextPageSize = (size: number) =>
  WORKSPACE_PAGE_SIZES[(WORKSPACE_PAGE_SIZES.indexOf(size as (typeof WORKSPACE_PAGE_SIZES)[number]) + 1) % 3]!;

/** Spec 000 section 2: the empty list's 'Start Here' card. */
const START_HERE = `Start Here: you have no workspace yet. ${primaryKeyLabel('createDemo')} Create Demo Workspace`;

/**
 * Home (spec 000 section 2, /workspaces): the workspaces with their counters and cloud provider, `/` to search by
 * name or description, `f` for the Production / Drupal Forge / Personal filters (one at a time, asked of the
 * server), `z` for 12, 24 or 50 a page (`]` and `[` turn pages), the pending invitations above the list (`i`
 * accepts the first, `I` rejects it), the Start Here card with Create Demo Workspace (`c`) when there is none, and
 * Create Workspace (`a`, admins).
 */
export function WorkspacesScreen(props: ScreenProps) {
  const { client, home } = useServices();
  const theme = useTheme();
  const { open } = useRouter();
  const { showInfo, showError } = useNotice();
  const { showAction } = useStatusCommand();
  const forms = useActionForms(props.active);
  const [kind, setKind] = useState<WorkspaceKindFilter>();
  const [pageSize, setPageSize] = useState<number>(WORKSPACE_PAGE_SIZES[0]);
  const name = 22;
  const counters = 8;
  const apps = 18;
  const provider = 13;
  const { flex } = flexWidths(props.width, [name, counters, apps, provider]);
  const columns = useMemo<Column<Workspace>[]>(
    () => [
      { header: 'Name', width: name, text: (w) => cleanLine(w.name) },
      { header: 'Description', width: flex, secondary: true, text: (w) => cleanLine(w.description) },
      { header: 'Projects', width: counters, text: (w) => n(w.totalProjects) },
      {
        header: 'Apps act/paus/all',
        width: apps,
        text: (w) => `${n(w.totalActivatedApplications)}/${n(w.totalPausedApplications)}/${n(w.totalApplications)}`,
      },
      {
        header: 'Cloud',
        width: provider,
        secondary: true,
        text: (w) => {
          const id = workspaceProvider(w);
          return id ? (PROVIDER_NAMES[id] ?? cleanLine(id)) : '-';
        },
      },
    ],
    [flex],
  );
  const readWindow = useCallback(
    (options: { search: string; limit: number }, signal: AbortSignal) => {
      const params = workspaceKindParams(kind);
      const read = (page: PageParams, s: AbortSignal) => client.workspaces.list({ ...page, ...params }, { signal: s });
      const fresh = () => readListWindow(read, options, signal);
      if (kind || options.search || options.limit !== LIST_LIMIT) return fresh();
      // A prefetch that failed (the platform was still starting, say) is simply asked for again.
      return home?.take()?.catch(fresh) ?? fresh();
    },
    [client, home, kind],
  );
  const initial = useCallback(() => home?.takeIfArrived(), [home]);
  const loaded = useServerList(readWindow, `workspaces/${kind ?? 'all'}`, kind ? undefined : initial);
  const invitations = usePendingInvitations(loaded.reload);
  const createWorkspace = useCreateWorkspace(forms, loaded.reload);
  const searchText = useCallback((w: Workspace) => `${cleanLine(w.name)}\n${cleanLine(w.description)}`, []);
  const empty = !kind && !loaded.search && loaded.data?.length === 0;
  const createDemo = () => {
    if (!empty) return showInfo('Create Demo Workspace is offered when you have no workspace.');
    client.workspaces.createDefault().then((created) => {
      showInfo(`Created the demo workspace ${cleanLine(created.name)}.`);
      loaded.reload();
    }, showError);
  };
  const onCommand = (command: Command) => {
    if (command === 'kindFilter') {
      const next = nextKind(kind);
      setKind(next);
      showAction(workspaceCommands.list(next, pageSize));
    } else if (command === 'pageSize') {
      const next = nextPageSize(pageSize);
      setPageSize(next);
      showAction(workspaceCommands.list(kind, next));
    } else if (command === 'acceptInvitation') invitations.accept();
    else if (command === 'rejectInvitation') invitations.reject();
    else if (command === 'createDemo') createDemo();
    else if (command === 'addItem') createWorkspace();
    else if (command === 'reload') {
      invitations.reload();
      return false;
    } else return false;
    return true;
  };
  const first = invitations.first;
  const banner = (
    <Box flexDirection="column">
      <Text wrap="truncate">
        <Text color={theme.text.secondary}>{'Kind: '}</Text>
        {[undefined, ...WORKSPACE_KIND_FILTERS.map((f) => f.key)].map((key) => (
          <Text key={key ?? 'all'} bold={key === kind} color={key === kind ? theme.text.accent : undefined}>
            {key === kind ? `[${kindLabel(key)}] ` : `${kindLabel(key)} `}
          </Text>
        ))}
        <Text
          color={theme.text.secondary}
        >{` (${primaryKeyLabel('kindFilter')})   ${pageSize} a page (${primaryKeyLabel('pageSize')})`}</Text>
      </Text>
      {first ? (
        <Text wrap="truncate" color={theme.tone.warning}>
          {`Pending invitations (${invitations.invitations.length}, ${primaryKeyLabel('acceptInvitation')} accept, ` +
            `${primaryKeyLabel('rejectInvitation')} reject): ${invitationTarget(first)}` +
            `${first.invitedBy?.rawInfo?.email ? ` from ${cleanLine(first.invitedBy.rawInfo.email)}` : ''}` +
            `${first.role ? ` as ${cleanLine(first.role)}` : ''}`}
        </Text>
      ) : null}
    </Box>
  );
  return (
    <ListScreen
      {...props}
      title="Workspaces"
      source={loaded}
      columns={columns}
      keyOf={(w) => w._id}
      searchText={searchText}
      filterPlaceholder="Search workspaces by name or description"
      onOpen={(w) => open({ name: 'projects', workspace: { id: w._id, name: cleanLine(w.name) } })}
      isStale={(m) => m.kind === 'activity'}
      empty={kind ? `No ${kindLabel(kind)} workspaces.` : START_HERE}
      scopes={['workspaceList']}
      onCommand={onCommand}
      banner={banner}
      bannerRows={first ? 2 : 1}
      pageSize={pageSize}
      detail={() => <ActionForm forms={forms} />}
      detailRows={forms.asking ? FORM_ROWS : 0}
    />
  );
}
