import type { ScreenModules } from '../screen-module.js';
import { tagCommands } from './tag-commands.js';
import { TagConfigurationScreen } from './tag-configuration-screen.js';
import { TagDeployWizardScreen } from './tag-deploy-wizard-screen.js';
import { TagScreen } from './tag-screen.js';
import { TagSecurityScreen } from './tag-security-screen.js';

/** One tag of a project (the tag list is a project tab), and its launch wizard. */
export const tagScreens: ScreenModules<'tag' | 'tagDeployWizard' | 'tagSecurity' | 'tagConfiguration'> = {
  tag: {
    title: 'Tag',
    breadcrumb: (route) => ['Home', route.workspace.name, route.project.name, 'Tags', route.tag.name],
    view: (props, route) => (
      <TagScreen {...props} workspace={route.workspace} project={route.project} tag={route.tag} />
    ),
    hints: () => [
      'deploy',
      'undeploy',
      'openConfiguration',
      'openSecurity',
      'createBackup',
      'scheduleBackups',
      'addDomain',
      'openDeployWizard',
      'openLogs',
      'forceHttps',
      'deleteTag',
      'back',
    ],
    command: tagCommands.get,
  },
  tagDeployWizard: {
    title: 'Launch',
    breadcrumb: (route) => ['Home', route.workspace.name, route.project.name, 'Tags', route.tag.name, 'Launch'],
    view: (props, route) => (
      <TagDeployWizardScreen {...props} workspace={route.workspace} project={route.project} tag={route.tag} />
    ),
    hints: () => ['nextField', 'increase', 'save', 'nextStep', 'back'],
    command: tagCommands.deploy,
  },
  tagSecurity: {
    title: 'Security',
    breadcrumb: (route) => ['Home', route.workspace.name, route.project.name, 'Tags', route.tag.name, 'Security'],
    view: (props, route) => (
      <TagSecurityScreen {...props} workspace={route.workspace} project={route.project} tag={route.tag} />
    ),
    hints: () => ['nextField', 'increase', 'save', 'back'],
    command: tagCommands.get,
  },
  tagConfiguration: {
    title: 'Configuration',
    breadcrumb: (route) => ['Home', route.workspace.name, route.project.name, 'Tags', route.tag.name, 'Configuration'],
    view: (props, route) => (
      <TagConfigurationScreen {...props} workspace={route.workspace} project={route.project} tag={route.tag} />
    ),
    hints: () => ['nextField', 'increase', 'save', 'back'],
    command: tagCommands.get,
  },
};
