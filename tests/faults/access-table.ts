/**
 * Scenario 8's expectations, written as data: spec 000 section 6 ("Roles and permissions"), refined for workspace
 * collaborators and settings by spec 001 section 6, with the specs' words quoted. Each operation names the check it
 * exercises; an actor passes an operation exactly when its role is in the check's `passes` list.
 */

export const ROLES = [
  'instance owner',
  'instance admin',
  'member',
  'workspace owner',
  'workspace admin',
  'developer',
  'project owner',
  'project maintainer',
  'project developer',
] as const;
export type Role = (typeof ROLES)[number];

export const FORBIDDEN_MESSAGE = 'Sorry, you are not authorized to access this page.';

export interface Check {
  spec: string;
  passes: readonly Role[];
}

/** "Workspace management: Instance owner, or a user whose rbac entry in that workspace is workspace owner or admin." */
const WORKSPACE_MANAGEMENT: readonly Role[] = ['instance owner', 'workspace owner', 'workspace admin'];

export const CHECKS = {
  admin: {
    spec: "000 s6 Admin: 'Instance owner or instance admin.'",
    passes: ['instance owner', 'instance admin'],
  },
  collaborators: {
    spec:
      "001 s6: 'Collaborator management (view invitations, invite, remove, change role) is for instance-level " +
      "admins and workspace owners or admins.'",
    passes: ['instance admin', ...WORKSPACE_MANAGEMENT],
  },
  workspaceSettings: {
    spec:
      "001 s6: 'Editing workspace settings: instance-level admin, instance owner, or a user with workspace owner " +
      "in the access list.'",
    passes: ['instance owner', 'instance admin', 'workspace owner'],
  },
  projectOwner: {
    spec: "000 s6 Project owner: 'project_owner in the project's rbac, or has workspace management.'",
    passes: [...WORKSPACE_MANAGEMENT, 'project owner'],
  },
  projectMaintainer: {
    spec: "000 s6 Project maintainer: 'Project maintainer, or project owner rights.'",
    passes: [...WORKSPACE_MANAGEMENT, 'project owner', 'project maintainer'],
  },
  projectMember: {
    spec: "000 s6 Project member: 'Listed in the project's rbac at all, or has maintainer rights.'",
    passes: [...WORKSPACE_MANAGEMENT, 'project owner', 'project maintainer', 'project developer'],
  },
} satisfies Record<string, Check>;

export interface Operation {
  check: keyof typeof CHECKS;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** `{w}` workspace, `{p}` project, `{a}` application, `{env}` cluster, `{dev}` dev's user id, `{actor}` a slug. */
  path: string;
  body?: unknown;
  /** Statuses that still mean "allowed": the check passed and a state rule answered (default: 2xx only). */
  alsoAllowed?: readonly number[];
}

/** Acme Production, its storefront project and storefront's feature-login branch (not deployed). */
const P = '/workspaces/{w}/projects/{p}';
export const OPERATIONS: readonly Operation[] = [
  { check: 'admin', method: 'GET', path: '/users/members' },
  { check: 'admin', method: 'GET', path: '/users/administrators' },
  { check: 'admin', method: 'GET', path: '/users/cloud-accounts' },
  { check: 'admin', method: 'GET', path: '/environments/{env}/nodes' },
  {
    check: 'admin',
    method: 'POST',
    path: '/users/members',
    body: { username: '{actor}.made@access.example.com', password: 'Access!pw1' },
  },
  { check: 'collaborators', method: 'GET', path: '/workspaces/{w}/invitations' },
  { check: 'collaborators', method: 'GET', path: '/workspaces/{w}/invite-link' },
  { check: 'collaborators', method: 'POST', path: '/workspaces/{w}/invitations', body: { email: '{actor}@x.example' } },
  { check: 'collaborators', method: 'PATCH', path: '/workspaces/{w}/users/{dev}', body: { role: 'DEVELOPER' } },
  {
    check: 'workspaceSettings',
    method: 'PUT',
    path: '/workspaces/{w}',
    body: { name: 'Acme Production', description: 'Edited by {actor}' },
  },
  {
    check: 'workspaceSettings',
    method: 'PUT',
    path: '/workspaces/{w}/logo',
    body: { logo: 'https://cdn.example.com/{actor}.png' },
  },
  { check: 'projectOwner', method: 'GET', path: `${P}/invitations` },
  // Storefront has running branches, so a permitted delete is refused by the state rule (400) and nothing is lost.
  { check: 'projectOwner', method: 'DELETE', path: P, alsoAllowed: [400] },
  { check: 'projectOwner', method: 'PATCH', path: `${P}/users/{dev}`, body: { role: 'PROJECT_DEVELOPER' } },
  { check: 'projectMaintainer', method: 'PUT', path: P, body: { description: 'Edited by {actor}' } },
  { check: 'projectMaintainer', method: 'GET', path: `${P}/secret-managers/access-secrets` },
  {
    check: 'projectMaintainer',
    method: 'POST',
    path: `${P}/secret-managers/access-secrets`,
    body: { values: { EDITOR: '{actor}' } },
  },
  { check: 'projectMaintainer', method: 'PATCH', path: `${P}/vscode-extensions`, body: { extensions: ['a.b'] } },
  { check: 'projectMaintainer', method: 'POST', path: '/secrets/{p}', body: { name: '{actor}', values: { K: 'v' } } },
  { check: 'projectMember', method: 'GET', path: `${P}/secret-managers` },
  { check: 'projectMember', method: 'GET', path: '/secrets/{p}' },
  { check: 'projectMember', method: 'GET', path: `${P}/users` },
  // Deploy: the first permitted deploy starts the task; later ones meet the state rules (409 running, 400 deployed).
  {
    check: 'projectMember',
    method: 'PATCH',
    path: `${P}/applications/{a}/activate`,
    body: {},
    alsoAllowed: [400, 409],
  },
];
