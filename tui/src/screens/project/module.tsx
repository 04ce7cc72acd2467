import type { ReactNode } from 'react';
import { abortCommand, command, inWorkspace, projectRefOf, shellWord } from '../../commands/cli-equivalent.js';
import type { Named, ProjectTab } from '../../contexts/router-context.js';
import type { Command } from '../../keys/key-bindings.js';
import { ActivitiesScreen } from '../activities/activities-screen.js';
import type { Move, ScreenModule, ScreenModules } from '../screen-module.js';
import type { ScreenProps } from '../shared/list-screen.js';
import { BranchPickerScreen } from './branch-picker-screen.js';
import { BranchesScreen } from './branches-screen.js';
import { ExtensionsScreen } from './extensions-screen.js';
import { ProjectMembersScreen } from './project-members-screen.js';
import { ProjectSettingsScreen } from './project-settings-screen.js';
import { SecretManagerScreen } from './secret-manager-screen.js';
import { SecretManagersScreen } from './secret-managers-screen.js';
import { TagsScreen } from './tags-screen.js';

interface ProjectPath {
  workspace: Named;
  project: Named;
}

/** `J` from any project tab (and an application) opens the branch picker of the project. */
export function pickBranch(path: ProjectPath, key: Command): Move | undefined {
  if (key !== 'pickBranch') return undefined;
  return { to: { name: 'branchPicker', workspace: path.workspace, project: path.project }, replace: false };
}

const branchList = (path: ProjectPath) =>
  command('apps', 'list', ...inWorkspace(path.workspace), '--project', shellWord(path.project.name));

/** A project tab: its breadcrumb is the project and its title; Tab goes round the tabs (`PROJECT_TABS`). */
function tab<K extends ProjectTab>(
  title: string,
  view: (props: ScreenProps, path: ProjectPath) => ReactNode,
  hints: readonly Command[],
  shows: (path: ProjectPath) => string | undefined,
): ScreenModule<{ name: K } & ProjectPath> {
  return {
    title,
    scopes: ['project'],
    breadcrumb: (route) => ['Home', route.workspace.name, route.project.name, title],
    view: (props, route) => view(props, { workspace: route.workspace, project: route.project }),
    hints: () => hints,
    command: shows,
    navigate: pickBranch,
  };
}

/** A project's tabs (`branches` is its first screen), one secret manager, and the branch picker over them. */
export const projectScreens: ScreenModules<ProjectTab | 'secretManager' | 'branchPicker'> = {
  branches: {
    ...tab(
      'Branches',
      (props, path) => <BranchesScreen {...props} {...path} />,
      [
        'open',
        'filter',
        'syncBranches',
        'pickBranch',
        'openTags',
        'deleteApplication',
        'openSnapshots',
        'nextTab',
        'back',
      ],
      branchList,
    ),
    breadcrumb: (route) => ['Home', route.workspace.name, route.project.name],
    action: (route, action) =>
      action === 'syncBranches' ? command('projects', 'sync', projectRefOf(route)) : undefined,
    navigate: (route, key) =>
      key === 'openTags' || key === 'openSnapshots'
        ? {
            to: { name: key === 'openTags' ? 'tags' : 'snapshots', workspace: route.workspace, project: route.project },
            replace: false,
          }
        : pickBranch(route, key),
  },
  tags: tab(
    'Tags',
    (props, path) => <TagsScreen {...props} {...path} />,
    ['open', 'createTag', 'filter', 'blueGreenCreate', 'blueGreenSwitch', 'nextTab', 'back'],
    () => undefined,
  ),
  secretManagers: tab(
    'Secret managers',
    (props, path) => <SecretManagersScreen {...props} {...path} />,
    ['open', 'addItem', 'importFile', 'exportFile', 'removeItem', 'nextTab', 'back'],
    (path) => command('secrets', 'list', projectRefOf(path)),
  ),
  extensions: tab(
    'Editor extensions',
    (props, path) => <ExtensionsScreen {...props} {...path} />,
    ['addItem', 'removeItem', 'nextTab', 'back'],
    (path) => command('projects', 'extensions', projectRefOf(path)),
  ),
  projectMembers: tab(
    'Members',
    (props, path) => <ProjectMembersScreen {...props} {...path} />,
    ['addItem', 'changeRole', 'removeItem', 'nextTab', 'back'],
    (path) => command('members', 'list', '--project', projectRefOf(path)),
  ),
  projectActivities: {
    ...tab(
      'Activities',
      (props, { workspace, project }) => (
        <ActivitiesScreen
          {...props}
          title={`Activities of ${project.name}`}
          workspace={workspace}
          projectId={project.id}
        />
      ),
      ['open', 'loadMore', 'abort', 'nextTab', 'back'],
      (path) => command('activities', 'list', ...inWorkspace(path.workspace)),
    ),
    action: (_, action, target) => abortCommand(action, target),
  },
  projectSettings: tab(
    'Settings',
    (props, path) => <ProjectSettingsScreen {...props} {...path} />,
    ['rename', 'changeProjectType', 'editGitAccess', 'editItem', 'deleteProject', 'nextTab', 'back'],
    (path) => command('projects', 'get', projectRefOf(path)),
  ),
  secretManager: {
    title: 'Secret manager',
    breadcrumb: (route) => ['Home', route.workspace.name, route.project.name, 'Secret managers', route.manager],
    view: (props, route) => <SecretManagerScreen {...props} {...route} />,
    hints: () => ['addItem', 'editItem', 'removeItem', 'back'],
    command: (route) => command('secrets', 'get', projectRefOf(route), shellWord(route.manager)),
  },
  branchPicker: {
    title: 'Branch picker',
    overlay: true,
    breadcrumb: (route) => ['Home', route.workspace.name, route.project.name, 'Branch picker'],
    view: (props, route) => <BranchPickerScreen {...props} workspace={route.workspace} project={route.project} />,
    hints: () => ['open', 'filter', 'back'],
    command: branchList,
  },
};
