import { type Workspace, workspaceTabs } from '@skiff/sdk';
import { Link } from '../router/link.js';
import { workspacePath } from '../routes.js';
import { usePermissionUser } from '../session/profile-context.js';

/** Links to a workspace's other tabs, those the SDK's `workspaceTabs` shows this user (spec 001 section 2). */
export function WorkspaceTabLinks({
  workspaceId,
  workspace,
}: {
  workspaceId: string;
  workspace: Workspace | undefined;
}) {
  const user = usePermissionUser();
  if (!user || !workspace) return null;
  return workspaceTabs(user, workspace)
    .filter((tab) => tab.path !== 'projects')
    .map((tab) => (
      <Link key={tab.path} to={workspacePath(workspaceId, tab.path)}>
        {tab.label}
      </Link>
    ));
}
