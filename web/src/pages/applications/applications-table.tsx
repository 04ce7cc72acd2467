import type { Application } from '@skiff/sdk';
import {
  APPLICATION_STATUS_FILTERS,
  type ApplicationStatusFilter,
  isAdmin,
  matchesApplicationStatusFilter,
  type SortDirection,
  sortByDeployedAt,
} from '@skiff/sdk/domain';
import { useId, useMemo, useState } from 'react';
import { VirtualTable } from '../../components/virtual-table.js';
import { usePermissionUser } from '../../session/profile-context.js';
import { applicationColumns } from './application-columns.js';

/**
 * The applications table with its status filter (one at a time) and the Deployed sort, over rows already loaded;
 * rendering is windowed, so the row count does not change its cost.
 */
export function ApplicationsTable({
  label,
  applications,
  projectNames,
}: {
  label: string;
  applications: readonly Application[];
  /** Project names by id, shown beside each branch. */
  projectNames?: ReadonlyMap<string, string>;
}) {
  const id = useId();
  const [filter, setFilter] = useState<ApplicationStatusFilter | ''>('');
  const [sort, setSort] = useState<SortDirection>('desc');
  const rows = useMemo(() => {
    const kept = filter ? applications.filter((app) => matchesApplicationStatusFilter(app, filter)) : applications;
    return sortByDeployedAt(kept, sort);
  }, [applications, filter, sort]);
  const user = usePermissionUser();
  const showIds = user ? isAdmin(user) : false;
  const columns = useMemo(
    () => applicationColumns(sort, () => setSort(sort === 'asc' ? 'desc' : 'asc'), Date.now(), projectNames, showIds),
    [sort, projectNames, showIds],
  );
  return (
    <>
      <div className="toolbar">
        <label htmlFor={`${id}-status`}>Status</label>
        <select
          id={`${id}-status`}
          value={filter}
          onChange={(e) => setFilter(e.target.value as ApplicationStatusFilter | '')}
        >
          <option value="">All</option>
          {APPLICATION_STATUS_FILTERS.map((f) => (
            <option key={f}>{f}</option>
          ))}
        </select>
        <span className="muted" aria-live="polite" data-testid="row-count">
          {rows.length} applications
        </span>
      </div>
      <VirtualTable label={label} rows={rows} columns={columns} rowKey={(app) => app._id} />
    </>
  );
}
