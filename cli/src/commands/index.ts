import type { CommandSpec, GroupSpec } from '../cli/command-spec.js';
import { accountGroup } from './account.js';
import { activitiesGroup } from './activities.js';
import { apiCommand } from './api.js';
import { appsGroup } from './apps.js';
import { authGroup } from './auth.js';
import { backupsGroup } from './backups.js';
import { cloudAccountsGroup } from './cloud-accounts.js';
import { clustersGroup } from './clusters.js';
import { completionCommand } from './completion.js';
import { demoCommand, tuiCommand, webCommand } from './demo.js';
import { deployAlias } from './deploy.js';
import { domainsGroup } from './domains.js';
import { emulatorGroup } from './emulator.js';
import { hostedZonesGroup } from './hosted-zones.js';
import { invitationsGroup } from './invitations.js';
import { logsGroup } from './logs.js';
import { membersGroup } from './members.js';
import { notificationsGroup } from './notifications.js';
import { orgsGroup } from './orgs.js';
import { profilesGroup } from './profiles.js';
import { projectsGroup } from './projects.js';
import { secretsGroup } from './secrets.js';
import { snapshotsGroup } from './snapshots.js';
import { tagsGroup } from './tags.js';
import { templatesGroup } from './templates.js';
import { tokensGroup } from './tokens.js';
import { adminsGroup, usersGroup } from './users.js';
import { vpsGroup } from './vps.js';
import { workspacesGroup } from './workspaces.js';

/** Every command of `skiff`, in the order `--help` lists them. */
export const COMMAND_TREE: ReadonlyArray<GroupSpec | CommandSpec<never, never>> = [
  authGroup,
  profilesGroup,
  tokensGroup,
  workspacesGroup,
  membersGroup,
  invitationsGroup,
  projectsGroup,
  appsGroup,
  deployAlias,
  tagsGroup,
  backupsGroup,
  snapshotsGroup,
  domainsGroup,
  secretsGroup,
  vpsGroup,
  activitiesGroup,
  logsGroup,
  notificationsGroup,
  accountGroup,
  orgsGroup,
  clustersGroup,
  cloudAccountsGroup,
  hostedZonesGroup,
  usersGroup,
  adminsGroup,
  templatesGroup,
  apiCommand,
  emulatorGroup,
  completionCommand,
  demoCommand,
  tuiCommand,
  webCommand,
];
