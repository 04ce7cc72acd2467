import type { Catalog, ExpressLaunchCount } from '@skiff/sdk';
import {
  DRUPAL_CATALOG_PAGE_SIZE,
  EXPRESS_LAUNCH_EMPTY_MESSAGE,
  EXPRESS_LAUNCH_FAILURE_MESSAGE,
} from '@skiff/sdk/domain';
import { useCallback, useMemo } from 'react';
import type { Column } from '../../components/data-table.js';
import { errorMessage, useNotice } from '../../contexts/notice-context.js';
import type { Named } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useStatusCommand } from '../../contexts/status-command-context.js';
import { useLoader } from '../../hooks/use-loader.js';
import type { Command } from '../../keys/key-bindings.js';
import { cleanLine } from '../../services/text.js';
import { collect, flexWidths } from '../shared/collect.js';
import { ListScreen, type ScreenProps } from '../shared/list-screen.js';
import { useWorkspaceTab } from './use-workspace-tab.js';
import { workspaceTabCommands } from './workspace-tab-commands.js';

/** A Drupal catalogue with its express-launch counts (undefined: they could not be read). */
interface Row {
  catalog: Catalog;
  counts?: ExpressLaunchCount;
}

const titleOf = (r: Row) => cleanLine(r.catalog.title ?? r.catalog.name) || '-';
const countText = (value: number | undefined) => (value === undefined ? '-' : String(value));
const countsLine = (r: Row, counts: ExpressLaunchCount) =>
  `${titleOf(r)}: ${counts.ready} ready, ${counts.inprogress} in progress.`;

/**
 * A Drupal Forge workspace's DrupalForge tab (spec 001 /drupal-forge, its owners and admins; others pass on to the
 * next tab): each Drupal catalogue (36 a page) with its express-launch counts, ready and in progress. `+` adds one
 * application, `-` removes one; removing at 0 is refused with 'The number of application is 0.', any other
 * failure says 'Occurring an internal error. Please try again.' with the server's reason.
 */
export function DrupalForgeScreen({ workspace, ...props }: ScreenProps & { workspace: Named }) {
  const { client } = useServices();
  const { showError, showInfo } = useNotice();
  const { showAction } = useStatusCommand();
  const tab = useWorkspaceTab(workspace, 'drupal-forge', props.active);
  const allowed = tab.data !== undefined && !tab.hidden;
  const load = useCallback(
    async (signal: AbortSignal): Promise<Row[]> => {
      if (!allowed) return [];
      const catalogs = await collect(client.catalogs.listDrupalForge(workspace.id, { pageSize: 100 }, { signal }));
      const counts = await Promise.all(
        catalogs.map((c) => client.drupalForge.expressLaunchCount(c._id, { signal }).catch(() => undefined)),
      );
      return catalogs.map((catalog, i) => ({ catalog, counts: counts[i] }));
    },
    [client, workspace.id, allowed],
  );
  const loaded = useLoader(load, `drupal-forge/${workspace.id}/${allowed}`);
  const source = useMemo(
    () => ({ data: allowed ? loaded.data : undefined, loading: loaded.loading, reload: loaded.reload }),
    [allowed, loaded.data, loaded.loading, loaded.reload],
  );
  const ready = 8;
  const progress = 12;
  const { flex } = flexWidths(props.width, [ready, progress], 20);
  const columns = useMemo<Column<Row>[]>(
    () => [
      { header: 'Catalog', width: flex, text: titleOf },
      { header: 'Ready', width: ready, text: (r) => countText(r.counts?.ready) },
      { header: 'In progress', width: progress, text: (r) => countText(r.counts?.inprogress) },
    ],
    [flex],
  );
  const change = (row: Row, more: boolean) => {
    showAction(workspaceTabCommands.expressLaunch(workspace, row.catalog.name, more));
    if (!more && row.counts && row.counts.ready + row.counts.inprogress === 0)
      return showError(new Error(EXPRESS_LAUNCH_EMPTY_MESSAGE));
    const id = row.catalog._id;
    const call = more ? client.drupalForge.increaseExpressLaunch(id) : client.drupalForge.decreaseExpressLaunch(id);
    call.then(
      (counts) => {
        showInfo(countsLine(row, counts));
        loaded.reload();
      },
      (error: unknown) => {
        const reason = errorMessage(error);
        showError(
          new Error(
            reason.includes(EXPRESS_LAUNCH_EMPTY_MESSAGE) ? reason : `${EXPRESS_LAUNCH_FAILURE_MESSAGE} ${reason}`,
          ),
        );
        loaded.reload();
      },
    );
  };
  const onCommand = (command: Command, selected: Row | undefined) => {
    if (command !== 'increase' && command !== 'decrease') return false;
    if (selected) change(selected, command === 'increase');
    return true;
  };
  return (
    <ListScreen
      {...props}
      title={`DrupalForge of ${workspace.name}`}
      source={source}
      columns={columns}
      keyOf={(r) => r.catalog._id}
      searchText={titleOf}
      filterPlaceholder="Search Drupal catalogs by title"
      isStale={() => false}
      empty={tab.hidden ? 'This tab is not shown for this workspace.' : 'No Drupal catalogs.'}
      scopes={['drupalForge']}
      onCommand={onCommand}
      pageSize={DRUPAL_CATALOG_PAGE_SIZE}
    />
  );
}
