import { applicationBranch } from '@skiff/sdk';
import { matchesApplicationStatusFilter } from '@skiff/sdk/domain';
import chalk from 'chalk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApplication, routesTo } from '../../test/demo-paths.js';
import { setupEmulatorSession } from '../../test/emulator-session.js';
import { KEYS } from '../../test/render-app.js';
import { collect } from '../shared/collect.js';

const session = setupEmulatorSession({ push: false });

/**
 * The project's branches as the API lists them, by deployed or not (the demo world's start-up deploy has ended before
 * a test emulator answers, so none changes state under the test).
 */
async function branchesOf(path: Awaited<ReturnType<typeof demoApplication>>) {
  const { workspaceId, projectId } = path.ids;
  const all = await collect(session.client.applications.list(workspaceId, projectId, { pageSize: 100 }));
  const deployed = all.filter((a) => !matchesApplicationStatusFilter(a, 'Undeployed')).map(applicationBranch);
  const undeployed = all.filter((a) => matchesApplicationStatusFilter(a, 'Undeployed')).map(applicationBranch);
  return { deployed, undeployed };
}

const BOLD = '\u001b[1m';

// The fake terminal is no TTY, so Ink's chalk would drop every style; bold is what this test looks for.
const level = chalk.level;
beforeAll(() => {
  chalk.level = 1;
});
afterAll(() => {
  chalk.level = level;
});

describe('the branch picker (spec 002 section 2.1)', () => {
  it('Given a branch overview, When J is pressed, Then All Branches and then each branch show, deployed ones bold and first; Enter on another branch opens its overview in place, Esc goes back to the branch list', async () => {
    const path = await demoApplication(session.client, 'Acme Production', 'storefront', 'main');
    const { deployed, undeployed } = await branchesOf(path);
    expect(deployed.length).toBeGreaterThan(1);
    const app = session.render({ initialRoutes: routesTo(path) });
    await app.waitForText('Application main');
    await app.press('J');
    const picker = await app.waitForText((f) => f.includes('pick one') && f.includes(deployed.at(-1)!), 'the picker');
    expect(picker).toContain('Home > Acme Production > storefront > main > Branch picker');
    const lines = picker.split('\n');
    const rowOf = (label: string) => lines.findIndex((line) => new RegExp(`^.\\s*${label}\\s*$`).test(line));
    const order = ['All Branches', ...deployed, ...undeployed].map(rowOf);
    expect(order.every((row) => row >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const raw = app.rawFrames().at(-1)!;
    for (const branch of deployed) expect(raw).toMatch(new RegExp(`\\u001b\\[1m${branch}\\s*\\u001b\\[22m`));
    for (const branch of undeployed) expect(raw).not.toContain(`${BOLD}${branch}`);

    const target = deployed.find((b) => b !== 'main')!;
    await app.press(...Array.from({ length: 1 + deployed.indexOf(target) }, () => KEYS.down), KEYS.enter);
    const other = await app.waitForText(`Application ${target}`);
    expect(other).toContain(`Home > Acme Production > storefront > ${target}`);
    await app.press(KEYS.escape);
    await app.waitForText((f) => f.includes('Branches of storefront') && !f.includes('pick one'), 'the branch list');
  });

  it('Given a branch overview, When J then Enter on All Branches, Then the branch list of the project shows; from the branch list J and a branch open its overview', async () => {
    const path = await demoApplication(session.client, 'Acme Production', 'storefront', 'main');
    const app = session.render({ initialRoutes: routesTo(path) });
    await app.waitForText('Application main');
    await app.press('J');
    await app.waitForText((f) => f.includes('pick one') && f.includes('All Branches'), 'the picker');
    await app.press(KEYS.enter);
    const list = await app.waitForText((f) => f.includes('Branches of storefront') && !f.includes('pick one'), 'list');
    expect(list).toContain('Home > Acme Production > storefront');
    expect(list).toContain('J branch');
    expect(list).not.toContain('pickBranch');
    await app.press('J');
    await app.waitForText((f) => f.includes('pick one') && f.includes('main'), 'the picker over the list');
    await app.press(KEYS.down, KEYS.enter);
    await app.waitForText('Application main');
    await app.press(KEYS.escape);
    await app.waitForText((f) => f.includes('Branches of storefront') && !f.includes('pick one'), 'the list again');
  });
});
