import type { Deployment, DeploymentIds, Project, PushMessage, Workspace } from '@skiff/sdk';
import { DEPLOYMENT_MENU, type DeploymentMenuKey, isDeploymentMenuItemEnabled } from '@skiff/sdk/domain';
import { type ReactNode, useCallback, useEffect } from 'react';
import { Breadcrumb } from '../../components/breadcrumb.js';
import { ErrorAlert } from '../../components/error-alert.js';
import { PageHeading } from '../../components/page-heading.js';
import { usePushReload } from '../../components/use-push-reload.js';
import { type Resource, useResource } from '../../components/use-resource.js';
import { navigate } from '../../router/history.js';
import { type PageProps, projectPath, projectsPath, tagPath } from '../../routes.js';
import { useSession } from '../../session/session-context.js';
import { SideMenu, useProjectScope } from '../application/record-frame.js';
import { TagPicker } from './tag-picker.js';

/** Shown instead of a screen that needs the tag deployed (our wording: the spec gives none). */
export const TAG_NOT_DEPLOYED_NOTICE = 'This tag is not deployed yet.';

/** What every tag screen receives from the layout. */
export interface TagScreen {
  ids: DeploymentIds;
  tag: Resource<Deployment>;
  data: Deployment;
  workspace: Workspace | undefined;
  project: Project | undefined;
  adminLevel: boolean;
}

export function tagIds(params: PageProps['params']): DeploymentIds {
  return {
    workspaceId: params.workspaceId ?? '',
    projectId: params.projectId ?? '',
    deploymentId: params.deploymentId ?? '',
  };
}

/**
 * The tag (deployment) screens' frame (spec 002 section 2.3): breadcrumb, heading, the All Tags dropdown, the side
 * menu (the SDK's `DEPLOYMENT_MENU` and its rule), and the redirect to the tag list without view rights (the
 * application screens' reading of "view permission"), then the screen. Reloads on push messages about the tag.
 */
export function TagLayout(props: {
  params: PageProps['params'];
  section: DeploymentMenuKey;
  children: (screen: TagScreen) => ReactNode;
}) {
  const ids = tagIds(props.params);
  const { workspaceId, projectId, deploymentId } = ids;
  const { client } = useSession();
  const tag = useResource((signal) => client.deployments.get(ids, { signal }), [client, deploymentId]);
  const { workspace, project, adminLevel, canView } = useProjectScope(workspaceId, projectId);
  const concerns = useCallback(
    (m: PushMessage & { kind: 'activity' }) => m.deployment === deploymentId,
    [deploymentId],
  );
  usePushReload(tag.reload, concerns);

  const tagsList = projectPath({ workspaceId, projectId }, 'deployments/tags');
  useEffect(() => {
    if (!canView) navigate(tagsList, { replace: true });
  }, [canView, tagsList]);

  const data = tag.data;
  const name = data?.name ?? 'Tag';
  const label = DEPLOYMENT_MENU.find((item) => item.key === props.section)?.label ?? '';
  return (
    <>
      <Breadcrumb
        items={[
          { label: 'Workspaces', to: '/workspaces' },
          { label: workspace?.name ?? 'Workspace', to: projectsPath(workspaceId) },
          { label: project?.name ?? 'Project', to: tagsList },
          { label: name, to: tagPath(props.params, 'overview') },
          { label },
        ]}
      />
      <PageHeading title={`${name}: ${label}`}>Tag {name}</PageHeading>
      <TagPicker ids={ids} section={props.section} />
      <div className="app-frame">
        <SideMenu
          label="Tag"
          items={DEPLOYMENT_MENU}
          current={props.section}
          enabled={(key) => !data || isDeploymentMenuItemEnabled(key, data)}
          hrefOf={(key) => tagPath(props.params, key)}
        />
        <div className="app-screen">
          <ErrorAlert error={tag.error} />
          {data && isDeploymentMenuItemEnabled(props.section, data) ? (
            props.children({ ids, tag, data, workspace, project, adminLevel })
          ) : data ? (
            <p className="alert alert-info">{TAG_NOT_DEPLOYED_NOTICE}</p>
          ) : tag.loading ? (
            <p className="loading">Loading…</p>
          ) : null}
        </div>
      </div>
    </>
  );
}
