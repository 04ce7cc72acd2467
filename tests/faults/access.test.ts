/**
 * Scenario 8: every role of spec 000 section 6 against a representative operation per permission check
 * (`access-table.ts`): the emulator allows or refuses (403 with the spec's sentence) exactly as the table says.
 * Roles the demo world lacks are made through the API (admin member creation, invitations, a workspace transfer).
 * Then token attacks: expired, tampered signature, tampered claims, `alg: none`, a revoked command access token, a
 * deleted account's token and a valid token on a workspace its user is not in: refused with 401 or 403.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { startTestEmulator } from '@skiff/testkit';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHECKS, FORBIDDEN_MESSAGE, OPERATIONS, type Operation, ROLES, type Role } from './access-table.js';
import { type FaultEmulator, OWNER, recordRow, startFaultEmulator } from './harness.js';

let emu: FaultEmulator;
beforeAll(async () => {
  emu = await startFaultEmulator({ taskSpeed: 200 });
});
afterAll(() => emu?.close());

type Json = Record<string, unknown>;
interface Answer {
  status: number;
  body: Json;
}

async function call(token: string | undefined, method: string, path: string, body?: unknown): Promise<Answer> {
  const res = await fetch(`${emu.origin}/api/v2${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {} };
}

async function ok(token: string, method: string, path: string, body?: unknown): Promise<Json> {
  const answer = await call(token, method, path, body);
  if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

const fill = (text: string, vars: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k) => vars[k] ?? `{${k}}`);
const fillBody = (body: unknown, vars: Record<string, string>) =>
  body === undefined ? undefined : JSON.parse(fill(JSON.stringify(body), vars));

/** Signs every role's actor in; the roles the seed lacks are set up with the API in this emulator. */
async function actors(w: string, p: string): Promise<Record<Role, string>> {
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
    await ok(owner, 'POST', '/users/members', { username: email, password: 'Skiff!demo1' });
    tokens[role as Role] = await emu.token(email);
  }
  const transfer = await ok(owner, 'POST', `/workspaces/${w}/transfer`, { email: made['workspace owner'] });
  await ok(tokens['workspace owner']!, 'PATCH', `/invitations/${String(transfer._id)}/verify-transfer`, {
    token: transfer.token,
  });
  const invites: [Role, string, string][] = [
    ['workspace admin', `/workspaces/${w}/invitations`, 'WORKSPACE_ADMIN'],
    ['developer', `/workspaces/${w}/invitations`, 'DEVELOPER'],
    ['project owner', `/workspaces/${w}/projects/${p}/invitations`, 'PROJECT_OWNER'],
    ['project maintainer', `/workspaces/${w}/projects/${p}/invitations`, 'PROJECT_MAINTAINER'],
  ];
  for (const [role, path, granted] of invites) {
    const invitation = await ok(owner, 'POST', path, { email: made[role as keyof typeof made], role: granted });
    await ok(tokens[role]!, 'PATCH', '/invitations/verify', { token: invitation.token });
  }
  tokens['instance admin'] = await emu.token('ops@demo.skiff.dev');
  tokens.member = await emu.token('member@demo.skiff.dev');
  tokens['project developer'] = await emu.token('dev@demo.skiff.dev');
  return tokens as Record<Role, string>;
}

