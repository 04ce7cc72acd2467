import type { Backup, Deployment } from '@skiff/sdk';
import {
  backupOverallStatus,
  blueGreenBadges,
  DEPLOYMENT_BACKUP_PAGE_SIZE,
  deploymentBadge,
  filePermissionLabel,
  formatDate,
  taskStatusTone,
} from '@skiff/sdk/domain';
import { Box, Text } from 'ink';
import { useCallback, useMemo, useState } from 'react';
import type { Column } from '../../components/data-table.js';
import { promptBanner } from '../../components/prompt-banner.js';
import { useRouter } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useTheme } from '../../contexts/theme-context.js';
import { useLoader } from '../../hooks/use-loader.js';
import { usePushMessages } from '../../hooks/use-push-messages.js';
import { cleanLine, fit } from '../../services/text.js';
import { dailyBackupLine } from '../shared/backup-schedule.js';
import { collect, flexWidths } from '../shared/collect.js';
import { ListScreen, type ScreenProps } from '../shared/list-screen.js';
import type { TagPath } from './tag-commands.js';
import { useTagActions } from './use-tag-actions.js';
import { useTagTools } from './use-tag-tools.js';

/** The tag's state line: image, state badge, replicas, blue/green, hostname. */
function summaryOf(tag: Deployment): string {
  const badges = blueGreenBadges(tag).join(' ');
  return [
    `Image ${cleanLine(tag.containerImage) || '-'}`,
    `Replicas ${tag.replicas ?? 0}`,
    `Files ${filePermissionLabel(tag.filePermissionLevel ?? 'stricterPermission')}`,
    ...(tag.secureConnection ? ['HTTPS forced'] : []),
    ...(badges ? [badges] : []),
    `Hostname ${cleanLine(tag.hostname) || '-'}`,
  ].join('   ');
}

/**
 * One tag of a project (spec 002 section 2.3: overview, backups, domains and danger zone in one screen): its state,
 * image and hostname, its custom domains, and its backups as a list; the keys deploy, undeploy, delete, back up
 * and add a domain (`useTagActions`), launch it with the wizard, show its task log, force HTTPS (`useTagTools`). Live: a task of the project reloads it.
 */
export function TagScreen({ workspace, project, tag, ...props }: ScreenProps & TagPath) {
  const { client } = useServices();
  const theme = useTheme();
  const router = useRouter();
  const [backupLoads, setBackupLoads] = useState(0);
  const ids = useMemo(
    () => ({ workspaceId: workspace.id, projectId: project.id, deploymentId: tag.id }),
    [workspace.id, project.id, tag.id],
  );
  const details = useLoader((signal) => client.deployments.get(ids, { signal }), `tag/${tag.id}`);
  const domains = useLoader(
    (signal) => collect(client.deploymentTools.domains(ids, { signal })),
    `tag-domains/${tag.id}`,
  );
  // A reload keeps the tag on screen until the new one arrives: its keys keep working while news of its tasks comes
  // in (a reload that emptied it showed "Loading…" and dropped the keys pressed then). The backups list below
  // reloads itself on the same news (`isStale`); after an action here it starts over.
  const refresh = useCallback(() => {
    details.reload();
    domains.reload();
  }, [details.reload, domains.reload]);
  const reload = useCallback(() => {
    refresh();
    setBackupLoads((n) => n + 1);
  }, [refresh]);
  usePushMessages(refresh, (m) => m.kind === 'activity' && m.project === project.id);
  const actions = useTagActions({ workspace, project, tag }, details.data, props.active, reload, router.back);
  const tools = useTagTools({ workspace, project, tag }, details.data, reload);
  const load = useCallback(
    (signal: AbortSignal) =>
      collect(client.deploymentBackups.list(ids, { pageSize: DEPLOYMENT_BACKUP_PAGE_SIZE }, { signal })),
    [client, ids],
  );
  const date = 19;
  const type = 10;
  const { flex } = flexWidths(props.width, [date, type]);
  const columns = useMemo<Column<Backup>[]>(
    () => [
      { header: 'Created', width: date, text: (b) => formatDate(b.createdAt) },
      { header: 'Type', width: type, text: (b) => cleanLine(b.type) || '-' },
      {
        header: 'Status',
        width: flex,
        // Spec 002 section 4: a tag's backup reads its parts the deployment way (any ERROR is an error).
        text: (b) => backupOverallStatus(b, 'deployment'),
        render: (b, width) => (
          <Text color={theme.tone[taskStatusTone(backupOverallStatus(b, 'deployment'))]} bold wrap="truncate">
            {fit(backupOverallStatus(b, 'deployment'), width)}
          </Text>
        ),
      },
    ],
    [flex, theme],
  );
  const searchText = useCallback((b: Backup) => `${cleanLine(b.type)}\n${backupOverallStatus(b, 'deployment')}`, []);
  const current = details.data;
  const state = current ? deploymentBadge(current) : undefined;
  const domainNames = (domains.data ?? []).map((d) => cleanLine(d.domain));
  const asking = promptBanner(actions.asking, actions.question);
  const banner = asking.banner ?? (
    <Box flexDirection="column">
      <Text wrap="truncate">
        {state ? (
          <Text color={theme.tone[state.tone]} bold>
            {state.label}
          </Text>
        ) : (
          'Loading…'
        )}
        {current ? `   ${summaryOf(current)}` : ''}
      </Text>
      <Text wrap="truncate" color={theme.text.secondary}>
        {`Custom domains: ${domainNames.length ? domainNames.join(', ') : 'none'}`}
      </Text>
      <Text wrap="truncate" color={theme.text.secondary}>
        {current ? dailyBackupLine(current, 'deployment') : ' '}
      </Text>
    </Box>
  );
  return (
    <ListScreen
      {...props}
      title={`Tag ${cleanLine(tag.name)} of ${cleanLine(project.name)}: backups`}
      load={load}
      loadKey={`tag-backups/${tag.id}/${backupLoads}`}
      columns={columns}
      keyOf={(b) => b._id}
      searchText={searchText}
      filterPlaceholder="Search backups by type or status"
      isStale={(m) => m.kind === 'activity' && m.project === project.id}
      empty="This tag has no backups yet."
      scopes={['tag']}
      onCommand={(command) => tools.onCommand(command) || actions.onCommand(command)}
      banner={banner}
      bannerRows={asking.banner ? asking.bannerRows : 3}
    />
  );
}
