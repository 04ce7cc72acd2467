import type { Catalog, ExpressLaunchCount } from '@skiff/sdk';
import {
  canRemoveExpressLaunch,
  DRUPAL_CATALOG_PAGE_SIZE,
  EXPRESS_LAUNCH_EMPTY_MESSAGE,
  EXPRESS_LAUNCH_FAILURE_MESSAGE,
  EXPRESS_LAUNCH_REFRESH_MS,
} from '@skiff/sdk/domain';
import { useEffect } from 'react';
import { ErrorAlert } from '../../components/error-alert.js';
import { Feedback } from '../../components/feedback.js';
import { useResource } from '../../components/use-resource.js';
import { useSubmit } from '../../components/use-submit.js';
import type { PageProps } from '../../routes.js';
import { useSession } from '../../session/session-context.js';
import { type Column, text } from '../admin/data-table.js';
import { WorkspaceTabList } from './workspace-tab-page.js';

const titleOf = (catalog: Catalog) => text(catalog.title ?? catalog.name);

const COLUMNS: readonly Column<Catalog>[] = [
  {
    header: 'Catalog',
    cell: (c) => (
      <>
        <strong>{titleOf(c)}</strong> <span className="muted">{text(c.name)}</span>
      </>
    ),
  },
  { header: 'Organization', cell: (c) => text(c.organization?.name) },
  { header: 'Express launch', cell: (c) => <ExpressLaunch catalog={c} /> },
];

/**
 * /workspaces/{w}/drupal-forge (spec 001 sections 2, 6 and 8; workspace owners and admins of a Drupal Forge workspace,
 * the SDK's `workspaceTabs`): the Drupal catalogues, 36 a page, each with its express-launch counts (ready and in
 * progress); one instance is added or removed at a time, and removing at 0 is refused.
 */
export function WorkspaceDrupalForgePage({ params }: PageProps) {
  const workspaceId = params.workspaceId ?? '';
  const { client } = useSession();
  return (
    <WorkspaceTabList
      workspaceId={workspaceId}
      tab="drupal-forge"
      label="DrupalForge"
      caption="Drupal catalogs"
      sizes={[DRUPAL_CATALOG_PAGE_SIZE]}
      load={(paging, signal) => client.catalogs.listDrupalForge(workspaceId, paging, { signal })}
      columns={() => COLUMNS}
    />
  );
}

/** One catalogue's counts with Add one and Remove one; asked again while an instance is still in progress. */
function ExpressLaunch({ catalog }: { catalog: Catalog }) {
  const { client } = useSession();
  const count = useResource((signal) => client.drupalForge.expressLaunchCount(catalog._id, { signal }), [catalog._id]);
  const change = useSubmit();
  const shown: ExpressLaunchCount | undefined = count.data;
  const { reload } = count;
  const warming = (shown?.inprogress ?? 0) > 0;
  useEffect(() => {
    if (!warming) return;
    const timer = setInterval(reload, EXPRESS_LAUNCH_REFRESH_MS);
    return () => clearInterval(timer);
  }, [warming, reload]);

  const add = () =>
    change.run(async () => {
      await client.drupalForge.increaseExpressLaunch(catalog._id);
      reload();
      return undefined;
    }, EXPRESS_LAUNCH_FAILURE_MESSAGE);
  const remove = () => {
    if (shown && !canRemoveExpressLaunch(shown)) return change.refuse(EXPRESS_LAUNCH_EMPTY_MESSAGE);
    return change.run(async () => {
      await client.drupalForge.decreaseExpressLaunch(catalog._id);
      reload();
      return undefined;
    }, EXPRESS_LAUNCH_FAILURE_MESSAGE);
  };

  const name = titleOf(catalog);
  return (
    <div>
      <ErrorAlert error={count.error} />
      {shown ? (
        <span>
          Ready <strong>{shown.ready}</strong> · In progress <strong>{shown.inprogress}</strong>
        </span>
      ) : null}{' '}
      <span className="row-actions">
        <button type="button" aria-label={`Add one ${name}`} disabled={!shown || change.busy} onClick={add}>
          Add one
        </button>
        <button type="button" aria-label={`Remove one ${name}`} disabled={!shown || change.busy} onClick={remove}>
          Remove one
        </button>
      </span>
      <Feedback submission={change} />
    </div>
  );
}
