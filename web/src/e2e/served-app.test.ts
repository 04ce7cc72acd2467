import { describe, expect, it } from 'vitest';
import { chromiumAvailable, signIn, useWebPage } from './browser.js';

/** How the app reaches a browser: compressed, with its security headers obeyed (refusals fail every web e2e test). */
describe.skipIf(!chromiumAvailable())('the app as served', () => {
  const web = useWebPage();

  it('Given Chromium, When it opens /login, Then every script arrives compressed and the page has its policy', async () => {
    const scripts: { url: string; encoding?: string }[] = [];
    web.page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push({ url: response.url(), encoding: (await response.allHeaders())['content-encoding'] });
      }
    });
    const answer = await web.page.goto(`${web.origin}/login`);
    await web.page.getByRole('button', { name: 'Log In', exact: true }).waitFor();
    const headers = await answer?.allHeaders();
    expect(headers?.['content-security-policy']).toContain("default-src 'self'");
    expect(headers?.['x-frame-options']).toBe('DENY');
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(['br', 'gzip'], script.url).toContain(script.encoding);
  });

  it('Given a page of another origin framing the app, Then the browser refuses to show it inside', async () => {
    // Another page of the context: the refusal is logged there, and web.page's own log must stay clean.
    const framer = await web.context.newPage();
    const refusals: string[] = [];
    framer.on('console', (message) => refusals.push(message.text()));
    await framer.setContent(`<iframe title="framed" src="${web.origin}/login"></iframe>`);
    await expect.poll(() => refusals.join('\n')).toMatch(/frame-ancestors 'none'/);
    const framed = framer.frames()[1];
    expect(await framed?.evaluate(() => document.body?.textContent ?? '').catch(() => '')).not.toContain('Log In');
  });

  it('Given a signed-in user, When live pages run, Then the push channel and API work under the policy', async () => {
    await signIn(web.page, web.origin);
    await web.page
      .getByRole('link', { name: /Acme Production/ })
      .first()
      .click();
    await web.page.getByRole('heading', { name: 'Acme Production', level: 1 }).waitFor();
    // The notification bell counts over the push channel; a refused websocket would be a console error here.
    await web.page.getByRole('button', { name: /Notifications/ }).waitFor();
  });
});
