/**
 * Fault scenario 7, the TUI's half: workspace names, branch names, log lines and error messages carrying ANSI
 * (CSI), OSC 8 links, OSC 52 clipboard writes, DCS, 8-bit C1 controls, BEL and backspace, put into the real
 * emulator's answers by a real proxy. Pass: nothing the TUI writes holds a control byte other than its own
 * colour codes, no hidden payload (link target, clipboard data, window title) reaches the screen, and the visible
 * text is still there.
 */
import { describe, expect, it } from 'vitest';
import { demoApplication, routesTo } from '../test/demo-paths.js';
import { setupEmulatorSession } from '../test/emulator-session.js';
import { KEYS, type RenderedApp } from '../test/render-app.js';
import { jsonAnswer } from '../test/tampering-proxy.js';

/** Every kind of sequence a hostile or broken server might send, each with a payload that must not show. */
const EVIL = [
  '\u001b[2J\u001b[31mred\u001b[0m',
  '\u001b]0;pwned-title\u0007',
  '\u001b]8;;https://evil.example/\u0007click\u001b]8;;\u0007',
  '\u001b]52;c;cm0gLXJmIH4=\u0007',
  '\u001bP1$qm\u001b\\',
  '\u009b31m\u009d0;c1-title\u0007',
  'bell\u0007 back\bspace',
].join(' ');
/** (The 8-bit OSC's text may show: without its C1 byte it is plain text, which no terminal acts on.) */
const HIDDEN_PAYLOADS = ['pwned-title', 'evil.example', 'cm0gLXJmIH4=', '$qm'];
/** Control bytes other than tab and line feed. */
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
/** The TUI's own colour and bold codes, the only sequences it may write. */
const OWN_SGR = /\u001b\[[\d;]*m/g;
/** EVIL as it sits inside a JSON string. */
const EVIL_IN_JSON = JSON.stringify(EVIL).slice(1, -1);

const session = setupEmulatorSession({ push: false, proxyTimeoutMs: true });

/** Everything written so far is inert, and `visible` (the harmless text around the sequences) shows. */
function expectInert(rendered: RenderedApp, ...visible: string[]) {
  const written = rendered.rawFrames().join('\n').replace(OWN_SGR, '');
  expect(RAW_CONTROL.exec(written)?.[0]).toBeUndefined();
  for (const payload of HIDDEN_PAYLOADS) expect(written).not.toContain(payload);
  // The stripped sequences leave their neighbours' spaces side by side.
  const shown = rendered.frame().replace(/ +/g, ' ');
  for (const text of visible) expect(shown).toContain(text);
}

describe('hostile server text on screen (fault scenario 7)', () => {
  it('Given a workspace name with control sequences, When the list and the breadcrumb show it, Then they are inert', async () => {
    session.proxy.rewrite(/\/workspaces/, (text) =>
      text.replaceAll('Acme Production', `Acme Production ${EVIL_IN_JSON}`),
    );
    const app = session.render();
    await app.waitForText('Acme Production red', 'the hostile name');
    expectInert(app, 'Acme Production red');
    await app.press('/', ...'Acme Production', KEYS.enter, KEYS.enter);
    await app.waitForText((f) => f.includes('Projects of Acme Production'), 'its projects');
    expectInert(app, 'Home > Acme Production red click');
  });

  it('Given branch names with control sequences, When the branch list and the overview show them, Then they are inert', async () => {
    const path = await demoApplication(session.client, 'Acme Production', 'storefront', 'main');
    session.proxy.rewrite(/\/applications/, (text) =>
      text.replaceAll('feature-login', `feature-login ${EVIL_IN_JSON}`),
    );
    const app = session.render({ initialRoutes: routesTo(path).slice(0, 3) });
    await app.waitForText((f) => f.includes('feature-login red'), 'the hostile branch');
    expectInert(app, 'feature-login red');
    await app.press('/', ...'feature-login', KEYS.enter, KEYS.enter);
    await app.waitForText((f) => /Application feature-login red/.test(f), 'its overview');
    expectInert(app, 'Application feature-login red');
  });

  it('Given log lines with control sequences, When a deploy shows its live log, Then they are inert', async () => {
    const path = await demoApplication(session.client, 'Acme Production', 'storefront', 'feature-login');
    session.proxy.rewrite(/\/activities\/\w+\/logs$/, (text) =>
      text.replaceAll('"message":"', `"message":"${EVIL_IN_JSON} `),
    );
    const app = session.render({ initialRoutes: routesTo(path) });
    await app.waitForText('Not Deployed');
    await app.press('d');
    await app.waitForText((f) => f.includes('108/108') && f.includes('click'), 'the whole log');
    expectInert(app, 'red', 'click', 'bell back');
  });

  it('Given an error message with control sequences, When the footer shows it, Then it is inert', async () => {
    const app = session.render();
    await app.waitForText('Acme Production');
    const body = JSON.stringify({ statusCode: 404, message: `Workspace ${EVIL} not found`, error: 'Not Found' });
    session.proxy.breakWith(/^GET \/api\/v2\/workspaces$/, jsonAnswer(404, body));
    await app.press('r');
    await app.waitForText((f) => f.includes('404: Workspace red'), 'the notice');
    expectInert(app, 'not found');
  });
});
