import type { Application } from '@skiff/sdk';
import { ErrorAlert } from '../../components/error-alert.js';
import { PageHeading } from '../../components/page-heading.js';
import { useLiveList } from '../../components/use-live-list.js';
import { useResource } from '../../components/use-resource.js';
import { useSession } from '../../session/session-context.js';
import { ApplicationsTable } from './applications-table.js';
import { useProjectNames } from './use-project-names.js';

/** Pages of this size are read until the list is complete (the platform accepts up to 10,000). */
const LOAD_PAGE_SIZE = 1000;

/**
 * `/applications` (ours; the 10,000-row table): every application the user can see, across workspaces
 * (`GET /v2/applications`), loaded whole and rendered windowed, with the workspace table's filter and sort.
 */
export function AllApplicationsPage() {
  const { client } = useSession();
  const projectNames = useProjectNames();
  const all = useResource(
    async (signal) => {
      const items: Application[] = [];
      for (let pageIndex = 1; ; pageIndex++) {
        const page = await client.applications.listAll({ pageIndex, pageSize: LOAD_PAGE_SIZE }, { signal });
        items.push(...page.items);
        if (!page.hasNextPage) return items;
      }
    },
    [client],
  );
  useLiveList(all.reload, (message) => Boolean(message.application));
  return (
    <>
      <PageHeading title="Applications" />
      <ErrorAlert error={all.error} />
      {all.data ? (
        <ApplicationsTable label="Applications" applications={all.data} projectNames={projectNames} />
      ) : all.loading ? (
        <p className="loading">Loading…</p>
      ) : null}
    </>
  );
}
