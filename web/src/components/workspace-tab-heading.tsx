import type { Workspace } from '@skiff/sdk';
import { WorkspaceHeader } from './workspace-header.js';

/** The head of a workspace tab (spec 001 section 2): the workspace header with its tab bar, then the tab's title. */
export function WorkspaceTabHeading(props: { workspaceId: string; workspace: Workspace | undefined; tab: string }) {
  // The tab's path is its label in kebab case ('Custom Domains' -> 'custom-domains'), as in the SDK's tab table.
  const path = props.tab.toLowerCase().replace(/\s+/g, '-');
  return (
    <>
      <WorkspaceHeader workspaceId={props.workspaceId} workspace={props.workspace} tab={{ path, label: props.tab }} />
      <h2>{props.tab}</h2>
    </>
  );
}
