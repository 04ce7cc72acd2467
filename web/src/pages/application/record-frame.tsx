import type { Project, Workspace } from '@skiff/sdk';
import { canViewApplication, isApplicationAdminLevel } from '@skiff/sdk/domain';
import { type Resource, useResource } from '../../components/use-resource.js';
import { Link } from '../../router/link.js';
import { usePermissionUser } from '../../session/profile-context.js';
import { useSession } from '../../session/session-context.js';

/**
 * What the application and tag frames share: the workspace and project loaded once, and the user's rights on them
 * (the SDK's "admin-level" and "view permission"; `canView` stays true until everything is loaded).
 */
export function useProjectScope(
  workspaceId: string,
  projectId: string,
): {
  context: Resource<{ workspace: Workspace; project: Project }>;
  workspace: Workspace | undefined;
  project: Project | undefined;
  /** The user, workspace and project are loaded: the rights below are known. */
  ready: boolean;
  adminLevel: boolean;
  canView: boolean;
} {
  const { client } = useSession();
  const user = usePermissionUser();
  const context = useResource(
    async (signal) => {
      const [workspace, project] = await Promise.all([
        client.workspaces.get(workspaceId, { signal }),
        client.projects.get(workspaceId, projectId, { signal }),
      ]);
      return { workspace, project };
    },
    [client, workspaceId, projectId],
  );
  const workspace = context.data?.workspace;
  const project = context.data?.project;
  const ready = user && workspace && project;
  return {
    context,
    workspace,
    project,
    ready: Boolean(ready),
    adminLevel: ready ? isApplicationAdminLevel(user, workspace, project) : false,
    canView: ready ? canViewApplication(user, workspace, project) : true,
  };
}

/**
 * A frame's left menu: each item a link, or greyed out when `enabled` says no; the current one marked. An item's
 * sub-route is its key (the SDK's menus name the items, `routes.ts` serves `.../<key>`).
 */
export function SideMenu<Key extends string>(props: {
  label: string;
  items: readonly { key: Key; label: string }[];
  current: Key;
  enabled(key: Key): boolean;
  hrefOf(key: Key): string;
}) {
  return (
    <nav aria-label={props.label} className="side-menu">
      <ul>
        {props.items.map((item) => (
          <li key={item.key}>
            {props.enabled(item.key) ? (
              <Link to={props.hrefOf(item.key)} aria-current={item.key === props.current ? 'page' : undefined}>
                {item.label}
              </Link>
            ) : (
              <span className="disabled" aria-disabled="true">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
