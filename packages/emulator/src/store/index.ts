import { type ActivityStore, createActivityStore } from './activities.js';
import { type ApplicationStore, createApplicationStore } from './applications.js';
import type { Db } from './database.js';
import { createNotificationStore, type NotificationStore } from './notifications.js';
import { createProjectStore, type ProjectStore } from './projects.js';
import { createTokenStore, type TokenStore } from './tokens.js';
import { createUserStore, type UserStore } from './users.js';
import { createWorkspaceStore, type WorkspaceStore } from './workspaces.js';

/** All the prepared statements of one running emulator, by entity. */
export interface Store {
  db: Db;
  users: UserStore;
  workspaces: WorkspaceStore;
  projects: ProjectStore;
  applications: ApplicationStore;
  activities: ActivityStore;
  notifications: NotificationStore;
  tokens: TokenStore;
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
    activities: createActivityStore(db),
    notifications: createNotificationStore(db),
    tokens: createTokenStore(db),
    transaction: <T>(fn: () => T): T => db.transaction(fn)(),
  };
}
