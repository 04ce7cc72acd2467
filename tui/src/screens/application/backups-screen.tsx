import { type Backup, backupRequest, firstBackupAnswers } from '@skiff/sdk';
import {
  BACKUP_DELETED_MESSAGE,
  backupOverallStatus,
  canActOnBackup,
  formatDate,
  isApplicationMenuItemShown,
  LAMP_BACKUP_UNSUPPORTED_MESSAGE,
  taskStatusTone,
} from '@skiff/sdk/domain';
import { Box, Text } from 'ink';
import { useCallback, useMemo } from 'react';
import { ConfirmPrompt } from '../../components/confirm-prompt.js';
import type { Column } from '../../components/data-table.js';
import { TextPrompt } from '../../components/text-prompt.js';
import { useNotice } from '../../contexts/notice-context.js';
import type { ApplicationPath } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useShowActionCommand } from '../../contexts/status-command-context.js';
import { useTheme } from '../../contexts/theme-context.js';
import { useApplicationIds } from '../../hooks/use-application-ids.js';
import { useConfirm } from '../../hooks/use-confirm.js';
import { useKeyLayer } from '../../hooks/use-key-layer.js';
import { useLoader } from '../../hooks/use-loader.js';
import { useServerPages } from '../../hooks/use-server-list.js';
import { useTextPrompt } from '../../hooks/use-text-prompt.js';
import type { Command } from '../../keys/key-bindings.js';
import { cleanLine, fit } from '../../services/text.js';
import { typedConfirmationPrompt } from '../../services/typed-confirmation.js';
import { dailyBackupLine, startBackupSchedule } from '../shared/backup-schedule.js';
import { flexWidths } from '../shared/collect.js';
import { ListScreen, type ScreenProps } from '../shared/list-screen.js';
import { DownloadFileExistsError, downloadBackupInto, downloadFolderError } from './backup-download.js';
import { parseBackupParts, partsTarget } from './backup-parts.js';

/** The parts a backup holds, as a short list: `database, files, code`. */
function partsOf(b: Backup): string {
  const parts = [b.databaseFile && 'database', b.filesFile && 'files', b.sourcecodeFile && 'code'];
  return parts.filter(Boolean).join(', ') || '-';
}

/**
 * An application's backups: date, type, parts and the overall status (`backupOverallStatus`); `c` backs up now
 * (the server's refusal, such as the manual limit of five, shows as it is), `x` deletes one that is not pending.
 * LAMP and Node.js projects have no backups (spec 002: their menu hides the item): the screen says
 * 'LAMP Application is unsupported the backup feature!' (the spec's info, as the web app shows) and takes no keys.
 */
