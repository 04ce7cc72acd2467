import { applicationBranch } from '@skiff/sdk';
import { describe, expect, it } from 'vitest';
import { setupEmulatorSession } from '../../test/emulator-session.js';
import { KEYS } from '../../test/render-app.js';
import { collect } from '../shared/collect.js';

const session = setupEmulatorSession({ push: false });

describe('the all-applications list', () => {
  it('Given the demo world, When the palette runs "all applications", Then every application the owner sees is listed, with its command, and Enter opens one', async () => {
    const every = await collect(session.client.applications.listAll({ pageSize: 100 }), 100_000);
    expect(every.length).toBeGreaterThan(1);
    const app = session.render();
    await app.waitForText('Acme Production');
    await app.press(':', ...'all applications', KEYS.enter);
    const frame = await app.waitForText(`All applications (${every.length})`);
    expect(frame).toContain('Home > All applications');
    expect(frame).toContain('$ skiff apps list');
    const first = applicationBranch(every[0]!);
    await app.press(KEYS.enter);
    await app.waitForText((f) => !f.includes('All applications (') && f.includes(first), `the overview of ${first}`);
  });
});
