import { abortCommand, command, shellWord } from '../../commands/cli-equivalent.js';
import type { ScreenModules } from '../screen-module.js';
import { ActivityLogScreen } from './activity-log-screen.js';

/** The live log of one activity (the activity lists are tabs of a workspace, a project and an application). */
export const activityScreens: ScreenModules<'activityLog'> = {
  activityLog: {
    title: 'Log',
    breadcrumb: (route) => [
      'Home',
      ...(route.inWorkspace ? [route.inWorkspace.name] : []),
      `Log of ${route.activity.name}`,
    ],
    view: (props, route) => <ActivityLogScreen {...props} activity={route.activity} workspace={route.inWorkspace} />,
    hints: () => ['abort', 'reload', 'back'],
    command: (route) => command('logs', 'tail', shellWord(route.activity.id)),
    action: (_, action, target) => abortCommand(action, target),
  },
};
