import type { Project, Workspace } from '@skiff/sdk';
import type { ReactNode } from 'react';
import { Breadcrumb } from '../../components/breadcrumb.js';
import { ErrorAlert } from '../../components/error-alert.js';
import { PageHeading } from '../../components/page-heading.js';
import { type Resource, useResource } from '../../components/use-resource.js';
import { Link } from '../../router/link.js';
import type { RouteParams } from '../../router/match.js';
import { projectPath, projectsPath } from '../../routes.js';
import { useSession } from '../../session/session-context.js';

/** The project page's tabs (spec 002 section 2.1) that have a screen here, by route suffix. */
export const PROJECT_TABS = [
  { suffix: 'applications/feature-branches', label: 'Branches' },
  { suffix: 'deployments/tags', label: 'Tags' },
  { suffix: 'secret-managers', label: 'Secret Manager' },
  { suffix: 'extensions', label: 'VSCode Extensions' },
  { suffix: 'members', label: 'Members' },
  { suffix: 'activities', label: 'Activities' },
  // Ours: the spec names snapshots but shows no screen for them (capability snapshot.get).
  { suffix: 'snapshots', label: 'Snapshots' },
  { suffix: 'settings', label: 'Settings' },
] as const;

export type ProjectTab = (typeof PROJECT_TABS)[number]['suffix'];

export interface ProjectContext {
  workspaceId: string;
  projectId: string;
  workspace: Resource<Workspace>;
  project: Resource<Project>;
}

/** The workspace and project a project tab is about, loaded once for the frame and the tab's content. */
export function useProjectContext(params: RouteParams): ProjectContext {
  const workspaceId = params.workspaceId ?? '';
  const projectId = params.projectId ?? '';
  const { client } = useSession();
  const workspace = useResource((signal) => client.workspaces.get(workspaceId, { signal }), [client, workspaceId]);
  const project = useResource(
    (signal) => client.projects.get(workspaceId, projectId, { signal }),
    [client, workspaceId, projectId],
  );
  return { workspaceId, projectId, workspace, project };
}

/** A project's breadcrumb, heading and tabs around one tab's content. */
export function ProjectFrame(props: { context: ProjectContext; current: ProjectTab; children: ReactNode }) {
  const { workspaceId, projectId, workspace, project } = props.context;
  const { current } = props;
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
