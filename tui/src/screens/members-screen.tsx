import { type Collaborator, workspaceRoleLabel } from '@skiff/sdk';
import { useCallback, useMemo } from 'react';
import type { Column } from '../components/data-table.js';
import type { Named } from '../contexts/router-context.js';
import { useServices } from '../contexts/services-context.js';
import { cleanLine } from '../text.js';
import { collect, flexWidths } from './collect.js';
import { ListScreen, type ScreenProps } from './list-screen.js';

const emailOf = (c: Collaborator) => cleanLine(c.rawInfo?.email ?? c.email) || '-';

/**
 * A workspace's Members tab: each collaborator's name, email and role (OWNER, ADMINISTRATOR, DEVELOPER). A
 * project's collaborators are the ProjectMembersScreen's.
 */
export function MembersScreen({ workspace, ...props }: ScreenProps & { workspace: Named }) {
  const { client } = useServices();
  const name = 26;
  const role = 16;
  const { flex } = flexWidths(props.width, [name, role]);
  const columns = useMemo<Column<Collaborator>[]>(
    () => [
      { header: 'Name', width: name, text: (c) => cleanLine(c.displayName) || '-' },
      { header: 'Email', width: flex, text: emailOf },
      { header: 'Role', width: role, text: (c) => cleanLine(workspaceRoleLabel(c.role)) },
    ],
    [flex],
  );
  const load = useCallback(
    (signal: AbortSignal) => collect(client.workspaceMembers.list(workspace.id, { pageSize: 100 }, { signal })),
    [client, workspace.id],
  );
  const searchText = useCallback((c: Collaborator) => `${cleanLine(c.displayName)}\n${emailOf(c)}`, []);
  return (
    <ListScreen
      {...props}
      title={`Members of ${workspace.name}`}
      load={load}
      loadKey={`members/${workspace.id}`}
      columns={columns}
      keyOf={(c) => c._id}
      searchText={searchText}
      filterPlaceholder="Search members by name or email"
      isStale={() => false}
      empty="No members."
    />
  );
}
