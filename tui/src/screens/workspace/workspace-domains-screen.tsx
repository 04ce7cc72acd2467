import {
  type Application,
  applicationBranch,
  type CustomDomain,
  customDomainCreator,
  customDomainTagName,
  refId,
} from '@skiff/sdk';
import { Text } from 'ink';
import { useCallback, useMemo } from 'react';
import type { Column } from '../../components/data-table.js';
import { type Named, useRouter } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useTheme } from '../../contexts/theme-context.js';
import { useCopy } from '../../hooks/use-copy.js';
import { useServerPages } from '../../hooks/use-server-list.js';
import { type Command, primaryKeyLabel } from '../../keys/key-bindings.js';
import { cleanLine } from '../../services/text.js';
import { collect, flexWidths } from '../shared/collect.js';
import { ListScreen, type ScreenProps } from '../shared/list-screen.js';

/** A domain with the names of its project and application (the list sends their ids only). */
interface DomainRow {
  domain: CustomDomain;
  project?: Named;
  application?: Named;
}

interface DomainsView {
  /** The load balancer address the domains point at (the workspace's cluster's). */
  loadBalancer: string;
}

/** A name for the table: '-' where the answer has none (a bare id or a flag for the tag). */
const shown = (name: string | undefined): string => cleanLine(name ?? '') || '-';

const domainOf = (row: DomainRow) => cleanLine(row.domain.domain) || '-';

/**
 * A workspace's Custom Domains (spec 001 /custom-domains): each domain with its project, application branch,
 * deployment tag and who created it; the load balancer address they point at is shown once above the table (it is
 * the workspace's, the same for every row; `y` copies it: 'Copied to clipboard'). Enter opens the application's own
 * Custom domains screen.
 */
export function WorkspaceDomainsScreen({ workspace, ...props }: ScreenProps & { workspace: Named }) {
  const { client } = useServices();
  const { open } = useRouter();
  const theme = useTheme();
  const copy = useCopy();
  // A window of the server's list with its real total (`/` asks the server, its search: the domain, when not all is
  // loaded); the names of projects and branches come from every project and application of the workspace.
  const loaded = useServerPages(
    (page, signal) => client.domains.list(workspace.id, page, { signal }),
    `workspace-domains/${workspace.id}`,
    {
      around: async (domains, { signal }): Promise<{ rows: DomainRow[]; extra: DomainsView }> => {
        const call = { signal };
        const [apps, projects, found] = await Promise.all([
          collect(client.applications.listInWorkspace(workspace.id, { pageSize: 100 }, call)),
          collect(client.projects.list(workspace.id, { pageSize: 100 }, call)),
          client.workspaces.get(workspace.id, call),
        ]);
        const appById = new Map<string, Application>(apps.map((a) => [a._id, a]));
        const projectName = new Map(projects.map((p) => [p._id, cleanLine(p.name)]));
        const rows = domains.map((domain): DomainRow => {
          const appId = refId(domain.application);
          const app = appById.get(appId ?? '');
          const projectId = refId(app?.project) ?? refId(domain.project);
          return {
            domain,
            project: projectId ? { id: projectId, name: projectName.get(projectId) ?? projectId } : undefined,
            application: app
              ? { id: app._id, name: cleanLine(applicationBranch(app)) }
              : appId
                ? { id: appId, name: appId }
                : undefined,
          };
        });
        return { rows, extra: { loadBalancer: cleanLine(found.environment?.elb) } };
      },
    },
  );
  const project = 16;
  const branch = 16;
  const tag = 12;
  const by = 20;
  const { flex } = flexWidths(props.width, [project, branch, tag, by], 20);
  const columns = useMemo<Column<DomainRow>[]>(
    () => [
      { header: 'Domain', width: flex, text: domainOf },
      { header: 'Project', width: project, text: (r) => r.project?.name || '-' },
      { header: 'Application', width: branch, text: (r) => r.application?.name || '-' },
      { header: 'Deployment tag', width: tag, secondary: true, text: (r) => shown(customDomainTagName(r.domain)) },
      { header: 'Created by', width: by, secondary: true, text: (r) => shown(customDomainCreator(r.domain)) },
    ],
    [flex],
  );
  const searchText = useCallback(
    (r: DomainRow) => `${domainOf(r)}\n${r.project?.name ?? ''}\n${r.application?.name ?? ''}`,
    [],
  );
  const loadBalancer = loaded.extra?.loadBalancer;
  const onCommand = (command: Command) => {
    if (command !== 'copy') return false;
    if (loadBalancer) copy(loadBalancer);
    return true;
  };
  const banner = (
    <Text color={theme.text.secondary} wrap="truncate">
      {`Load balancer address: ${loadBalancer || '-'}${loadBalancer ? ` (${primaryKeyLabel('copy')} copy)` : ''}`}
    </Text>
  );
  return (
    <ListScreen
      {...props}
      title={`Custom domains of ${workspace.name}`}
      source={loaded}
      columns={columns}
      keyOf={(r) => r.domain._id}
      searchText={searchText}
      filterPlaceholder="Search domains by name, project or branch"
      onOpen={(r) => {
        if (r.project && r.application)
          open({ name: 'domains', workspace, project: r.project, application: r.application });
      }}
      isStale={(m) => m.kind === 'activity' && m.workspace === workspace.id}
      empty="This workspace has no custom domains yet."
      banner={banner}
      scopes={['workspaceDomains']}
      onCommand={onCommand}
    />
  );
}
