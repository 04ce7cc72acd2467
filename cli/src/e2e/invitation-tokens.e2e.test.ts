/**
 * An invitation's token lets whoever holds it accept the invitation: the CLI never prints it, in either mode, to the
 * inviter (members invite, workspaces transfer, invitations list --workspace) or the invitee (invitations list).
 * The server does send it: the invitee's raw `skiff api` request shows it, so these tests would see a leak.
 */
import { DEMO_DEV, DEMO_PASSWORD_FOR_TESTS } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import { jsonOf, useSignedInCli } from './signed-in.js';

const owner = useSignedInCli(undefined, async () => {
  const login = ['--profile', 'dev', 'auth', 'login', '--origin', owner.emulator.origin, '--email', DEMO_DEV];
  expect((await owner.cli([...login, '--password-stdin'], { input: DEMO_PASSWORD_FOR_TESTS })).code).toBe(0);
  expect((await owner.cli(['workspaces', 'create', 'Handover', '--single-node'])).code).toBe(0);
});
const dev = (args: string[]) => owner.cli(['--profile', 'dev', ...args]);

/** The tokens of the developer's pending invitations, as the server sends them (a raw request). */
async function pendingTokens(): Promise<string[]> {
  const raw = await dev(['api', 'GET', '/invitations']);
  expect(raw.code, raw.stderr).toBe(0);
  const answer = jsonOf(raw);
  const tokens = (Array.isArray(answer) ? answer : answer.data).map(
    (invitation: { token?: string }) => invitation.token,
  );
  expect(tokens.length).toBeGreaterThan(0);
  for (const token of tokens) expect(token).toMatch(/^\S{8,}$/);
  return tokens;
}

/** Asserts that no output of `results` holds any of `tokens` or a `token` key. */
function expectNoToken(results: { stdout: string; stderr: string }[], tokens: string[]) {
  for (const { stdout, stderr } of results) {
    expect(stdout).not.toMatch(/"token"/);
    for (const token of tokens) expect(`${stdout}${stderr}`).not.toContain(token);
  }
}

describe('invitation tokens stay out of the output', () => {
  it('Given invitations to a workspace and a project, When sent and listed in both modes, Then no token', async () => {
    const toWorkspace = ['members', 'invite', DEMO_DEV, '--workspace', 'Initech Internal'];
    const invited = await owner.cli([...toWorkspace, '--json']);
    expect(invited.code).toBe(0);
    expect(jsonOf(invited)).toMatchObject({ email: DEMO_DEV, role: 'DEVELOPER', inviteStatus: 'PENDING' });
    const toProject = (email: string) => ['members', 'invite', email, '--project', 'Acme Production/storefront'];
    const human = await owner.cli(toProject('qa@example.com'));
    expect(human.stdout).toBe(
      "Invited qa@example.com to project 'Acme Production/storefront' as PROJECT_MAINTAINER.\n",
    );
    const projectJson = await owner.cli([...toProject('qb@example.com'), '--json']);
    expect(jsonOf(projectJson)).toMatchObject({ email: 'qb@example.com', role: 'PROJECT_MAINTAINER' });
    const inviterList = await owner.cli(['invitations', 'list', '--workspace', 'Initech Internal', '--json']);
    expect(jsonOf(inviterList).items).toContainEqual(expect.objectContaining({ email: DEMO_DEV }));
    const inviteeList = await dev(['invitations', 'list', '--json']);
    expect(jsonOf(inviteeList).items).toContainEqual(expect.objectContaining({ target: 'Initech Internal' }));
    const results = [invited, human, projectJson, inviterList, inviteeList, await dev(['invitations', 'list'])];
    expectNoToken(results, await pendingTokens());
  });

  it('Given a workspace transfer, When started with --json and in the human mode, Then no token', async () => {
    const transfer = ['workspaces', 'transfer', 'Handover', '--to', DEMO_DEV, '--confirm', 'Handover'];
    const json = await owner.cli([...transfer, '--json']);
    expect([json.code, json.stderr]).toEqual([0, '']);
    expect(jsonOf(json)).toMatchObject({ inviteType: 'TRANSFER_WORKSPACE', email: DEMO_DEV, inviteStatus: 'PENDING' });
    const firstTokens = await pendingTokens();
    expect((await owner.cli(['workspaces', 'revoke-transfer', 'Handover'])).code).toBe(0);
    const human = await owner.cli(transfer);
    expect(human.stdout).toBe(`Transfer of 'Handover' to ${DEMO_DEV} started.\n`);
    expectNoToken([json, human], [...firstTokens, ...(await pendingTokens())]);
    const accepted = await dev(['invitations', 'accept', 'Handover', '--json']);
    expect(accepted.code, accepted.stderr).toBe(0);
    expect(jsonOf(accepted)).toMatchObject({ name: 'Handover' });
  });
});
