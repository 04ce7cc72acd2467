import type { Vps } from '@skiff/sdk';
import { formatDate, vpsStatusTone, WORKSPACE_VPS_PAGE_SIZES } from '@skiff/sdk/domain';
import { Tag } from '../../components/state-tag.js';
import type { PageProps } from '../../routes.js';
import { useSession } from '../../session/session-context.js';
import { type Column, text } from '../admin/data-table.js';
import { WorkspaceTabList } from './workspace-tab-page.js';

function VpsStatus({ status }: { status: string | null | undefined }) {
  if (!status) return null;
  return <Tag tone={vpsStatusTone(status)}>{text(status)}</Tag>;
}

const COLUMNS: readonly Column<Vps>[] = [
  { header: 'Title', cell: (v) => text(v.title) },
  { header: 'Username', cell: (v) => text(v.vpsUsername) },
  { header: 'Public IP', cell: (v) => text(v.publicIPAddress) },
  { header: 'Application', cell: (v) => text(v.applicationName) },
  { header: 'Status', cell: (v) => <VpsStatus status={v.status} /> },
  { header: 'Last activity', cell: (v) => lastActivity(v) },
];

function lastActivity(vps: Vps): string {
  const last = vps.activities?.at(-1);
  return last ? text([last.action, last.status].filter(Boolean).join(' ')) : formatDate(vps.createdAt);
}

/** /workspaces/{w}/vps (spec 001 section 2): the workspace's VPS servers; the tab is hidden on a TRIAL workspace. */
export function WorkspaceVpsPage({ params }: PageProps) {
  const workspaceId = params.workspaceId ?? '';
  const { client } = useSession();
  return (
    <WorkspaceTabList
      workspaceId={workspaceId}
      tab="vps"
      label="VPS"
      caption="VPS servers"
      sizes={WORKSPACE_VPS_PAGE_SIZES}
      load={(paging, signal) => client.applications.vps.listInWorkspace(workspaceId, paging, { signal })}
      columns={() => COLUMNS}
    />
  );
}
