import type { PushMessage } from '@skiff/sdk';
import { type Workspace, workspaceProvider } from '@skiff/sdk';
import {
  cloudProviderLabel,
  DRUPAL_FORGE_EXPIRY_WARNING,
  isWorkspaceUpdating,
  showsExpiryWarning,
  WORKSPACE_UPDATING_MESSAGE,
  workspaceTabs,
} from '@skiff/sdk/domain';
import { useCallback } from 'react';
import { Link } from '../router/link.js';
import { projectsPath, workspacePath } from '../routes.js';
import { usePermissionUser } from '../session/profile-context.js';
import { ActivityTimeline } from './activity-timeline.js';
import { Breadcrumb } from './breadcrumb.js';
import { Counter } from './counter.js';
import { PageHeading } from './page-heading.js';
import { UploadedImage } from './uploaded-image.js';

/**
 * The head of every workspace page (spec 001 section 2): breadcrumb, logo, name with the Basic tag of a TRIAL
 * plan, cloud provider, description, the expiry warning of a Drupal Forge or pod workspace (spec 000 section 8), the
 * four counters, the tab bar with the current tab marked, and 'Updating workspace...' with the timeline while the
 * workspace is INACTIVE.
 */
export function WorkspaceHeader(props: {
  workspaceId: string;
  workspace: Workspace | undefined;
  /** The current tab's path ('projects', 'members', ...) and label. */
  tab: { path: string; label: string };
}) {
  const { workspace, workspaceId, tab } = props;
  const name = workspace?.name ?? 'Workspace';
  const provider = workspace ? workspaceProvider(workspace) : undefined;
  return (
    <>
      <Breadcrumb
        items={[
          { label: 'Workspaces', to: '/workspaces' },
          tab.path === 'projects' ? { label: name } : { label: name, to: projectsPath(workspaceId) },
          ...(tab.path === 'projects' ? [] : [{ label: tab.label }]),
        ]}
      />
      <header className="workspace-header">
        <UploadedImage
          reference={workspace?.logo}
          alt={`${name} logo`}
          size={48}
          fallback={
            <span className="workspace-logo" aria-hidden="true">
              {name.trim().charAt(0).toUpperCase()}
            </span>
          }
        />
        <div>
          <PageHeading title={`${name}: ${tab.label.toLowerCase()}`}>
            {name}
            {workspace?.plan === 'TRIAL' ? <span className="tag tone-neutral heading-tag">Basic</span> : null}
          </PageHeading>
          {workspace ? (
            <p className="meta" data-testid="workspace-provider">
              {provider ? cloudProviderLabel(provider) : 'No cloud account'}
            </p>
          ) : null}
          {workspace?.description ? <p className="description">{workspace.description}</p> : null}
        </div>
      </header>
      {workspace && showsExpiryWarning(workspace) ? (
        <p className="alert alert-info" role="note">
          {DRUPAL_FORGE_EXPIRY_WARNING}
        </p>
      ) : null}
      {workspace ? (
        <dl className="counters" aria-label="Workspace counters">
          <Counter label="Projects" value={workspace.totalProjects} />
          <Counter label="Activated" value={workspace.totalActivatedApplications} />
          <Counter label="Paused" value={workspace.totalPausedApplications} />
          <Counter label="Applications" value={workspace.totalApplications} />
        </dl>
      ) : null}
      <WorkspaceTabBar workspaceId={workspaceId} workspace={workspace} current={tab.path} />
      {workspace && isWorkspaceUpdating(workspace) ? (
        <WorkspaceUpdating workspaceId={workspaceId} withTimeline={tab.path !== 'activities'} />
      ) : null}
    </>
  );
}

/**
 * Spec 001 section 2: while the workspace's status is INACTIVE its pages say 'Updating workspace...' together with
 * the activity timeline (the Activities tab shows its own).
 */
function WorkspaceUpdating({ workspaceId, withTimeline }: { workspaceId: string; withTimeline: boolean }) {
  const concerns = useCallback(
    (message: PushMessage & { kind: 'activity' }) => message.workspace === workspaceId,
    [workspaceId],
  );
  return (
    <section className="card workspace-updating" aria-label="Updating workspace">
      <p role="status" className="alert alert-info">
        {WORKSPACE_UPDATING_MESSAGE}
      </p>
      {withTimeline ? <ActivityTimeline filter={{ workspaceId }} concerns={concerns} /> : null}
    </section>
  );
}

/** Every tab this user sees on the workspace (the SDK's `workspaceTabs`), the current one marked. */
function WorkspaceTabBar(props: { workspaceId: string; workspace: Workspace | undefined; current: string }) {
  const user = usePermissionUser();
  const tabs = user && props.workspace ? workspaceTabs(user, props.workspace) : [];
  return (
    <nav aria-label="Workspace" className="sub-tabs workspace-tabs">
      <ul>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={workspacePath(props.workspaceId, tab.key)}
              aria-current={tab.key === props.current ? 'page' : undefined}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
