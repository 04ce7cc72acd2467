import { DOMAIN_INVALID_MESSAGE } from '@skiff/sdk/domain';
import { describe, expect, it } from 'vitest';
import { demoApplication, routesTo } from '../test/demo-paths.js';
import { setupEmulatorSession } from '../test/emulator-session.js';
import { KEYS } from '../test/render-app.js';

const session = setupEmulatorSession({ push: false });

/** Keys that arrive in one read of the terminal, as when a key is held down or typed fast (one write). */
const oneRead = (...keys: string[]) => keys.join('');

describe('Keys that arrive together in one read', () => {
  it('Given the filter of Home, When Backspace is held down (three in one read), Then three letters go and the list matches again', async () => {
    const app = session.render();
    await app.waitForText('Workspaces (');
    await app.press('/', 'Acmexyz');
    await app.waitForText('/ Acmexyz_');
    await app.waitForText('Nothing matches the filter.');
    await app.press(oneRead(KEYS.backspace, KEYS.backspace, KEYS.backspace));
    const frame = await app.waitForText('/ Acme_', 'the filter without xyz');
    expect(frame).toContain('Acme Production');
  });

  it('Given the add-domain question, When Backspace is held down and then a name and Enter come in one read, Then the field is edited, not filled with control characters, and the domain is added', async () => {
    const path = await demoApplication(session.client, 'Acme Production', 'storefront', 'main');
    const app = session.render({ initialRoutes: routesTo(path) });
    await app.waitForText('Application main');
    await app.press('c');
    await app.waitForText('Custom domains of main');
    await app.press('a', 'shop example');
    await app.waitForText(DOMAIN_INVALID_MESSAGE);
    await app.press(oneRead(...Array.from({ length: 8 }, () => KEYS.backspace)));
    await app.waitForText((f) => f.includes('> shop_'), 'the field cut to shop');
    await app.press(oneRead('.example.com', KEYS.enter));
    // The row and the command carry exactly the typed name. (Without push in this file, the row stays at its
    // first status: the task's end is not what this test is about.)
    const added = await app.waitForText(
      (f) => /shop\.example\.com\s+(PENDING|IN_PROGRESS|SUCCESS)/.test(f),
      'the domain',
    );
    expect(added).toContain("$ skiff domains add 'Acme Production/storefront/main' shop.example.com --wait");
  });
});
