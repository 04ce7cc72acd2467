/**
 * The product's capabilities as one table: what a user can do (the spec's actions and settings), who may do it, how
 * it is confirmed, and where each surface offers it. `docs/capabilities.md` is generated from this table and the
 * surfaces' own evidence (the CLI's command tree, the TUI's routes and keys, the web app's routes, the emulator's
 * router); `tests/cross-surface/capabilities.test.ts` fails on a gap without a written reason.
 */

/** The spec's permission checks (spec 000 section 6, 001 section 6, 002 section 6, 003 section 6). */
export type PermissionCheck =
  /** Any signed-in user. */
  | 'signedIn'
  /** Instance owner or instance admin ("Admin"). */
  | 'admin'
  /** Only the instance owner. */
  | 'instanceOwner'
  /** A member of the workspace (any role). */
  | 'workspaceMember'
  /** Instance owner, or workspace owner or workspace admin in the workspace's rbac ("Workspace management"). */
  | 'workspaceManagement'
  /** project_owner in the project's rbac, or workspace management. */
  | 'projectOwner'
  /** Project maintainer, or project owner rights. */
  | 'projectMaintainer'
  /** Listed in the project's rbac at all, or maintainer rights. */
  | 'projectMember'
  /** "Admin-level" on an application (spec 002 section 6: configuration, export site, advanced sections). */
  | 'applicationAdmin';

/** The spec's reading of each check, for the generated matrix. */
export const PERMISSION_LABELS: Readonly<Record<PermissionCheck, string>> = {
  signedIn: 'signed in',
  admin: 'instance admin',
  instanceOwner: 'instance owner',
  workspaceMember: 'workspace member',
  workspaceManagement: 'workspace owner/admin',
  projectOwner: 'project owner',
  projectMaintainer: 'project maintainer',
  projectMember: 'project member',
  applicationAdmin: 'application admin',
};

/**
 * How a destructive action is confirmed: by typing a text the spec gives (`branch/NAME`, `workspace/NAME`, the
 * tag's container image ...), by yes/no, or not at all. One rule per action, used by every surface.
 */
export type ConfirmationRule =
  | { kind: 'none' }
  | { kind: 'yesNo' }
  | {
      kind: 'typed';
      /** What to type, said to the user where the subject is not known yet: `branch/NAME`. */
      hint: string;
      /** The exact text for a subject (a branch's name, a workspace's name, a tag's image). */
      expected: (subject: string) => string;
      /** The spec's message when the typed text does not match; undefined when it does. */
      mismatch: (typed: string, subject: string) => string | undefined;
    };

/** A surface that lacks the capability, with the written reason (a gap without one fails the test). */
export interface Gap {
  gap: string;
}

/** Where the TUI offers it: a screen (a route name) and, where it is an action, the key command. */
export interface TuiPlace {
  route: string;
  key?: string;
}

export interface Capability {
  /** `area.action`, stable: `backup.restore`. */
  id: string;
  /** What the user does, as the matrix shows it. */
  title: string;
  /** Where the spec names it: `002 2.2`. */
  spec: string;
  /** What it needs from the user besides the signed-in session. */
  needs: readonly string[];
  who: PermissionCheck;
  confirm: ConfirmationRule;
  /** The contract's operation ids it calls (the SDK's `OPERATIONS` table gives the SDK method of each). */
  operations: readonly string[];
  /** The CLI command: `backups restore`. */
  cli: string | Gap;
  tui: TuiPlace | Gap;
  /** The web app's route pattern of the page that offers it. */
  web: string | Gap;
}

export const isGap = (value: unknown): value is Gap =>
  typeof value === 'object' && value !== null && typeof (value as Gap).gap === 'string';
