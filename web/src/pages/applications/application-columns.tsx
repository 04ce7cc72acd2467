import { type Application, applicationBranch, formatRelativeTime, refId, type SortDirection } from '@skiff/sdk';
import { ApplicationStateTag } from '../../components/state-tag.js';
import type { Column } from '../../components/virtual-table.js';
import { Link } from '../../router/link.js';
import { applicationPath } from '../../routes.js';
import { flagField, textField } from '../application/application-fields.js';

const onOff = (on: boolean) => (on ? 'On' : 'Off');

/**
 * The applications table's columns (spec 001 section 2): name, URL, automated backups, PhpMyAdmin, deployed by,
 * deployed (relative, sortable), lifecycle, instance type and status. The switches are shown read-only here.
 */
export function applicationColumns(
  sort: SortDirection,
  onSort: () => void,
  now: number = Date.now(),
): Column<Application>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      cell: (app) => {
        const ids = {
          workspaceId: refId(app.workspace) ?? '',
          projectId: refId(app.project) ?? '',
          applicationId: app._id,
        };
        return <Link to={applicationPath(ids)}>{applicationBranch(app)}</Link>;
      },
    },
    { key: 'url', header: 'URL', cell: (app) => <span className="mono">{app.hostname ?? ''}</span> },
    { key: 'backups', header: 'Automated backups', cell: (app) => onOff(flagField(app, 'enabledDailyBackup')) },
    { key: 'pma', header: 'PhpMyAdmin', cell: (app) => onOff(flagField(app, 'isEnablePMA')) },
    { key: 'deployedBy', header: 'Deployed by', cell: (app) => app.deployedBy?.rawInfo?.email ?? '' },
    {
      key: 'deployedAt',
      header: (
        <button
          type="button"
          className="link-button"
          onClick={onSort}
          aria-label={`Deployed, sorted ${sort === 'asc' ? 'oldest' : 'newest'} first`}
        >
          Deployed {sort === 'asc' ? '↑' : '↓'}
        </button>
      ),
      cell: (app) => formatRelativeTime(app.deployedAt, now),
    },
    { key: 'lifecycle', header: 'Lifecycle', cell: (app) => textField(app, 'groupType') },
    { key: 'instance', header: 'Instance type', cell: (app) => textField(app, 'capacityLimit') },
    { key: 'status', header: 'Status', cell: (app) => <ApplicationStateTag app={app} /> },
  ];
}
