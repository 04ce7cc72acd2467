import {
  BACKUP_RETENTION_CHOICE_MESSAGE,
  type Backup,
  type BackupScheduleContext,
  backupPartKeys,
  backupRequest,
  backupScheduleContext,
  firstBackupAnswers,
  firstScheduleAnswers,
  scheduleErrorsOf,
  scheduleFlags,
  scheduleRequest,
} from '@skiff/sdk';
import {
  BACKUP_DELETED_MESSAGE,
  BACKUP_RETENTION_DAYS,
  BACKUP_RETENTION_LABELS,
  backupOverallStatus,
  canActOnBackup,
  DEFAULT_BACKUP_TIMEZONE,
  DISABLED_FOR_WORKSPACE_MESSAGE,
  formatDate,
  formatUtcOffset,
  isApplicationMenuItemShown,
  LAMP_BACKUP_UNSUPPORTED_MESSAGE,
  parseUtcOffset,
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
import { flexWidths } from '../shared/collect.js';
import { ListScreen, type ScreenProps } from '../shared/list-screen.js';
import { DownloadFileExistsError, downloadBackupInto, downloadFolderError } from './backup-download.js';
import { parseBackupParts, partsTarget } from './backup-parts.js';

/** The parts a backup holds, as a short list: `database, files, code`. */
function partsOf(b: Backup): string {
  const parts = [b.databaseFile && 'database', b.filesFile && 'files', b.sourcecodeFile && 'code'];
  return parts.filter(Boolean).join(', ') || '-';
}

/** The retention typed (`7`, `14d`), Enter alone keeping the answers'; undefined when not one offered. */
function retentionOf(text: string, answers: Record<string, unknown>): number | undefined {
  const days = text.trim() === '' ? Number(answers.backupRetentionTime) : Number(text.trim().replace(/d(ays?)?$/i, ''));
  return (BACKUP_RETENTION_DAYS as readonly number[]).includes(days) ? days : undefined;
}

/** A schedule as the screen says it: `on, UTC+1 (database, files), kept 2 weeks`; undefined when off. */
function dailyText(answers: object): string | undefined {
  const schedule: Record<string, unknown> = { ...answers };
  if (schedule.enabledDailyBackup !== true) return undefined;
  const parts = backupPartKeys('application').filter((part) => schedule[part] === true);
  const days = Number(schedule.backupRetentionTime);
  const zone = formatUtcOffset(Number(schedule.timezoneDailyBackup));
  return `on, ${zone} (${parts.join(', ')}), kept ${BACKUP_RETENTION_LABELS[days] ?? `${days} days`}`;
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

  /** Saves the schedule the SDK's backup model makes of these answers, with its `skiff backups schedule` line. */
  const saveSchedule = (answers: Record<string, unknown>, context: BackupScheduleContext) => {
    const [refused] = Object.values(scheduleErrorsOf(answers, context));
    if (refused) return showInfo(refused);
    const request = scheduleRequest(answers, context);
    client.applications.backups.schedule(ids, request).then(() => {
      showCommand('scheduleBackups', scheduleFlags(request, context).join('\n'));
      showInfo(`Daily backup ${dailyText(request) ?? 'off'}.`);
      app.reload();
    }, showError);
  };
  /**
   * S: the daily backup off after a question, or on: the UTC offset, then how long each is kept (Enter alone: the
   * record's, else 2 weeks), with the record's parts (every part where it names none).
   */
  const schedule = () => {
    if (!daily) return;
    if (daily.enabledDailyBackup) {
      const context = backupScheduleContext('application', undefined);
      confirm.ask('Turn the daily backup off?', () => saveSchedule({ enabledDailyBackup: false }, context));
      return;
    }
    // The workspace's enabledDailyBackup as it is now (spec 002 section 6): refused before anything is asked.
    client.workspaces.get(workspace.id).then((found) => {
      const context = backupScheduleContext('application', found);
      if (context.allowed) askSchedule(context);
      else showInfo(DISABLED_FOR_WORKSPACE_MESSAGE);
    }, showError);
  };
  const askSchedule = (context: BackupScheduleContext) => {
    const first = firstScheduleAnswers(daily ?? {}, 'application');
    const named = backupPartKeys('application').some((part) => first[part] === true);
    const answers = named ? first : { ...first, ...firstBackupAnswers('application') };
    prompt.ask({
      question: 'Back up every day: at which UTC offset?',
      hint: `e.g. ${formatUtcOffset(DEFAULT_BACKUP_TIMEZONE)}, UTC-5, UTC+5:30`,
      validate: (text) => {
        const parsed = parseUtcOffset(text);
        return 'error' in parsed ? parsed.error : undefined;
      },
      onSubmit: (text) => {
        const parsed = parseUtcOffset(text);
        if (!('hours' in parsed)) return;
        const zoned = { ...answers, enabledDailyBackup: true, timezoneDailyBackup: parsed.hours };
        prompt.ask({
          question: 'Keep each daily backup how many days?',
          hint: `${BACKUP_RETENTION_DAYS.join(', ')}; Enter alone: ${String(answers.backupRetentionTime)}`,
          validate: (days) => (retentionOf(days, answers) === undefined ? BACKUP_RETENTION_CHOICE_MESSAGE : undefined),
          onSubmit: (days) => saveSchedule({ ...zoned, backupRetentionTime: retentionOf(days, answers) }, context),
        });
      },
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
            {daily ? `Daily backup: ${dailyText(firstScheduleAnswers(daily, 'application')) ?? 'off'}` : ' '}
          </Text>
        )
      }
      detailRows={4}
    />
  );
}
