import { type Application, applicationBranch, type Snapshot } from '@skiff/sdk';
import { formatByteSize, formatDate } from '@skiff/sdk/domain';
import { Box, Text } from 'ink';
import { useCallback, useMemo, useState } from 'react';
import type { Column } from '../../components/data-table.js';
import { promptBanner } from '../../components/prompt-banner.js';
import { useNotice } from '../../contexts/notice-context.js';
import type { Named } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useShowActionCommand } from '../../contexts/status-command-context.js';
import { useTheme } from '../../contexts/theme-context.js';
import { useConfirm } from '../../hooks/use-confirm.js';
import { useKeyLayer } from '../../hooks/use-key-layer.js';
import type { Command } from '../../keys/key-bindings.js';
import { cleanLine } from '../../services/text.js';
import { collect, flexWidths } from '../shared/collect.js';
import { ListScreen, type ScreenProps } from '../shared/list-screen.js';

/** A snapshot and the branch it belongs to. */
export interface SnapshotRow {
  branch: string;
  snapshot: Snapshot;
}

const nameOf = (s: Snapshot) => cleanLine(s.name) || s._id;

/** One snapshot as the detail rows say it (`snapshots.get`'s answer): name and image tag, then the rest. */
function detailLines(s: Snapshot): [string, string] {
  return [
    `Snapshot ${nameOf(s)}   image tag ${cleanLine(s.snapshotTag) || '-'}`,
    [formatByteSize(s.size), cleanLine(s.status) || '-', `created ${formatDate(s.createdAt)}`, `id ${s._id}`].join(
      '   ',
    ),
  ];
}

/**
 * A project's snapshots (ours: spec 000 section 1 names snapshots, spec 002 section 4 their tasks, but no screen shows
 * them; capability snapshot.get; the web app's Snapshots tab shows the same). The contract has no snapshot list, so
 * each branch's snapshots are read from its application detail (`snapshots.ofApplication`, as `skiff snapshots
 * list`). Enter shows one (`snapshots.get`); `x` deletes it after the registry's yes/no question (a DELETE_SNAPSHOT
 * task; the list follows the project's push news).
 */
export function SnapshotsScreen({ workspace, project, ...props }: ScreenProps & { workspace: Named; project: Named }) {
  const { client } = useServices();
  const { showError, showInfo } = useNotice();
  const theme = useTheme();
  const showCommand = useShowActionCommand();
  const confirm = useConfirm();
  useKeyLayer(confirm.layer, props.active);
  const [loads, setLoads] = useState(0);
  const [shown, setShown] = useState<Snapshot>();
  const load = useCallback(
    async (signal: AbortSignal): Promise<SnapshotRow[]> => {
      const apps: Application[] = await collect(
        client.applications.list(workspace.id, project.id, { pageSize: 100 }, { signal }),
      );
      const groups = await Promise.all(
        apps.map(async (app) => {
          const snapshots = await client.snapshots.ofApplication(app._id, { signal });
          const branch = cleanLine(applicationBranch(app));
          return snapshots.map((snapshot) => ({ branch, snapshot }));
        }),
      );
      return groups.flat();
    },
    [client, workspace.id, project.id],
  );
  const branch = 16;
  const size = 10;
  const created = 19;
  const status = 10;
  const { flex } = flexWidths(props.width, [branch, size, created, status]);
  const columns = useMemo<Column<SnapshotRow>[]>(
    () => [
      { header: 'Branch', width: branch, text: (r) => r.branch || '-' },
      { header: 'Snapshot', width: flex, text: (r) => nameOf(r.snapshot) },
      { header: 'Size', width: size, text: (r) => formatByteSize(r.snapshot.size) },
      { header: 'Created', width: created, text: (r) => formatDate(r.snapshot.createdAt) },
      { header: 'Status', width: status, text: (r) => cleanLine(r.snapshot.status) || '-' },
    ],
    [flex],
  );
  const show = (row: SnapshotRow) =>
    client.snapshots.get(row.snapshot._id).then((answer) => {
      setShown(answer);
      showCommand('open', row.snapshot._id);
    }, showError);
  const remove = (row: SnapshotRow) => {
    if (row.snapshot.status === 'DELETING') return showInfo(`The snapshot ${nameOf(row.snapshot)} is being deleted.`);
    confirm.ask(`Delete the snapshot ${nameOf(row.snapshot)} of ${row.branch}?`, () =>
      client.snapshots.delete(row.snapshot._id).then(() => {
        showCommand('removeItem', row.snapshot._id);
        showInfo(`Deleting the snapshot ${nameOf(row.snapshot)}.`);
        setShown(undefined);
        setLoads((n) => n + 1);
      }, showError),
    );
  };
  const onCommand = (command: Command, selected: SnapshotRow | undefined) => {
    if (command !== 'removeItem') return false;
    if (selected) remove(selected);
    return true;
  };
  const asking = promptBanner(undefined, confirm.question);
  return (
    <ListScreen
      {...props}
      title={`Snapshots of ${cleanLine(project.name)}`}
      load={load}
      loadKey={`snapshots/${project.id}/${loads}`}
      columns={columns}
      keyOf={(r) => r.snapshot._id}
      searchText={(r) => `${r.branch}\n${nameOf(r.snapshot)}`}
      filterPlaceholder="Search snapshots by branch or name"
      isStale={(m) => m.kind === 'activity' && m.project === project.id}
      empty="No snapshots in this project."
      scopes={['projectItems']}
      onOpen={show}
      onCommand={onCommand}
      banner={
        asking.banner ??
        (shown ? (
          <Box flexDirection="column">
            {detailLines(shown).map((line) => (
              <Text key={line} wrap="truncate" color={theme.text.secondary}>
                {line}
              </Text>
            ))}
          </Box>
        ) : undefined)
      }
      bannerRows={asking.banner ? asking.bannerRows : 2}
    />
  );
}
