import { command } from '../../commands/cli-equivalent.js';
import type { ScreenModules } from '../screen-module.js';
import { AllAppsScreen } from './all-apps-screen.js';
import { WorkspacesScreen } from './workspaces-screen.js';

/** Home (the workspaces) and the list of every application. */
export const homeScreens: ScreenModules<'workspaces' | 'allApps'> = {
  workspaces: {
    title: 'Home',
    breadcrumb: () => ['Home'],
    view: (props) => <WorkspacesScreen {...props} />,
    hints: () => ['open', 'filter', 'kindFilter', 'pageSize', 'nextPage', 'addItem', 'notifications'],
    command: () => command('workspaces', 'list'),
  },
  allApps: {
    title: 'All applications',
    breadcrumb: () => ['Home', 'All applications'],
    view: (props) => <AllAppsScreen {...props} />,
    hints: () => ['open', 'filter', 'loadMore', 'back'],
    command: () => command('apps', 'list'),
  },
};