export function BackupsScreen({ workspace, project, application, ...props }: ScreenProps & ApplicationPath) {
  const { client } = useServices();
  const { showError, showInfo } = useNotice();
  const theme = useTheme();
  const confirm = useConfirm();
  const prompt = useTextPrompt();
  useKeyLayer(confirm.layer, props.active);
  useKeyLayer(prompt.layer, props.active);
  const ids = useApplicationIds({ workspace, project, application });
  // A window of the server's list with its real total. `/` past the window reads every page and keeps the matches
  // (type and status: the emulator's list takes no search).
  const loaded = useServerPages(
    (page, signal) => client.applications.backups.list(ids, page, { signal }),
    application.id,
    {
      localSearch: (b) => searchText(b),
    },
  );
  const app = useLoader((signal) => client.applications.get(ids, { signal }), application.id);
  const daily = app.data;
  const projectInfo = useLoader(
    (signal) => client.projects.get(workspace.id, project.id, { signal }),
    `${application.id}/project`,
  );
  const unsupported =
    projectInfo.data !== undefined && !isApplicationMenuItemShown('backup', projectInfo.data.projectType?.key);

  const date = 19;
  const type = 10;
  const parts = 24;
  const { flex } = flexWidths(props.width, [date, type, parts]);
  const columns = useMemo<Column<Backup>[]>(
    () => [
      { header: 'Created', width: date, text: (b) => formatDate(b.createdAt) },
      { header: 'Type', width: type, text: (b) => cleanLine(b.type) || '-' },
      { header: 'Parts', width: parts, text: partsOf },
      {
        header: 'Status',
        width: flex,
        text: (b) => backupOverallStatus(b),
        render: (b, width) => (
          <Text color={theme.tone[taskStatusTone(backupOverallStatus(b))]} bold wrap="truncate">
            {fit(backupOverallStatus(b), width)}
          </Text>
        ),
      },
    ],
    [flex, theme],
  );
  const showCommand = useShowActionCommand();
  const searchText = useCallback((b: Backup) => `${cleanLine(b.type)}\n${backupOverallStatus(b)}`, []);

  const create = () =>
    confirm.ask(`Back up the database, files and code of ${application.name} now?`, () => {
      showCommand('createBackup');
      client.applications.backups
        .create(ids, backupRequest(firstBackupAnswers('application'), 'application'))
        .then(() => {
          showInfo('Backup started.');
          loaded.reload();
        }, showError);
    });

  const createParts = () =>
    prompt.ask({
      question: `Back up which parts of ${application.name}?`,
      hint: 'database, files, source: one or more, then Enter',
      validate: (text) => {
        const read = parseBackupParts(text);
        return 'error' in read ? read.error : undefined;
      },
      onSubmit: (text) => {
        const read = parseBackupParts(text);
        if ('error' in read) return;
        showCommand('createBackupParts', partsTarget(read.parts));
        client.applications.backups.create(ids, backupRequest({ ...read.parts }, 'application')).then(() => {
          showInfo('Backup started.');
          loaded.reload();
        }, showError);
      },
    });

  const remove = (backup: Backup) => {
    if (!canActOnBackup(backup)) {
      showInfo('A backup in progress cannot be deleted.');
      return;
    }
    confirm.ask(`Delete the backup of ${formatDate(backup.createdAt)}?`, () => {
      showCommand('deleteBackup', backup._id);
      client.applications.backups.delete(ids, backup._id).then(() => {
        showInfo(BACKUP_DELETED_MESSAGE);
        loaded.reload();
      }, showError);
    });
  };

  const restore = (backup: Backup) =>
    prompt.ask({
      question: `Restore the backup of ${formatDate(backup.createdAt)} over ${application.name}'s data?`,
      ...typedConfirmationPrompt('backup.restore', application.name),
      onSubmit: () => {
        showCommand('restoreBackup', backup._id);
        client.applications.backups.restore(ids, backup._id).then(() => {
          showInfo('Restore started.');
          loaded.reload();
        }, showError);
      },
    });

  const download = (backup: Backup) => {
    if (!canActOnBackup(backup)) {
      showInfo('A backup in progress cannot be downloaded.');
      return;
    }
    prompt.ask({
      question: `Download the backup of ${formatDate(backup.createdAt)} into which folder?`,
      hint: 'Enter alone: the current folder',
      validate: downloadFolderError,
      onSubmit: (text) => downloadInto(backup, text, false),
    });
  };
  /** A file of the backup already in the folder is replaced only once the user said yes (the CLI's --force). */
  const downloadInto = (backup: Backup, text: string, replace: boolean) => {
    showInfo('Downloading…');
    downloadBackupInto(client, ids, backup, text, replace).then(
      ({ parts, folder }) => {
        showCommand('downloadBackup', `${backup._id}\n${folder}${replace ? '\nreplace' : ''}`);
        showInfo(`Downloaded ${parts.map((p) => p.name).join(', ') || 'nothing'} into ${folder}.`);
      },
      (error: unknown) => {
        if (!(error instanceof DownloadFileExistsError) || replace) return showError(error);
        confirm.ask(`${error.message} Replace the backup's files there?`, () => downloadInto(backup, text, true));
      },
    );
  };

  /** S: the daily backup on or off through the SDK's backup model (`startBackupSchedule`). */
  const schedule = () => {
    if (!daily) return;
    startBackupSchedule({
      kind: 'application',
      record: daily,
      workspace: () => client.workspaces.get(workspace.id),
      prompt,
      confirm,
      send: (request) => client.applications.backups.schedule(ids, request),
      saved: (flags) => {
        showCommand('scheduleBackups', flags.join('\n'));
        app.reload();
      },
      showInfo,
      showError,
    });
  };

  const onCommand = (command: Command, selected: Backup | undefined) => {
    if (command === 'createBackup') create();
    else if (command === 'createBackupParts') createParts();
    else if (command === 'restoreBackup') {
      if (selected && canActOnBackup(selected)) restore(selected);
      else if (selected) showInfo('A backup in progress cannot be restored.');
    } else if (command === 'scheduleBackups') schedule();
    else if (command === 'downloadBackup') {
      if (selected) download(selected);
    } else if (command === 'deleteBackup') {
      if (selected) remove(selected);
    } else return false;
    return true;
  };

  if (unsupported)
    return (
      <Box flexDirection="column" width={props.width} height={props.height}>
        <Text bold wrap="truncate">{`Backups of ${application.name}`}</Text>
        <Text color={theme.notice.info}>{LAMP_BACKUP_UNSUPPORTED_MESSAGE}</Text>
      </Box>
    );
  return (
    <ListScreen
      {...props}
      title={`Backups of ${application.name}`}
      source={loaded}
      columns={columns}
      keyOf={(b) => b._id}
      searchText={searchText}
      filterPlaceholder="Search backups by type or status"
      isStale={(m) => m.kind === 'activity' && m.application === application.id}
      empty="No backups yet."
      scopes={['backups']}
      onCommand={onCommand}
      detail={() =>
        prompt.asking ? (
          <TextPrompt {...prompt.asking} />
        ) : confirm.question ? (
          <ConfirmPrompt question={confirm.question} />
        ) : (
          <Text color={theme.text.secondary} wrap="truncate">
            {daily ? dailyBackupLine(daily, 'application') : ' '}
          </Text>
        )
      }
      detailRows={4}
    />
  );
}
