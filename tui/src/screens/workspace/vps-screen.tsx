import type { Vps } from '@skiff/sdk';
import { formatDate, humanAction, vpsStatusTone, WORKSPACE_VPS_PAGE_SIZES } from '@skiff/sdk/domain';
import { Text } from 'ink';
import { useMemo, useState } from 'react';
import type { Column } from '../../components/data-table.js';
import type { Named } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useTheme } from '../../contexts/theme-context.js';
import { useServerPages } from '../../hooks/use-server-list.js';
import { primaryKeyLabel } from '../../keys/key-bindings.js';
import { cleanLine } from '../../services/text.js';
import { flexWidths } from '../shared/collect.js';
import { ListScreen, type ScreenProps } from '../shared/list-screen.js';
import { toneColumn } from './tone-column.js';
import { useWorkspaceTab } from './use-workspace-tab.js';

/** The last activity of a server (its action and status), or when it was connected. */
function lastActivity(vps: Vps): string {
  const last = vps.activities?.at(-1);
  if (!last) return formatDate(vps.createdAt) || '-';
  return cleanLine([last.action ? humanAction(last.action) : '', last.status].filter(Boolean).join(' ')) || '-';
}

const searchText = (v: Vps) =>
  `${cleanLine(v.title)}\n${cleanLine(v.publicIPAddress)}\n${cleanLine(v.vpsUsername)}\n${cleanLine(v.applicationName)}`;

/**
 * A workspace's VPS servers (spec 001 /vps): title, username, public IP, linked application, status (ACTIVE,
 * INACTIVE, ERROR in their tones) and last activity, 12 a page (`z`: 12, 24, 50). Hidden for the TRIAL plan: the
 * tab then passes on to the next one.
 */
export function VpsScreen({ workspace, ...props }: ScreenProps & { workspace: Named }) {
  const { client } = useServices();
  const theme = useTheme();
  const tab = useWorkspaceTab(workspace, 'vps', props.active);
  const [sizeIndex, setSizeIndex] = useState(0);
  const pageSize = WORKSPACE_VPS_PAGE_SIZES[sizeIndex % WORKSPACE_VPS_PAGE_SIZES.length]!;
  const title = 16;
  const user = 12;
  const ip = 15;
  const status = 9;
  const last = 22;
  const { flex } = flexWidths(props.width, [title, user, ip, status, last], 12);
  const columns = useMemo<Column<Vps>[]>(
    () => [
      { header: 'Title', width: title, text: (v) => cleanLine(v.title) || '-' },
      { header: 'Username', width: user, secondary: true, text: (v) => cleanLine(v.vpsUsername) || '-' },
      { header: 'Public IP', width: ip, text: (v) => cleanLine(v.publicIPAddress) || '-' },
      { header: 'Application', width: flex, secondary: true, text: (v) => cleanLine(v.applicationName) || '-' },
      toneColumn('Status', status, (v) => v.status, vpsStatusTone),
      { header: 'Last activity', width: last, text: lastActivity },
    ],
    [flex],
  );
  // A window of the server's list with its real total; `/` asks the server (its search: the title) when not all
  // is loaded.
  const loaded = useServerPages(
    (page, signal) => client.applications.vps.listInWorkspace(workspace.id, page, { signal }),
    `vps/${workspace.id}`,
  );
  const banner = (
    <Text color={theme.text.secondary} wrap="truncate">
      {`${pageSize} a page (${primaryKeyLabel('pageSize')} change: ${WORKSPACE_VPS_PAGE_SIZES.join(', ')})`}
    </Text>
  );
  return (
    <ListScreen
      {...props}
      title={`VPS of ${workspace.name}`}
      source={loaded}
      columns={columns}
      keyOf={(v) => v._id}
      searchText={searchText}
      filterPlaceholder="Search servers by title, IP, user or application"
      isStale={(m) => m.kind === 'activity' && m.workspace === workspace.id}
      empty={tab.hidden ? 'Hidden for TRIAL workspaces.' : 'This workspace has no VPS servers yet.'}
      scopes={['workspaceVps']}
      onCommand={(command) => {
        if (command !== 'pageSize') return false;
        setSizeIndex((i) => i + 1);
        return true;
      }}
      banner={banner}
      pageSize={pageSize}
    />
  );
}
