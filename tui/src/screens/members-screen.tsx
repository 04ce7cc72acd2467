import { type Collaborator, projectRoleLabel, workspaceRoleLabel } from '@skiff/sdk';
import { useCallback, useMemo } from 'react';
import type { Column } from '../components/data-table.js';
import type { Named } from '../contexts/router-context.js';
import { useServices } from '../contexts/services-context.js';
import { cleanLine } from '../text.js';
import { collect, flexWidths } from './collect.js';
import { ListScreen, type ScreenProps } from './list-screen.js';

const emailOf = (c: Collaborator) => cleanLine(c.rawInfo?.email ?? c.email) || '-';

/**
 * A workspace's Members tab: each collaborator's name, email and role (OWNER, ADMINISTRATOR, DEVELOPER); with a
 * `project`, that project's collaborators (Owner, Maintainer, Developer).
 */
export function MembersScreen({ workspace, project, ...props }: ScreenProps & { workspace: Named; project?: Named }) {
  const { client } = useServices();
  const roleLabel = project ? projectRoleLabel : workspaceRoleLabel;
  const name = 26;
  const role = 16;
  const { flex } = flexWidths(props.width, [name, role]);
  const columns = useMemo<Column<Collaborator>[]>(
    () => [
      { header: 'Name', width: name, text: (c) => cleanLine(c.displayName) || '-' },
      { header: 'Email', width: flex, text: emailOf },
      { header: 'Role', width: role, text: (c) => cleanLine(roleLabel(c.role)) },
    ],
    [flex, roleLabel],
  );
  const load = useCallback(
    (signal: AbortSignal) =>
      collect(
        project
          ? client.projectSettings.members(workspace.id, project.id, { pageSize: 100 }, { signal })
          : client.workspaceMembers.list(workspace.id, { pageSize: 100 }, { signal }),
      ),
    [client, workspace.id, project],
  );
  const searchText = useCallback((c: Collaborator) => `${cleanLine(c.displayName)}\n${emailOf(c)}`, []);
  return (
    <ListScreen
      {...props}
      title={`Members of ${(project ?? workspace).name}`}
      load={load}
      loadKey={`members/${workspace.id}/${project?.id ?? ''}`}
      columns={columns}
      keyOf={(c) => c._id}
      searchText={searchText}
      filterPlaceholder="Search members by name or email"
      isStale={() => false}
      empty="No members."
    />
  );
}
