import { type ActivityStore, createActivityStore } from './activities.js';
import { type AppRecordStore, createAppRecordStore } from './application-records.js';
import { type ApplicationStore, createApplicationStore } from './applications.js';
import type { Db } from './database.js';
import { createDecoupledIoStore, type DecoupledIoStore } from './decoupled-io.js';
import { createDeploymentStore, type DeploymentStore } from './deployments.js';
import { createDocumentStore, createTeamMemberStore, type DocumentStore, type TeamMemberStore } from './documents.js';
import { createDrupalForgeStore, type DrupalForgeStore } from './drupal-forge.js';
import { createEnvironmentUsageStore, type EnvironmentUsageStore } from './environment-usage.js';
import { createInvitationStore, type InvitationStore } from './invitations.js';
import { createNotificationStore, type NotificationStore } from './notifications.js';
import { createProjectStore, type ProjectStore } from './projects.js';
import { createRecordStore, type RecordStore } from './records.js';
import { createSecretManagerStore, type SecretManagerStore } from './secret-managers.js';
import { createTokenStore, type TokenStore } from './tokens.js';
import { createUserAdminStore, type UserAdminStore } from './user-admin.js';
import { createUserStore, type UserStore } from './users.js';
import { createWorkspaceAdminStore, type WorkspaceAdminStore } from './workspace-admin.js';
import { createWorkspaceStore, type WorkspaceStore } from './workspaces.js';

/** All the prepared statements of one running emulator, by entity. */
export interface Store {
  db: Db;
  users: UserStore;
  workspaces: WorkspaceStore;
  projects: ProjectStore;
  applications: ApplicationStore;
  drupalForge: DrupalForgeStore;
  decoupledIo: DecoupledIoStore;
  /** The application screens' small entities (backups, domains, VPS, ...). */
  appRecords: AppRecordStore;
  activities: ActivityStore;
  notifications: NotificationStore;
  tokens: TokenStore;
  deployments: DeploymentStore;
  secretManagers: SecretManagerStore;
  workspaceAdmin: WorkspaceAdminStore;
  invitations: InvitationStore;
  catalogs: DocumentStore;
  teams: DocumentStore;
  teamMembers: TeamMemberStore;
  /** Administration records: clusters, cloud accounts, hosted zones, access tokens, AWS orders, files. */
  records: RecordStore;
  /** Account and instance-admin writes on users, and the member lists. */
  userAdmin: UserAdminStore;
  /** What runs on a cluster (its workspaces and deployed applications). */
  environmentUsage: EnvironmentUsageStore;
  /** Runs fn in one transaction (nested calls become savepoints). */
  transaction<T>(fn: () => T): T;
}

export function createStore(db: Db): Store {
  return {
    db,
    users: createUserStore(db),
    workspaces: createWorkspaceStore(db),
    projects: createProjectStore(db),
    applications: createApplicationStore(db),
    drupalForge: createDrupalForgeStore(db),
    decoupledIo: createDecoupledIoStore(db),
    appRecords: createAppRecordStore(db),
    activities: createActivityStore(db),
    notifications: createNotificationStore(db),
    tokens: createTokenStore(db),
    deployments: createDeploymentStore(db),
    secretManagers: createSecretManagerStore(db),
    workspaceAdmin: createWorkspaceAdminStore(db),
    invitations: createInvitationStore(db),
    catalogs: createDocumentStore(db, 'catalogs'),
    teams: createDocumentStore(db, 'teams'),
    teamMembers: createTeamMemberStore(db),
    records: createRecordStore(db),
    userAdmin: createUserAdminStore(db),
    environmentUsage: createEnvironmentUsageStore(db),
    transaction: <T>(fn: () => T): T => db.transaction(fn)(),
  };
}
