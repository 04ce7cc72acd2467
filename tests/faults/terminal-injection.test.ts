/**
 * Scenario 7: workspace names, branch names, log lines and error messages carrying ANSI (CSI), OSC 8 links,
 * OSC 52 clipboard writes, DCS and 8-bit C1 controls. Pass: everything the CLI prints (text and --json) holds no
 * raw ESC, BEL or C1 byte, and the visible text is still there.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runCli } from '@skiff/testkit';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recordRow } from './harness.js';

const EVIL = [
  '\u001b[2J\u001b[31mred\u001b[0m',
  '\u001b]8;;https://evil.example/\u0007click\u001b]8;;\u0007',
  '\u001b]52;c;cm0gLXJmIH4=\u0007',
  '\u001bP1$qm\u001b\\',
  '\u009b31m\u009d0;title\u0007',
  'bell\u0007 back\bspace',
].join(' ');
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
const ID = '65a1b2c3d4e5f6a7b8c9d0e1';

const workspace = { _id: ID, name: `Acme ${EVIL}`, description: EVIL, rbac: [], tags: [] };
const app = { _id: ID, name: `feature/${EVIL}`, applicationName: `storefront-${EVIL}`, status: null };
const ANSWERS: Record<string, unknown> = {
  '/api/v2/workspaces': { data: [workspace], totalItem: 1 },
  [`/api/v2/workspaces/${ID}`]: workspace,
  [`/api/v2/workspaces/${ID}/applications`]: { data: [app], totalItem: 1 },
  [`/api/v2/workspaces/${ID}/projects`]: { data: [{ _id: ID, name: `shop ${EVIL}`, workspace: ID }], totalItem: 1 },
  [`/api/v2/activities/${ID}/logs`]: {
    data: [{ message: `2026-11-22T10:00:00.000Z ${EVIL}` }],
    task: { status: 'SUCCESS' },
    nextToken: '1',
  },
};

const server = createServer((req, res) => {
  const path = (req.url ?? '').split('?')[0] ?? '';
  const known = ANSWERS[path];
  const [status, body] = known
    ? [
        200,
        path.endsWith('/logs') && req.url?.includes('nextToken=1')
          ? { data: [], task: { status: 'SUCCESS' }, nextToken: '1' }
          : known,
      ]
    : [404, { path, statusCode: 404, message: `Workspace ${EVIL} not found`, error: 'Not Found' }];
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
});
let env: Record<string, string>;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  env = { SKIFF_ORIGIN: origin, SKIFF_TOKEN: 'test-token', SKIFF_CONFIG_DIR: '/nonexistent-skiff-config' };
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const COMMANDS: [string, string[], string][] = [
  ['workspaces list', ['workspaces', 'list'], 'Acme'],
  ['workspaces list --json', ['workspaces', 'list', '--json'], 'Acme'],
  ['workspaces get', ['workspaces', 'get', ID], 'Acme'],
  ['apps list', ['apps', 'list', '--workspace', ID], 'feature/'],
  ['logs tail', ['logs', 'tail', ID], 'click'],
  ['logs tail --json', ['logs', 'tail', ID, '--json'], 'click'],
  ['error message (404)', ['logs', 'tail', 'ffffffffffffffffffffffff'], 'not found'],
];

for (const [name, args, visible] of COMMANDS) {
  it(`prints ${name} inert`, async () => {
    const result = await runCli(args, { env, timeoutMs: 20_000 });
    const output = result.stdout + result.stderr;
    const raw = RAW_CONTROL.exec(output);
    recordRow({
      scenario: `7 terminal injection: ${name}`,
      faults: 'CSI, OSC 8, OSC 52, DCS, C1, BEL, BS',
      outcome: `${raw ? `FAIL: raw U+${raw[0].charCodeAt(0).toString(16)}` : 'pass: inert'} (exit ${result.code})`,
      lost: '-',
      duplicated: '-',
    });
    expect(raw, JSON.stringify(output)).toBeNull();
    expect(output).toContain(visible);
  });
}