it('allows or refuses every role on every checked operation exactly as the permission table says', async () => {
  const owner = await emu.token();
  const acme = ((await ok(owner, 'GET', '/workspaces?search=Acme%20Production')).data as Json[])[0]!;
  const w = String(acme._id);
  const projects = (await ok(owner, 'GET', `/workspaces/${w}/projects`)).data as Json[];
  const p = String(projects.find((x) => x.name === 'storefront')!._id);
  const apps = (await ok(owner, 'GET', `/workspaces/${w}/projects/${p}/applications`)).data as Json[];
  const a = String(apps.find((x) => x.originBranch === 'feature-login')!._id);
  const env = String((acme.environment as Json)._id);
  const dev = String((await ok(await emu.token('dev@demo.skiff.dev'), 'GET', '/users/profile'))._id);
  await ok(owner, 'POST', `/workspaces/${w}/projects/${p}/secret-managers/access-secrets`, { values: { K: 'v' } });
  const tokens = await actors(w, p);

  // The roles really are what the rows say (rbac of the workspace and the project).
  const ws = await ok(owner, 'GET', `/workspaces/${w}`);
  const roleOf = async (role: Role) => {
    const id = String((await ok(tokens[role], 'GET', '/users/profile'))._id);
    const inWs = (ws.rbac as Json[]).find((e) => e.user === id)?.role;
    const members = (await ok(owner, 'GET', `/workspaces/${w}/projects/${p}/users`)).data as Json[];
    return `${inWs ?? '-'}/${members.find((m) => m._id === id)?.role ?? '-'}`;
  };
  expect(await roleOf('workspace owner')).toBe('WORKSPACE_OWNER/-');
  expect(await roleOf('workspace admin')).toBe('WORKSPACE_ADMIN/-');
  expect(await roleOf('developer')).toBe('DEVELOPER/-');
  expect(await roleOf('project owner')).toBe('DEVELOPER/PROJECT_OWNER');
  expect(await roleOf('project maintainer')).toBe('DEVELOPER/PROJECT_MAINTAINER');
  expect(await roleOf('project developer')).toBe('DEVELOPER/PROJECT_DEVELOPER');
  expect(await roleOf('member')).toBe('-/-');

  const mismatches: string[] = [];
  let allowed = 0;
  let refused = 0;
  for (const op of OPERATIONS as Operation[]) {
    for (const role of ROLES) {
      const vars = { w, p, a, env, dev, actor: role.replace(/ /g, '-') };
      const answer = await call(tokens[role], op.method, fill(op.path, vars), fillBody(op.body, vars));
      const expectAllowed = (CHECKS[op.check].passes as readonly Role[]).includes(role);
      const wasAllowed =
        (answer.status >= 200 && answer.status < 300) || (op.alsoAllowed ?? []).includes(answer.status);
      const refusedRight = answer.status === 403 && answer.body.message === FORBIDDEN_MESSAGE;
      if (expectAllowed ? !wasAllowed : !refusedRight) {
        mismatches.push(
          `${role}: ${op.method} ${op.path} (${op.check}, ${CHECKS[op.check].spec}) expected ${
            expectAllowed ? 'allowed' : '403'
          }, got ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`,
        );
      }
      if (expectAllowed) allowed++;
      else refused++;
    }
  }
  const cells = OPERATIONS.length * ROLES.length;
  recordRow({
    scenario: '8 access: role x operation matrix',
    faults: `${ROLES.length} roles x ${OPERATIONS.length} ops (${Object.keys(CHECKS).length} checks) = ${cells}`,
    outcome: `${mismatches.length === 0 ? 'pass' : 'FAIL'}: ${allowed} allowed, ${refused} refused 403 as the table says`,
    lost: '-',
    duplicated: `${mismatches.length} mismatches`,
  });
  expect(mismatches).toEqual([]);
}, 60_000);

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

