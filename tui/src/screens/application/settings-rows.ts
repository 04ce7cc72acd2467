import {
  type Application,
  type ApplicationUpdate,
  firstSecurityAnswers,
  type SecurityRecord,
  securityFlags,
  securityRequest,
} from '@skiff/sdk';
import { FILE_PERMISSION_LEVELS, filePermissionLabel } from '@skiff/sdk/domain';
import { command, refOf, shellWord } from '../../commands/cli-equivalent.js';
import type { ApplicationPath } from '../../contexts/router-context.js';

/** What saving a row sends: the update call's fields, or the state flags (`PATCH .../state`). */
export type SettingChange =
  | { kind: 'update'; body: ApplicationUpdate }
  | { kind: 'state'; body: { enableAutoPause?: boolean; enableDeletionProtection?: boolean } };

interface RowBase {
  key: string;
  label: string;
  /** How the current value reads. */
  shown(app: Application): string;
  /** The `skiff ...` command that makes the same change; undefined where the CLI has none. */
  command(path: ApplicationPath, value: string): string | undefined;
}

/** A text setting: Enter asks for the new text. */
export interface TextRow extends RowBase {
  kind: 'text';
  current(app: Application): string;
  change(text: string): SettingChange;
}

/** An on/off (or two-way) setting: Enter asks, then flips it. */
export interface FlipRow extends RowBase {
  kind: 'flip';
  /** The value after the flip, as a word (`on`, `looser`) and the change that sets it. */
  flipped(app: Application): { word: string; change: SettingChange };
}

export type SettingRow = TextRow | FlipRow;

const onOff = (on: boolean | null | undefined) => (on ? 'on' : 'off');
const text = (value: string | null | undefined) => value ?? '';
const configure = (flag: string) => (path: ApplicationPath, value: string) =>
  command('apps', 'configure', refOf(path), flag, shellWord(value), '--wait');
/** The record's level as the security form reads it (stricter where it has none). */
const levelOf = (app: Application) => firstSecurityAnswers(app).filePermissionLevel;
/** The security form's request that sets only the file permission level (a level or its word, `looser`). */
const permissionRequest = (level: string, app: SecurityRecord) => securityRequest({ filePermissionLevel: level }, app);

/**
 * An application's settings beyond the configuration and security forms (spec 002 sections 3, 5 and 7): roots,
 * start script, image, secret manager, file permission, deletion protection and auto pause. The fields and the
 * calls are the SDK's (`ApplicationUpdate`, `setState`); the flags are `skiff apps configure|security|state`'s.
 */
export const SETTING_ROWS: readonly SettingRow[] = [
  {
    kind: 'text',
    key: 'appRoot',
    label: 'App root',
    current: (app) => text(app.appRoot),
    shown: (app) => text(app.appRoot) || '-',
    change: (value) => ({ kind: 'update', body: { appRoot: value } }),
    command: configure('--app-root'),
  },
  {
    kind: 'text',
    key: 'webRoot',
    label: 'Web root',
    current: (app) => text(app.webRoot),
    shown: (app) => text(app.webRoot) || '-',
    change: (value) => ({ kind: 'update', body: { webRoot: value } }),
    command: configure('--web-root'),
  },
  {
    kind: 'text',
    key: 'startAppScript',
    label: 'Start script',
    current: (app) => text(app.startAppScript),
    shown: (app) => text(app.startAppScript) || '-',
    change: (value) => ({ kind: 'update', body: { startAppScript: value } }),
    // `skiff apps configure` has no start-script flag yet.
    command: () => undefined,
  },
  {
    kind: 'text',
    key: 'containerImage',
    label: 'Image',
    current: (app) => text(app.containerImage),
    shown: (app) => text(app.containerImage) || '-',
    change: (value) => ({ kind: 'update', body: { containerImage: value } }),
    command: configure('--image'),
  },
  {
    kind: 'text',
    key: 'secretManager',
    label: 'Secret manager',
    current: (app) => text(app.secretManager),
    shown: (app) => text(app.secretManager) || 'none',
    change: (value) => ({ kind: 'update', body: { secretManager: value } }),
    command: configure('--secret-manager'),
  },
  {
    kind: 'flip',
    key: 'filePermissionLevel',
    label: 'File permission',
    shown: (app) => filePermissionLabel(levelOf(app)),
    // The security form model's request and flags (the same as the Security screen's and `skiff apps security`).
    flipped: (app) => {
      const next = FILE_PERMISSION_LEVELS.find((level) => level !== levelOf(app))!;
      return { word: filePermissionLabel(next), change: { kind: 'update', body: permissionRequest(next, app) } };
    },
    command: (path, value) =>
      command('apps', 'security', refOf(path), ...securityFlags(permissionRequest(value, {})), '--wait'),
  },
  {
    kind: 'flip',
    key: 'enableDeletionProtection',
    label: 'Deletion protection',
    shown: (app) => onOff(app.enableDeletionProtection),
    flipped: (app) => {
      const on = !app.enableDeletionProtection;
      return { word: onOff(on), change: { kind: 'state', body: { enableDeletionProtection: on } } };
    },
    command: (path, value) => command('apps', 'state', refOf(path), '--deletion-protection', value),
  },
  {
    kind: 'flip',
    key: 'enableAutoPause',
    label: 'Auto pause',
    shown: (app) => onOff(app.enableAutoPause),
    flipped: (app) => {
      const on = !app.enableAutoPause;
      return { word: onOff(on), change: { kind: 'state', body: { enableAutoPause: on } } };
    },
    command: (path, value) => command('apps', 'state', refOf(path), '--auto-pause', value),
  },
];
