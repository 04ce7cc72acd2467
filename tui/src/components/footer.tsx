import { Box, Text } from 'ink';
import { type Notice, useNotice } from '../contexts/notice-context.js';
import { useTheme } from '../contexts/theme-context.js';
import { type Command, primaryKeyLabel } from '../keys/key-bindings.js';
import { truncate } from '../services/text.js';

/** Short words for the hints where the command's name is not one. */
const HINT_WORDS: Partial<Record<Command, string>> = {
  openActivities: 'activities',
  openBackups: 'backups',
  openLogs: 'logs',
  openSettings: 'settings',
  openTags: 'tags',
  openSnapshots: 'snapshots',
  pickBranch: 'branch',
  nextTab: 'tab',
  create: 'add',
  deleteItem: 'delete',
  protectCluster: 'protect',
  deleteCluster: 'delete',
  forceDeleteCluster: 'force delete',
  promptCancel: 'cancel',
  promptSubmit: 'save',
  loadMore: 'more',
  clearAll: 'clear all',
  createBackup: 'back up',
  createTag: 'new tag',
  createBackupParts: 'back up parts',
  addDomainWithCertificate: 'add with cert',
  deleteTag: 'delete',
  deleteBackup: 'delete',
  downloadBackup: 'download',
  restoreBackup: 'restore',
  scheduleBackups: 'daily',
  lineCount: 'lines',
  nextContainer: 'container',
  statusFilter: 'status',
  openDomains: 'domains',
  deleteApplication: 'delete',
  deleteWorkspace: 'delete',
  addDomain: 'add',
  removeDomain: 'remove',
  forceHttps: 'https',
  openConfiguration: 'config',
  openSecurity: 'security',
  openDeployWizard: 'wizard',
  nextStep: 'next step',
  createProject: 'new project',
  contactSupport: 'contact support',
  blueGreenCreate: 'green',
  blueGreenSwitch: 'switch',
  openPhpMyAdmin: 'phpmyadmin',
  openEditor: 'editor',
  deletePod: 'delete pod',
  openExport: 'export',
  testWebhook: 'test webhook',
  exportTemplate: 'to template',
  nextField: 'field',
  increase: 'change',
  palette: 'palette',
  addItem: 'add',
  editItem: 'edit',
  removeItem: 'remove',
  nextState: 'state',
  changePassword: 'password',
  kindFilter: 'kind',
  pageSize: 'page size',
  acceptInvitation: 'accept',
  rejectInvitation: 'reject',
  createDemo: 'demo',
  nextPage: 'next page',
  importFile: 'import',
  exportFile: 'export',
  changeRole: 'role',
  deleteProject: 'delete',
  toggleFlag: 'switch flag',
  transferWorkspace: 'transfer',
  revokeTransfer: 'revoke',
  deployCatalog: 'deploy',
  developCatalog: 'develop',
  setLogo: 'logo',
};

/** The notice as shown: errors get a text cue when there is no colour to say it. */
export function noticeText(notice: Notice | undefined, colour: boolean): string {
  if (!notice) return '';
  return (notice.kind === 'error' && !colour ? 'Error: ' : '') + notice.text;
}

/** Rows the notice takes: one, or two for a long one (the server's exact messages can be long). */
export function noticeRows(text: string, width: number): number {
  return Array.from(text).length > width ? 2 : 1;
}

/** Hints kept at the right whatever the width: the way to every other key (help), the palette, and out. */
const PINNED: readonly Command[] = ['palette', 'help', 'quit'];

const hint = (command: Command) => `${primaryKeyLabel(command)} ${HINT_WORDS[command] ?? command}`;

/**
 * The key-hint line for `width` columns: the screen's hints, cut with `…` where they do not fit, then `: palette
 * ? help q quit`, which are never cut (at 80 columns they used to fall off the end); below their width, `? help`
 * and `q quit` alone.
 */
export function footerHints(hints: readonly Command[], width: number): string {
  const pinnedText = PINNED.map(hint).join('  ');
  const pinned = pinnedText.length + 2 <= width ? pinnedText : ['help' as const, 'quit' as const].map(hint).join('  ');
  const own = hints
    .filter((command) => !PINNED.includes(command))
    .map(hint)
    .join('  ');
  const room = width - pinned.length - 2;
  if (!own || room < 4) return truncate(pinned, width);
  return `${truncate(own, room)}  ${pinned}`;
}

/**
 * Bottom lines: the notice (the last error or news), the status line with the equivalent `skiff ...` command (of
 * the last action, else of the screen), then key hints taken from the bindings table.
 */
export function Footer({ width, hints, command }: { width: number; hints: readonly Command[]; command?: string }) {
  const theme = useTheme();
  const { notice } = useNotice();
  const text = noticeText(notice, theme.colour);
  const rows = noticeRows(text, width);
  const hintText = footerHints(hints, width);
  return (
    <Box flexDirection="column" width={width}>
      <Box height={rows} overflow="hidden">
        <Text color={notice?.kind === 'error' ? theme.notice.error : theme.notice.info} wrap="wrap">
          {text || ' '}
        </Text>
      </Box>
      <Text color={theme.text.secondary} wrap="truncate">
        {command ? truncate(`$ ${command}  (${primaryKeyLabel('copyCommand')} copy)`, width) : ' '}
      </Text>
      <Text color={theme.text.secondary} wrap="truncate">
        {truncate(hintText, width)}
      </Text>
    </Box>
  );
}
