/**
 * Flags are judged before the session (issue 20): a malformed flag is a usage error (exit 2) with its one sentence
 * whether or not anyone is signed in, never "Not signed in" first. Every row of the signed-in bad-input table runs
 * here with an empty configuration folder and no SKIFF_TOKEN, except those whose message needs the server.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import { needsTheServer, usageErrors } from './usage-errors.js';

const dir = mkdtempSync(join(tmpdir(), 'skiff-no-session-'));
const ROWS = usageErrors(dir).filter(([args]) => !needsTheServer(args));
const NO_SESSION = { SKIFF_CONFIG_DIR: join(dir, 'config') };

describe('usage errors before the session', () => {
  it('Given no session, When a command without a usage error runs, Then it says Not signed in (exit 3)', async () => {
    const result = await runCli(['apps', 'deploy', 'Acme Production/storefront/main', '--storage', '10'], {
      env: NO_SESSION,
      input: '',
    });
    expect([result.code, result.stderr]).toEqual([3, expect.stringMatching(/^Error: Not signed in/)]);
  });

  it.each(['not-a-url', 'ftp://u:secretpw@127.0.0.1:1'])(
    'Given SKIFF_ORIGIN=%s, When a command runs, Then exit 2 says it is no http URL, without repeating it',
    async (origin) => {
      const result = await runCli(['workspaces', 'list'], {
        env: { ...NO_SESSION, SKIFF_TOKEN: 'skf_not_a_real_token', SKIFF_ORIGIN: origin },
      });
      expect([result.code, result.stdout]).toEqual([2, '']);
      expect(result.stderr).toMatch(/^Error: SKIFF_ORIGIN is not an http or https URL\.\nSet it to /);
      expect(result.stderr).not.toContain(origin);
    },
  );

  it.each(ROWS)('Given no session and skiff %j, When run, Then exit 2 and the flag message', async (args, message) => {
    const result = await runCli(args, { env: NO_SESSION, input: '', timeoutMs: 30_000 });
    expect([result.code, result.stdout, result.stderr]).toEqual([2, '', `Error: ${message}\n`]);
  });
});
