import { describe, expect, it } from 'vitest';
import { useSignedInCli } from './signed-in.js';

const MAIN = 'Acme Production/storefront/main';
const CONTAINER = 'storefront-main';

const s = useSignedInCli();

const stdoutLines = (stdout: string) => stdout.trimEnd().split('\n');
const jsonLines = (stdout: string) => stdoutLines(stdout).map((line) => JSON.parse(line));

describe('skiff logs tail --lines', () => {
  it('Given a finished activity, When asking for the last 20 lines, Then they are the end of the whole log', async () => {
    const whole = await s.cli(['logs', 'tail', MAIN]);
    expect(whole.code).toBe(0);
    const all = stdoutLines(whole.stdout);
    expect(all.length).toBeGreaterThan(20);
    const last = await s.cli(['logs', 'tail', MAIN, '--lines', '20']);
    expect(last.code).toBe(0);
    expect(stdoutLines(last.stdout)).toEqual(all.slice(-20));
    expect(last.stderr).toBe(`(${all.length} lines; task SUCCESS)\n`);
  });

  it('Given --json and more lines asked than exist, When tailing, Then every line with its index, then the end', async () => {
    const all = stdoutLines((await s.cli(['logs', 'tail', MAIN])).stdout);
    const result = await s.cli(['logs', 'tail', MAIN, '--lines', '1000', '--json']);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    const objects = jsonLines(result.stdout);
    expect(objects.at(-1)).toEqual({ end: true, status: 'SUCCESS', lines: all.length });
    const lines = objects.slice(0, -1);
    expect(lines.map((line) => line.message)).toEqual(all);
    expect(lines.map((line) => line.index)).toEqual(all.map((_, i) => i));
  });

  it('Given a running task, When following from the last 20 lines, Then the rest comes once, in order', async () => {
    const started = await s.cli(['deploy', 'Acme Production/legacy-lamp/feature-login']);
    expect(started.code).toBe(0);
    const activityId = started.stdout.trim();
    const followed = await s.cli(['logs', 'tail', activityId, '--lines', '20', '--follow', '--json']);
    expect(followed.code).toBe(0);
    const objects = jsonLines(followed.stdout);
    const end = objects.at(-1);
    expect(end).toMatchObject({ end: true, status: 'SUCCESS' });
    const whole = jsonLines((await s.cli(['logs', 'tail', activityId, '--json'])).stdout).slice(0, -1);
    expect(whole).toHaveLength(end.lines);
    const printed = objects.slice(0, -1);
    expect(printed.length).toBeGreaterThanOrEqual(Math.min(20, whole.length));
    expect(printed).toEqual(whole.slice(whole.length - printed.length));
  });

  it('Given any line count, like tail -n, When tailing, Then exactly that many last lines', async () => {
    const all = stdoutLines((await s.cli(['logs', 'tail', MAIN])).stdout);
    expect(all.length).toBeGreaterThan(5);
    const result = await s.cli(['logs', 'tail', MAIN, '--lines', '5']);
    expect(result.code).toBe(0);
    expect(stdoutLines(result.stdout)).toEqual(all.slice(-5));
  });

  it('Given a line count that is not a whole number of 1 or more, When tailing, Then exit 2 naming --lines and the rule', async () => {
    for (const bad of ['0', '2.5']) {
      const result = await s.cli(['logs', 'tail', MAIN, '--lines', bad]);
      expect(result.code).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toContain(`--lines '${bad}' is not a whole number of at least 1.`);
    }
  });
});

describe('skiff logs tail --http', () => {
  it("Given a running container, When tailing its HTTP log, Then 20 lines by default, --lines' count when given", async () => {
    const result = await s.cli(['logs', 'tail', MAIN, '--http', CONTAINER]);
    expect(result.code).toBe(0);
    const lines = stdoutLines(result.stdout);
    expect(lines).toHaveLength(20);
    for (const line of lines) expect(line).toMatch(/^\S+Z \S+ "GET \S+ HTTP\/1\.1" \d{3} \d+$/);
    const more = await s.cli(['logs', 'tail', MAIN, '--http', CONTAINER, '--lines', '100']);
    expect(stdoutLines(more.stdout)).toHaveLength(100);
  });

  it('Given --json, When tailing an HTTP log, Then one object per line with its timestamp and message', async () => {
    const result = await s.cli(['logs', 'tail', MAIN, '--http', CONTAINER, '--json']);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    const objects = jsonLines(result.stdout);
    expect(objects).toHaveLength(20);
    for (const line of objects) expect(line.message.startsWith(line.timestamp)).toBe(true);
  });

  it('Given a container the application does not have, When tailing, Then exit 5 naming it, with the close name and how to list them', async () => {
    const unknown = await s.cli(['logs', 'tail', MAIN, '--http', 'no-such-container']);
    expect(unknown.code).toBe(5);
    expect(unknown.stderr).toMatch(/^Error: No container named 'no-such-container'\./);
    expect(unknown.stderr).toContain(`skiff apps get '${MAIN}'`);
    const typo = await s.cli(['logs', 'tail', MAIN, '--http', 'storefront-mian']);
    expect(typo.code).toBe(5);
    expect(typo.stderr).toContain(`Did you mean '${CONTAINER}'?`);
  });

  it('Given --http with --follow, When tailing, Then exit 2 before any request', async () => {
    const result = await s.cli(['logs', 'tail', MAIN, '--http', CONTAINER, '--follow', '--verbose']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--follow follows an activity log');
    expect(result.stderr).not.toContain('HTTP GET');
  });
});
