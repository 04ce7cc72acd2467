import { type Application, applicationBranch, refId } from '@skiff/sdk';
import { formatRelativeTime, type SortDirection } from '@skiff/sdk/domain';
import { CopyButton } from '../../components/copy-button.js';
import { ApplicationStateTag } from '../../components/state-tag.js';
import type { Column } from '../../components/virtual-table.js';
import { Link } from '../../router/link.js';
import { applicationPath } from '../../routes.js';
import { flagField, textField } from '../application/application-fields.js';

const onOff = (on: boolean) => (on ? 'On' : 'Off');

/**
 * The applications table's columns (spec 001 section 2): name, URL, automated backups, PhpMyAdmin, deployed by,
 * deployed (relative, sortable), lifecycle, instance type and status. The switches are shown read-only here. An admin
 * gets a Copy id button beside each name.
 */
export function applicationColumns(
  sort: SortDirection,
  onSort: () => void,
  now: number = Date.now(),
  projectNames: ReadonlyMap<string, string> = new Map(),
  /** Spec 001 section 2: "An admin sees a copy-id control" (instance owners and admins, the SDK's `isAdmin`). */
  showIds = false,
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
        // "branch / project" (spec 001 section 2): three feature-login rows are told apart by their project.
        const project = projectNames.get(ids.projectId);
        const branch = applicationBranch(app);
        const name = project ? `${branch} / ${project}` : branch;
        return (
          <span className="name-cell">
            <span className="name-text" title={name}>
              <Link to={applicationPath(ids)}>{branch}</Link>
              {project ? <span className="cell-sub"> / {project}</span> : null}
            </span>
            {showIds ? (
              <span className="copy-id">
                <CopyButton value={app._id} label={`id of ${name}`} text="Copy id" />
              </span>
            ) : null}
          </span>
        );
      },
    },
    {
      key: 'url',
      header: 'URL',
      cell: (app) =>
        app.hostname ? (
          <a className="mono" href={`https://${app.hostname}`} title={app.hostname} target="_blank" rel="noreferrer">
            {app.hostname}
          </a>
        ) : null,
    },
    { key: 'backups', header: 'Automated backups', cell: (app) => onOff(flagField(app, 'enabledDailyBackup')) },
    { key: 'pma', header: 'PhpMyAdmin', cell: (app) => onOff(flagField(app, 'isEnablePMA')) },
    {
      key: 'deployedBy',
      header: 'Deployed by',
      cell: (app) => (
        <span title={app.deployedBy?.rawInfo?.email ?? undefined}>{app.deployedBy?.rawInfo?.email ?? ''}</span>
      ),
    },
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
      cell: (app) =>
        app.deployedAt ? <time dateTime={app.deployedAt}>{formatRelativeTime(app.deployedAt, now)}</time> : '',
    },
    { key: 'lifecycle', header: 'Lifecycle', cell: (app) => textField(app, 'groupType') || '–' },
    { key: 'instance', header: 'Instance type', cell: (app) => textField(app, 'capacityLimit') || '–' },
    { key: 'status', header: 'Status', cell: (app) => <ApplicationStateTag app={app} /> },
  ];
}
