import { command } from '../../commands/cli-equivalent.js';
import type { ScreenModules } from '../screen-module.js';
import { HelpScreen } from './help-screen.js';
import { NotificationsScreen } from './notifications-screen.js';

/** The screens shown over any other: the key bindings and the notifications. */
export const overlayScreens: ScreenModules<'help' | 'notifications'> = {
  help: {
    title: 'Help',
    overlay: true,
    breadcrumb: () => ['Help'],
    view: (props, route, close) => <HelpScreen {...props} first={route.scopes} onClose={close} />,
    hints: () => ['back'],
    command: () => undefined,
  },
  notifications: {
    title: 'Notifications',
    overlay: true,
    breadcrumb: () => ['Notifications'],
    view: (props) => <NotificationsScreen {...props} />,
    hints: () => ['loadMore', 'clearAll', 'notifications'],
    command: () => command('notifications', 'list'),
    action: (_, action) => (action === 'clearAll' ? command('notifications', 'clear', '--yes') : undefined),
  },
};