it('refuses expired, tampered, alg-none, revoked and foreign tokens with 401 or 403', async () => {
  const results: { name: string; status: number; want: number[] }[] = [];
  const expect401 = async (name: string, token: string | undefined, path = '/users/profile') =>
    results.push({ name, status: (await call(token, 'GET', path)).status, want: [401] });
  const owner = await emu.token(OWNER);
  const member = await emu.token('member@demo.skiff.dev');
  expect((await call(owner, 'GET', '/users/profile')).status).toBe(200);
  const [head, body, signature] = owner.split('.') as [string, string, string];

  await expect401('no token', undefined);
  const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
  await expect401('tampered signature', `${head}.${body}.${flipped}`);
  const ownerClaims = JSON.parse(Buffer.from(body, 'base64url').toString());
  const [mHead, mBody, mSig] = member.split('.') as [string, string, string];
  const memberClaims = JSON.parse(Buffer.from(mBody, 'base64url').toString());
  await expect401('claims swapped to the owner', `${mHead}.${b64({ ...memberClaims, sub: ownerClaims.sub })}.${mSig}`);
  await expect401('alg none', `${b64({ alg: 'none', typ: 'JWT' })}.${body}.`);
  await expect401('alg none, signature kept', `${b64({ alg: 'none', typ: 'JWT' })}.${body}.${signature}`);
  await expect401('alg HS512 relabelled', `${b64({ alg: 'HS512', typ: 'JWT' })}.${body}.${signature}`);

  // A command access token works until it is revoked.
  const created = await ok(member, 'POST', '/users/command-access-token', { note: 'ci' });
  const command = String(created.token);
  expect((await call(command, 'GET', '/users/profile')).status).toBe(200);
  const w = String((((await ok(owner, 'GET', '/workspaces?search=Acme%20Production')).data as Json[])[0] as Json)._id);
  results.push({
    name: "command token on a workspace it's not in",
    status: (await call(command, 'GET', `/workspaces/${w}`)).status,
    want: [403],
  });
  await ok(member, 'DELETE', `/users/command-access-token/${String(created._id)}`);
  await expect401('revoked command access token', command);
  await expect401('revoked command access token on a workspace', command, `/workspaces/${w}`);

  // Valid tokens of other users on workspaces they are not in.
  results.push({
    name: "member's JWT on Acme",
    status: (await call(member, 'GET', `/workspaces/${w}`)).status,
    want: [403],
  });
  const personal = ((await ok(owner, 'GET', "/workspaces?search=Owner's%20Personal")).data as Json[])[0]!;
  const admin = await emu.token('admin@demo.skiff.dev');
  const foreign = await call(admin, 'GET', `/workspaces/${String(personal._id)}/projects`);
  results.push({
    name: "workspace admin's JWT on the owner's personal workspace",
    status: foreign.status,
    want: [403],
  });

  // A signed, unexpired token of an account that was deleted since.
  const gone = await ok(owner, 'POST', '/users/members', {
    username: 'gone@access.example.com',
    password: 'Skiff!demo1',
  });
  const goneToken = await emu.token('gone@access.example.com');
  expect((await call(goneToken, 'GET', '/users/profile')).status).toBe(200);
  await ok(owner, 'DELETE', `/users/members/${String(gone._id)}`);
  await expect401('JWT of a deleted account', goneToken);

  // Expired: a second emulator whose tokens live one second.
  const short = await startTestEmulator({ tokenTtlSeconds: 1 });
  try {
    const token = await short.tokenFor(OWNER);
    const before = await fetch(`${short.origin}/api/v2/users/profile`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(before.status).toBe(200);
    await sleep(2_100);
    const after = await fetch(`${short.origin}/api/v2/users/profile`, {
      headers: { authorization: `Bearer ${token}` },
    });
    results.push({ name: 'expired JWT', status: after.status, want: [401] });
  } finally {
    await short.close();
  }

  const wrong = results.filter((r) => !r.want.includes(r.status)).map((r) => `${r.name}: ${r.status}`);
  recordRow({
    scenario: '8 access: token attacks',
    faults: `${results.length} attacks: expired, tampered sig/claims, alg none/HS512, revoked, deleted user, foreign ws`,
    outcome: `${wrong.length === 0 ? 'pass' : 'FAIL'}: ${results.filter((r) => r.status === 401).length}x401, ${results.filter((r) => r.status === 403).length}x403`,
    lost: '-',
    duplicated: `${wrong.length} accepted`,
  });
  expect(wrong).toEqual([]);
}, 30_000);
