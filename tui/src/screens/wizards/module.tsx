import { command, refOf } from '../../commands/cli-equivalent.js';
import type { Command } from '../../keys/key-bindings.js';
import { applicationSubScreen } from '../application/module.js';
import type { ScreenModules } from '../screen-module.js';
import { DeployWizardScreen } from './deploy-wizard-screen.js';
import { ProjectWizardScreen } from './project-wizard-screen.js';

const WIZARD_HINTS: readonly Command[] = ['nextField', 'increase', 'save', 'nextStep', 'back'];

/** The wizards that are screens of their own: deploying an application, creating a project. */
export const wizardScreens: ScreenModules<'deployWizard' | 'projectWizard'> = {
  deployWizard: applicationSubScreen('Deploy', {
    view: (props, route) => <DeployWizardScreen {...props} {...route} />,
    hints: () => WIZARD_HINTS,
    command: (route) => command('apps', 'deploy', refOf(route), '--wait'),
  }),
  projectWizard: {
    title: 'New project',
    breadcrumb: (route) => ['Home', route.workspace.name, 'New project'],
    view: (props, route) => <ProjectWizardScreen {...props} workspace={route.workspace} origin={route.origin} />,
    hints: () => WIZARD_HINTS,
    command: (route) => command('projects', route.origin === 'pantheon' ? 'import' : 'create', '--help'),
  },
};
