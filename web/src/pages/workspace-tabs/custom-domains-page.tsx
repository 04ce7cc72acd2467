import {
  type Application,
  applicationBranch,
  type CustomDomain,
  customDomainCreator,
  customDomainTagName,
  type Page,
  type PageParams,
  refId,
  type SkiffClient,
  type Workspace,
} from '@skiff/sdk';
import { CopyButton } from '../../components/copy-button.js';
import { Link } from '../../router/link.js';
import { applicationPath, branchesPath, type PageProps } from '../../routes.js';
import { useSession } from '../../session/session-context.js';
import { type Column, text } from '../admin/data-table.js';
import { WorkspaceTabList } from './workspace-tab-page.js';

/** The spec gives no page size for custom domains: we use the VPS tab's. */
const DOMAIN_PAGE_SIZES = [12, 24, 50] as const;

/** A domain with its application and project (the domain list sends only their ids). */
type DomainRow = CustomDomain & { app?: Application; projectName?: string };

/** /workspaces/{w}/custom-domains (spec 001 section 2): the domains, with the load balancer address to point them at. */
export function WorkspaceCustomDomainsPage({ params }: PageProps) {
  const workspaceId = params.workspaceId ?? '';
  const { client } = useSession();
  return (
    <WorkspaceTabList
      workspaceId={workspaceId}
      tab="custom-domains"
      label="Custom Domains"
      caption="Custom domains"
      sizes={DOMAIN_PAGE_SIZES}
      search={{ label: 'Search domains', placeholder: 'Search by domain' }}
      load={(paging, signal) => loadDomains(client, workspaceId, paging, signal)}
      columns={(workspace) => columnsOf(workspaceId, workspace)}
    />
  );
}

/** One page of domains with their applications and projects: one call per distinct one; a failed one stays blank. */
async function loadDomains(
  client: SkiffClient,
  workspaceId: string,
  paging: PageParams,
  signal: AbortSignal,
): Promise<Page<DomainRow>> {
  const page = await client.domains.list(workspaceId, paging, { signal });
  const apps = await byId(
    page.items.map((d) => refId(d.application)),
    (id) => client.applications.getById(id, { signal }),
  );
  const rows = page.items.map((d) => ({ ...d, app: apps.get(refId(d.application) ?? '') }));
  const projects = await byId(rows.map(projectIdOf), (id) => client.projects.get(workspaceId, id, { signal }));
  return { ...page, items: rows.map((d) => ({ ...d, projectName: projects.get(projectIdOf(d) ?? '')?.name })) };
}

async function byId<T extends { _id: string }>(
  ids: (string | undefined)[],
  get: (id: string) => Promise<T>,
): Promise<Map<string, T>> {
  const distinct = [...new Set(ids.filter((id): id is string => !!id))];
  const found: (T | undefined)[] = await Promise.all(distinct.map((id) => get(id).catch(() => undefined)));
  return new Map(found.filter((item): item is T => !!item).map((item) => [item._id, item]));
}

function columnsOf(workspaceId: string, workspace: Workspace): readonly Column<DomainRow>[] {
  const loadBalancer = text(workspace.environment?.elb);
  return [
    { header: 'Domain', cell: (d) => text(d.domain) },
    {
      header: 'Load balancer address',
      cell: () => <CopyableText value={loadBalancer} label="load balancer address" />,
    },
    { header: 'Project', cell: (d) => <ProjectLink workspaceId={workspaceId} row={d} /> },
    { header: 'Application', cell: (d) => <BranchLink workspaceId={workspaceId} row={d} /> },
    { header: 'Deployment tag', cell: (d) => text(customDomainTagName(d)) },
    { header: 'Created by', cell: (d) => text(customDomainCreator(d)) },
  ];
}

function projectIdOf(row: DomainRow): string | undefined {
  return refId(row.app?.project) ?? refId(row.project);
}

function ProjectLink({ workspaceId, row }: { workspaceId: string; row: DomainRow }) {
  const projectId = projectIdOf(row);
  if (!projectId) return null;
  return <Link to={branchesPath(workspaceId, projectId)}>{text(row.projectName ?? projectId)}</Link>;
}

function BranchLink({ workspaceId, row }: { workspaceId: string; row: DomainRow }) {
  const projectId = projectIdOf(row);
  if (!row.app || !projectId) return null;
  const ids = { workspaceId, projectId, applicationId: row.app._id };
  return <Link to={applicationPath(ids, 'domains')}>{text(applicationBranch(row.app))}</Link>;
}

/** The value and a Copy button that says the spec's 'Copied to clipboard'. */
function CopyableText({ value, label }: { value: string; label: string }) {
  if (!value) return null;
  return (
    <>
      <span className="mono">{value}</span> <CopyButton value={value} label={label} />
    </>
  );
}
