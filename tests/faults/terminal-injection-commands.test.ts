/**
 * Scenario 7, every output path: a real emulator whose workspace, project, branch and a second same-named
 * workspace carry CSI, OSC 0 (title), OSC 52, BEL, BS and bidi overrides, then every kind of line the CLI prints
 * about them: tables, details, JSON, empty states ("No ... in NAME"), "Started X on ..." lines, progress headers
 * and bars (--wait), hints, "did you mean" and ambiguity errors, confirmation refusals, commander's usage errors.
 * Pass: stdout and stderr hold no raw control byte and no bidi control, and the visible text is still there.
 */
import { runCli, startTestEmulator, type TestEmulator } from '@skiff/testkit';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { OWNER, PASSWORD, recordRow } from './harness.js';

const EVIL =
  '\u001b]0;pwned\u0007\u001b[31mRED\u001b]52;c;cm0gLXJm\u0007\u202eLTR\u202c\u2066iso\u2069 bell\u0007 b\bs';
const VISIBLE = 'RED';
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

let emulator: TestEmulator;
let env: Record<string, string>;
const ids = { workspace: '', project: '', app: '' };
const cli = (args: string[]) => runCli(args, { env, timeoutMs: 60_000, input: '' });

beforeAll(async () => {
  emulator = await startTestEmulator({ taskSpeed: 200 });
  env = { SKIFF_CONFIG_DIR: emulator.configDir };
  const login = await runCli(['auth', 'login', '--origin', emulator.origin, '--email', OWNER, '--password-stdin'], {
    env,
    input: PASSWORD,
  });
  expect(login.code).toBe(0);
  const created = await cli(['workspaces', 'create', `W ${EVIL}`, '--single-node', '--description', EVIL, '--json']);
  ids.workspace = JSON.parse(created.stdout)._id;
  const project = await cli([
    'projects',
    'create',
    `p${EVIL}`,
    '--workspace',
    ids.workspace,
    '--repo',
    'acme/evil',
    '--type',
    'nodejs',
    '--branch',
    `b${EVIL}`,
    '--wait',
    '--json',
  ]);
  expect(project.code, project.stderr).toBe(0);
  const listed = JSON.parse((await cli(['apps', 'list', '--workspace', ids.workspace, '--json'])).stdout);
  ids.app = listed.items[0]._id;
  ids.project = listed.items[0].project?._id ?? listed.items[0].project;
}, 120_000);
afterAll(async () => {
  await emulator?.close();
});

const ref = () => `${ids.workspace}/${ids.project}/${ids.app}`;

/** Each command with what must still be visible; run in order (the twin workspace comes late). */
const COMMANDS: Array<[string, () => string[], string]> = [
  ['workspaces list', () => ['workspaces', 'list'], VISIBLE],
  ['workspaces list --json', () => ['workspaces', 'list', '--json'], VISIBLE],
  ['workspaces get', () => ['workspaces', 'get', ids.workspace], VISIBLE],
  ['projects list', () => ['projects', 'list', '--workspace', ids.workspace], VISIBLE],
  ['projects get', () => ['projects', 'get', `${ids.workspace}/${ids.project}`], VISIBLE],
  ['apps list', () => ['apps', 'list', '--workspace', ids.workspace], VISIBLE],
  ['apps get', () => ['apps', 'get', ref()], VISIBLE],
  ['domains list (empty state)', () => ['domains', 'list', ids.workspace], 'No custom domains in W '],
  ['invitations list (empty state)', () => ['invitations', 'list', '--workspace', ids.workspace], 'No '],
  ['members list', () => ['members', 'list', '--workspace', ids.workspace], '@'],
  ['activities list', () => ['activities', 'list', '--workspace', ids.workspace], 'CREATE'],
  ['tags list (empty state)', () => ['tags', 'list', '--project', `${ids.workspace}/${ids.project}`], 'No '],
  ['backups list (empty state)', () => ['backups', 'list', ref()], 'No '],
  ['logs tail', () => ['logs', 'tail', ref()], ''],
  ['apps deploy --wait (progress header and bar)', () => ['apps', 'deploy', ref(), '--wait'], VISIBLE],
  ['apps pause (Started ... on ...)', () => ['apps', 'pause', ref()], `Started`],
  ['apps unpause --wait (progress header)', () => ['apps', 'unpause', ref(), '--wait'], VISIBLE],
  ['workspaces delete without --confirm (hint)', () => ['workspaces', 'delete', ids.workspace], '--confirm'],
  ['a name with a typo (did you mean)', () => ['workspaces', 'get', `W ${EVIL}x`], 'Did you mean'],
  ['commander usage error', () => ['workspaces', 'list', `--x${EVIL}`], 'Unknown option'],
  ['a name two workspaces have (candidates)', () => ['workspaces', 'get', `W ${EVIL}`], 'use an id instead'],
];

for (const [name, args, visible] of COMMANDS) {
  it(`prints ${name} inert`, async () => {
    if (name.startsWith('a name two')) {
      await cli(['workspaces', 'create', `W ${EVIL}`, '--single-node']);
    }
    const result = await cli(args());
    const output = result.stdout + result.stderr;
    const raw = UNSAFE.exec(output);
    recordRow({
      scenario: `7 terminal injection (emulator): ${name}`,
      faults: 'CSI, OSC 0, OSC 52, BEL, BS, bidi override and isolate',
      outcome: `${raw ? `FAIL: raw U+${raw[0].charCodeAt(0).toString(16)}` : 'pass: inert'} (exit ${result.code})`,
      lost: '-',
      duplicated: '-',
    });
    expect(raw, JSON.stringify(output)).toBeNull();
    expect(output).toContain(visible);
  });
}
