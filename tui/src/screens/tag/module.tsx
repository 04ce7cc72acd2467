import type { ScreenModules } from '../screen-module.js';
import { tagCommands } from './tag-commands.js';
import { TagScreen } from './tag-screen.js';

/** One tag of a project (the tag list is a project tab). */
export const tagScreens: ScreenModules<'tag'> = {
  tag: {
    title: 'Tag',
    breadcrumb: (route) => ['Home', route.workspace.name, route.project.name, 'Tags', route.tag.name],
    view: (props, route) => (
      <TagScreen {...props} workspace={route.workspace} project={route.project} tag={route.tag} />
    ),
    hints: () => [
      'deploy',
      'undeploy',
      'setReplicas',
      'toggleFilePermission',
      'createBackup',
      'addDomain',
      'deleteTag',
      'back',
    ],
    command: tagCommands.get,
  },
};
