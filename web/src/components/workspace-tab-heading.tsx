import type { Workspace } from '@skiff/sdk';
import { projectsPath } from '../routes.js';
import { Breadcrumb } from './breadcrumb.js';
import { PageHeading } from './page-heading.js';

/** The head of a workspace tab (spec 001 section 2): breadcrumb, the workspace's name, the tab's title. */
export function WorkspaceTabHeading(props: { workspaceId: string; workspace: Workspace | undefined; tab: string }) {
  const name = props.workspace?.name ?? 'Workspace';
  return (
    <>
      <Breadcrumb
        items={[
          { label: 'Workspaces', to: '/workspaces' },
          { label: name, to: projectsPath(props.workspaceId) },
          { label: props.tab },
        ]}
      />
      <PageHeading title={`${name}: ${props.tab.toLowerCase()}`}>{name}</PageHeading>
      <h2>{props.tab}</h2>
    </>
  );
}
