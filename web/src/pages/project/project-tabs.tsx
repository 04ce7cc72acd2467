import type { ReactNode } from 'react';
import { Breadcrumb } from '../../components/breadcrumb.js';
import { ErrorAlert } from '../../components/error-alert.js';
import { PageHeading } from '../../components/page-heading.js';
import { useResource } from '../../components/use-resource.js';
import { Link } from '../../router/link.js';
import { projectPath, projectsPath } from '../../routes.js';
import { useSession } from '../../session/session-context.js';

/** The project page's tabs (spec 002 section 2.1) that have a screen here, by route suffix. */
export const PROJECT_TABS = [
  { suffix: 'applications/feature-branches', label: 'Branches' },
  { suffix: 'secret-managers', label: 'Secret Manager' },
  { suffix: 'extensions', label: 'VSCode Extensions' },
] as const;

export type ProjectTab = (typeof PROJECT_TABS)[number]['suffix'];

/** A project's breadcrumb, heading and tabs around one tab's content. */
export function ProjectFrame(props: {
  workspaceId: string;
  projectId: string;
  current: ProjectTab;
  children: ReactNode;
}) {
  const { workspaceId, projectId, current } = props;
  const { client } = useSession();
  const workspace = useResource((signal) => client.workspaces.get(workspaceId, { signal }), [client, workspaceId]);
  const project = useResource(
    (signal) => client.projects.get(workspaceId, projectId, { signal }),
    [client, workspaceId, projectId],
  );
  const projectName = project.data?.name ?? 'Project';
  const label = PROJECT_TABS.find((t) => t.suffix === current)?.label ?? '';
  return (
    <>
      <Breadcrumb
        items={[
          { label: 'Workspaces', to: '/workspaces' },
          { label: workspace.data?.name ?? 'Workspace', to: projectsPath(workspaceId) },
          { label: projectName },
        ]}
      />
      <PageHeading title={`${projectName}: ${label}`}>{projectName}</PageHeading>
      <ProjectTabsNav workspaceId={workspaceId} projectId={projectId} current={current} />
      <ErrorAlert error={workspace.error ?? project.error} />
      {props.children}
    </>
  );
}

/** The project's tab links; the current one is marked for assistive technology. */
export function ProjectTabsNav(props: { workspaceId: string; projectId: string; current: ProjectTab }) {
  const { workspaceId, projectId, current } = props;
  return (
    <nav aria-label="Project" className="sub-tabs">
      <ul>
        {PROJECT_TABS.map((tab) => (
          <li key={tab.suffix}>
            <Link
              to={projectPath({ workspaceId, projectId }, tab.suffix)}
              aria-current={tab.suffix === current ? 'page' : undefined}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
