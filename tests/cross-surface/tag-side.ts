import type { DeploymentIds, SkiffClient } from '@skiff/sdk';
import type { Named, Route } from '../../tui/src/contexts/router-context.js';
import { demoProject, demoWorkspace } from '../../tui/src/test/demo-paths.js';

/**
 * Tags (deployments) for the cross-surface tests of the tag forms: the demo world has none, so each test creates its
 * own, not deployed yet, in one project; a retried test gets new names (the counter goes on).
 */
const WORKSPACE = 'Acme Production';
const PROJECT = 'storefront';
let made = 0;

/** One new tag: its names (the TUI's route), its ids, its CLI reference and its web address. */
export interface NewTag {
  path: { workspace: Named; project: Named; tag: Named };
  ids: DeploymentIds;
  /** `workspace/project@tag`, as the CLI takes it. */
  ref: string;
  /** The web app's page of the tag's `tab` (overview, configuration, security, ...). */
  url(origin: string, tab: string): string;
}

/** Creates one undeployed tag per label (named `label-N`) with the image `image`. */
export async function newTags(api: SkiffClient, labels: readonly string[], image: string): Promise<NewTag[]> {
  const workspace = await demoWorkspace(api, WORKSPACE);
  const project = await demoProject(api, workspace, PROJECT);
  made += 1;
  return Promise.all(
    labels.map(async (label) => {
      const name = `${label}-${made}`;
      const created = await api.deployments.create(workspace.id, project.id, { name, containerImage: image });
      const ids = { workspaceId: workspace.id, projectId: project.id, deploymentId: created._id };
      return {
        path: { workspace, project, tag: { id: created._id, name } },
        ids,
        ref: `${WORKSPACE}/${PROJECT}@${name}`,
        url: (origin: string, tab: string) =>
          `${origin}/workspaces/${workspace.id}/projects/${project.id}/deployments/${created._id}/${tab}`,
      };
    }),
  );
}

/** The TUI's stack down to a tag's screen `name`, as a user opens it from the project's Tags tab. */
export function tagRoutes(tag: NewTag, name: 'tag' | 'tagDeployWizard' | 'tagSecurity' | 'tagConfiguration'): Route[] {
  const { workspace, project } = tag.path;
  return [{ name: 'workspaces' }, { name: 'tags', workspace, project }, { name, ...tag.path }];
}
