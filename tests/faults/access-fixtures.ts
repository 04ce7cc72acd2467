/**
 * Scenario 8's world: one actor per role of spec 000 section 6 on Acme Production and its storefront project
 * (roles the demo world lacks are made through the API: admin member creation, invitations, a workspace transfer),
 * and the ids that fill the contract's path parameters.
 */

import type { PermissionUser } from '@skiff/sdk/domain';
import type { Role } from './access-table.js';
import type { FaultEmulator } from './harness.js';

export type Json = Record<string, unknown>;

export interface Answer {
  status: number;
  body: Json;
}

/** One API call with the given bearer token (or none); the answer's body is parsed when it is JSON. */
export async function call(
  origin: string,
  token: string | undefined,
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer> {
  const url =
    path.startsWith('/api/') || path.startsWith('/auth/') || path.startsWith('/webhooks/') ? path : `/api/v2${path}`;
  const res = await fetch(`${origin}${url}`, {
    method,
    redirect: 'manual',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: Json = {};
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    parsed = { text: text.slice(0, 80) };
  }
  return { status: res.status, body: parsed };
}

export const FIXTURE_KEYS = [
  'workspace',
  'project',
  'application',
  'environment',
  'developer',
  'collaborator',
  'activity',
  'deployment',
  'snapshot',
  'notification',
  'commandToken',
  'cloudAccount',
  'hostedZone',
  'awsOrder',
  'catalog',
  'domain',
  'spare',
  'branch',
  'name',
] as const;
export type FixtureKey = (typeof FIXTURE_KEYS)[number];

/** An id no entity has: operations on entities the demo world lacks still meet their role check first. */
const NOBODY = '0000000000000000000000aa';

/** The fixture a path parameter takes unless an operation says otherwise; `id` depends on the path's first part. */
export function fixtureOf(param: string, path: string): FixtureKey | undefined {
  const byName: Record<string, FixtureKey> = {
    workspaceId: 'workspace',
    projectId: 'project',
    applicationId: 'application',
    appId: 'application',
    environmentId: 'environment',
    userId: 'developer',
    activityId: 'activity',
    deploymentId: 'deployment',
    cloudAccountId: 'cloudAccount',
    domainId: 'domain',
    branch: 'branch',
    name: 'name',
  };
  if (byName[param]) return byName[param];
  if (param !== 'id') return undefined;
  const first = path.split('/')[3];
  const byArea: Record<string, FixtureKey> = {
    activities: 'activity',
    notifications: 'notification',
    'aws-orders': 'awsOrder',
    projects: 'project',
    applications: 'application',
    snapshots: 'snapshot',
    catalogs: 'catalog',
    'hosted-zones': 'hostedZone',
    users: path.includes('command-access-token') ? 'commandToken' : 'developer',
  };
  return first ? byArea[first] : undefined;
}

export interface AccessWorld {
  tokens: Record<Role, string>;
  /** Each actor as the permission checks see it: id and instance role (from their profile). */
  users: Record<Role, PermissionUser>;
  ids: Record<FixtureKey, string>;
  /** Fills a parameter: its fixture, else an id no entity has. */
  idFor(param: string, path: string, override?: FixtureKey): string;
}

/** A call that must succeed (2xx): its body, else an error naming the call and the answer. */
export async function callOk(
  origin: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Json> {
  const answer = await call(origin, token, method, path, body);
  if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

const firstId = async (emu: FaultEmulator, token: string, path: string): Promise<string> => {
  const answer = await call(emu.origin, token, 'GET', path);
  const list = Array.isArray(answer.body) ? answer.body : ((answer.body.data as Json[] | undefined) ?? []);
  return String((list[0] as Json | undefined)?._id ?? NOBODY);
};

/** Signs every role's actor in; the roles the seed lacks are set up with the API in this emulator. */
async function actors(emu: FaultEmulator, w: string, p: string): Promise<Record<Role, string>> {
  const owner = await emu.token();
  const made = {
    'workspace owner': 'wso@access.example.com',
    'workspace admin': 'wsa@access.example.com',
    developer: 'wsd@access.example.com',
    'project owner': 'po@access.example.com',
    'project maintainer': 'pm@access.example.com',
  } as const;
  const tokens: Partial<Record<Role, string>> = { 'instance owner': owner };
  for (const [role, email] of Object.entries(made)) {
    await callOk(emu.origin, owner, 'POST', '/users/members', { username: email, password: 'Skiff!demo1' });
    tokens[role as Role] = await emu.token(email);
  }
  const transfer = await callOk(emu.origin, owner, 'POST', `/workspaces/${w}/transfer`, {
    email: made['workspace owner'],
  });
  await callOk(
    emu.origin,
    tokens['workspace owner']!,
    'PATCH',
    `/invitations/${String(transfer._id)}/verify-transfer`,
    {
      token: transfer.token,
    },
  );
  const invites: [Role, string, string][] = [
    ['workspace admin', `/workspaces/${w}/invitations`, 'WORKSPACE_ADMIN'],
    ['developer', `/workspaces/${w}/invitations`, 'DEVELOPER'],
    ['project owner', `/workspaces/${w}/projects/${p}/invitations`, 'PROJECT_OWNER'],
    ['project maintainer', `/workspaces/${w}/projects/${p}/invitations`, 'PROJECT_MAINTAINER'],
  ];
  for (const [role, path, granted] of invites) {
    const invitation = await callOk(emu.origin, owner, 'POST', path, {
      email: made[role as keyof typeof made],
      role: granted,
    });
    await callOk(emu.origin, tokens[role]!, 'PATCH', '/invitations/verify', { token: invitation.token });
  }
  tokens['instance admin'] = await emu.token('ops@demo.skiff.dev');
  tokens.member = await emu.token('member@demo.skiff.dev');
  tokens['project developer'] = await emu.token('dev@demo.skiff.dev');
  return tokens as Record<Role, string>;
}

/** Acme Production, its storefront project, storefront's feature-login branch (not deployed), and the rest. */
export async function setUpAccessWorld(emu: FaultEmulator): Promise<AccessWorld> {
  const owner = await emu.token();
  const acme = ((await callOk(emu.origin, owner, 'GET', '/workspaces?search=Acme%20Production')).data as Json[])[0]!;
  const w = String(acme._id);
  const projects = (await callOk(emu.origin, owner, 'GET', `/workspaces/${w}/projects`)).data as Json[];
  const p = String(projects.find((x) => x.name === 'storefront')!._id);
  const apps = (await callOk(emu.origin, owner, 'GET', `/workspaces/${w}/projects/${p}/applications`)).data as Json[];
  const a = String(apps.find((x) => x.originBranch === 'feature-login')!._id);
  const main = String(apps.find((x) => x.originBranch === 'main')!._id);
  await callOk(emu.origin, owner, 'POST', `/workspaces/${w}/projects/${p}/secret-managers/access-secrets`, {
    values: { K: 'v' },
  });
  const tokens = await actors(emu, w, p);
  const users = Object.fromEntries(
    await Promise.all(
      Object.entries(tokens).map(async ([role, token]) => {
        const profile = await callOk(emu.origin, token, 'GET', '/users/profile');
        return [role, { _id: String(profile._id), role: String(profile.role) }];
      }),
    ),
  ) as Record<Role, PermissionUser>;
  // A collaborator no actor depends on, for the calls that remove one.
  const spare = await callOk(emu.origin, owner, 'POST', '/users/members', {
    username: 'spare@access.example.com',
    password: 'Skiff!demo1',
  });
  const spareToken = await emu.token('spare@access.example.com');
  const invitation = await callOk(emu.origin, owner, 'POST', `/workspaces/${w}/invitations`, {
    email: 'spare@access.example.com',
    role: 'DEVELOPER',
  });
  await callOk(emu.origin, spareToken, 'PATCH', '/invitations/verify', { token: invitation.token });
  // A deployment (tag) of storefront and a custom domain on its main branch, which the demo world lacks.
  const tag = await callOk(emu.origin, owner, 'POST', `/workspaces/${w}/projects/${p}/deployments`, {
    name: 'v-access',
    containerImage: 'nginx:1',
  });
  const domain = await callOk(
    emu.origin,
    owner,
    'POST',
    `/workspaces/${w}/projects/${p}/applications/${main}/domains`,
    {
      domain: 'access.example.com',
    },
  );
  const mainDetail = await callOk(emu.origin, owner, 'GET', `/applications/${main}`);
  const ids: Record<FixtureKey, string> = {
    workspace: w,
    project: p,
    application: a,
    environment: String((acme.environment as Json)._id),
    developer: users['project developer']._id,
    collaborator: String(spare._id),
    activity: await firstId(emu, owner, `/applications/${main}/activities`),
    deployment: String(tag._id),
    snapshot: String(((mainDetail.snapshots as Json[] | undefined)?.[0] as Json | undefined)?._id ?? NOBODY),
    notification: await firstId(emu, owner, '/notifications'),
    commandToken: await firstId(emu, owner, '/users/command-access-token'),
    cloudAccount: await firstId(emu, owner, '/users/cloud-accounts'),
    hostedZone: await firstId(emu, owner, '/hosted-zones'),
    awsOrder: await firstId(emu, owner, '/aws-orders'),
    catalog: await firstId(emu, owner, '/catalogs'),
    domain: String((domain.domain as Json | undefined)?._id ?? NOBODY),
    spare: String(spare._id),
    branch: 'main',
    name: 'access-secrets',
  };
  return {
    tokens,
    users,
    ids,
    idFor: (param, path, override) => {
      const key = override ?? fixtureOf(param, path);
      return key ? ids[key] : NOBODY;
    },
  };
}
