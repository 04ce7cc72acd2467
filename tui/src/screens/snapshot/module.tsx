import { command } from '../../commands/cli-equivalent.js';
import type { ScreenModules } from '../screen-module.js';
import { SnapshotsScreen } from './snapshots-screen.js';

/** A project's snapshots (reached with `P` from its branches). */
export const snapshotScreens: ScreenModules<'snapshots'> = {
  snapshots: {
    title: 'Snapshots',
    breadcrumb: (route) => ['Home', route.workspace.name, route.project.name, 'Snapshots'],
    view: (props, route) => <SnapshotsScreen {...props} workspace={route.workspace} project={route.project} />,
    hints: () => ['open', 'removeItem', 'filter', 'back'],
    // The CLI lists one branch's snapshots (`skiff snapshots list REF`); the screen shows the whole project.
    command: () => undefined,
    // `target`: the snapshot's id.
    action: (_, action, target) => {
      if (!target) return undefined;
      if (action === 'open') return command('snapshots', 'get', target);
      if (action === 'removeItem') return command('snapshots', 'delete', target, '--yes', '--wait');
      return undefined;
    },
  },
};
