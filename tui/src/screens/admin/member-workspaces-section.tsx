import type { Workspace } from '@skiff/sdk';
import { NO_WORKSPACE_TEXT } from '@skiff/sdk/domain';
import { useMemo } from 'react';
import type { Column } from '../../components/data-table.js';
import { type Named, useRouter } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useServerPages } from '../../hooks/use-server-list.js';
import { cleanLine } from '../../services/text.js';
import { flexWidths } from '../shared/collect.js';
import { ListScreen, type ScreenProps } from '../shared/list-screen.js';

const n = (value: number | null | undefined) => String(value ?? 0);
const workspaceName = (w: Workspace) => cleanLine(w.name) || w._id;

/**
 * Admin > Members > {e-mail} (spec 003 section 2.12, /members/{memberId}/workspace): the workspaces the member
 * belongs to, with plan and counters ('No Workspace' when none); Enter opens one's projects, as a card's click does.
 */
export function MemberWorkspacesSection({ member, ...props }: ScreenProps & { member: Named }) {
  const { client } = useServices();
  const router = useRouter();
  const name = 24;
  const plan = 10;
  const projects = 8;
  const apps = 18;
  const { flex } = flexWidths(props.width, [name, plan, projects, apps]);
  const columns = useMemo<Column<Workspace>[]>(
    () => [
      { header: 'Name', width: name, text: workspaceName },
      { header: 'Description', width: flex, secondary: true, text: (w) => cleanLine(w.description) },
      { header: 'Plan', width: plan, text: (w) => cleanLine(w.plan) || '-' },
      { header: 'Projects', width: projects, text: (w) => n(w.totalProjects) },
      {
        header: 'Apps act/paus/all',
        width: apps,
        text: (w) => `${n(w.totalActivatedApplications)}/${n(w.totalPausedApplications)}/${n(w.totalApplications)}`,
      },
    ],
    [flex],
  );
  // A window of the server's list with its real total; `/` asks the server when not all is loaded.
  const source = useServerPages(
    (page, signal) => client.members.workspaces(member.id, page, { signal }),
    `admin/members/${member.id}/workspaces`,
  );
  return (
    <ListScreen
      {...props}
      title={`Workspaces of ${member.name}`}
      source={source}
      columns={columns}
      keyOf={(w) => w._id}
      searchText={workspaceName}
      filterPlaceholder="Search the member's workspaces by name"
      onOpen={(w) => router.open({ name: 'projects', workspace: { id: w._id, name: workspaceName(w) } })}
      isStale={() => false}
      empty={NO_WORKSPACE_TEXT}
      scopes={['admin']}
    />
  );
}
