import { describe, expect, it } from 'vitest';
import { demoApplication, routesTo } from '../test/demo-paths.js';
import { setupEmulatorSession } from '../test/emulator-session.js';

const session = setupEmulatorSession({ push: false });

const widest = (frame: string) => Math.max(...frame.split('\n').map((line) => Array.from(line).length));

describe('the narrow layout below 100 columns', () => {
  it('Given the workspace list at 100 columns, When the terminal narrows to 80, Then descriptions and the origin go and nothing overflows', async () => {
    const app = session.render();
    const wide = await app.waitForText('Acme Production');
    expect(wide).toContain('Description');
    expect(wide).toContain('Cloud');
    expect(wide).toContain(`test @ ${session.emulator.origin}`);
    app.resize(80);
    const narrow = await app.waitForText((f) => !f.includes('Description'), 'the narrow layout');
    expect(narrow).toContain('Acme Production');
    expect(narrow).toContain('Apps act/paus/all');
    expect(narrow).not.toContain('Cloud');
    expect(narrow).not.toContain(session.emulator.origin);
    expect(widest(narrow)).toBeLessThanOrEqual(80);
    app.resize(100);
    await app.waitForText('Description');
  });

  it('Given a branch list at 80 columns, When shown, Then branch, state and last activity fit without the hostname', async () => {
    const path = await demoApplication(session.client, 'Acme Production', 'storefront', 'main');
    const app = session.render({ initialRoutes: routesTo(path).slice(0, 3) });
    app.resize(80);
    const frame = await app.waitForText('feature-login');
    expect(frame).not.toContain('Hostname');
    expect(frame).toContain('Last activity');
    expect(frame).toContain('Not Deployed');
    expect(widest(frame)).toBeLessThanOrEqual(80);
  });
});
