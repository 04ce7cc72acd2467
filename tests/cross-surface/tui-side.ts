import { type HttpClient, type PushClient, SkiffClient } from '@skiff/sdk';
import { undiciHttpClient } from '@skiff/sdk/node';
import { DEMO_OWNER, idTokenFor } from '@skiff/testkit';
import { expect, onTestFinished } from 'vitest';
import type { AppProps } from '../../tui/src/app/app.js';
import { KEYS, openPush, type RenderedApp, renderApp } from '../../tui/src/test/render-app.js';

/**
 * The TUI's side of a cross-surface test: the app rendered in-process (ink-testing-library's terminal, keys pressed
 * as a user would) against the test file's emulator, signed in as the demo owner, with the calls it sent over HTTP
 * kept for the test to compare with the web's and the CLI's. Unmounted and its push channel closed after the test.
 */
export interface TuiSide {
  /** The owner's client the TUI runs with (every call it sends is recorded). */
  readonly client: SkiffClient;
  /** The app on screen. */
  readonly app: RenderedApp;
  /** The JSON bodies of the `METHOD .../pathEnd` calls the TUI sent, in order. */
  bodies(method: string, pathEnd: string): Record<string, unknown>[];
  /** The JSON body of the first such call; fails with the calls it did send when there is none. */
  body(method: string, pathEnd: string): Record<string, unknown>;
}

interface SentCall {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}

/** An HttpClient that sends through undici and keeps what it sent (method, path, JSON body). */
function recordingHttpClient(sent: SentCall[]): HttpClient {
  const http = undiciHttpClient();
  return {
    keepsDeadlines: http.keepsDeadlines,
    send: (request) => {
      const body = typeof request.body === 'string' && request.body ? JSON.parse(request.body) : undefined;
      sent.push({ method: request.method, path: new URL(request.url).pathname, body });
      return http.send(request);
    },
  };
}

/** Renders the TUI on the emulator at `origin` with `props` (its first screens), as the demo owner. */
export async function tuiOn(origin: string, props: Partial<AppProps> = {}): Promise<TuiSide> {
  const sent: SentCall[] = [];
  const token = await idTokenFor(origin, DEMO_OWNER);
  const client = new SkiffClient({ origin, http: recordingHttpClient(sent), token });
  const push: PushClient = await openPush(origin, token);
  const app = renderApp({ client, push, ...props });
  onTestFinished(() => {
    app.unmount();
    push.close();
  });
  const bodies = (method: string, pathEnd: string) =>
    sent.filter((c) => c.method === method && c.path.endsWith(pathEnd)).map((c) => c.body ?? {});
  return {
    client,
    app,
    bodies,
    body: (method, pathEnd) => {
      const [first] = bodies(method, pathEnd);
      const calls = sent.map((c) => `${c.method} ${c.path}`).join('\n');
      expect(first, `no ${method} ...${pathEnd} among the TUI's calls:\n${calls}`).toBeDefined();
      return first!;
    },
  };
}

/** The line of a form's row whose label is `label` ('' when there is none). */
export function rowOf(frame: string, label: string): string {
  return frame.split('\n').find((line) => line.includes(label)) ?? '';
}

const selectedRow = (frame: string) => frame.split('\n').find((line) => /^\s*> /.test(line)) ?? '';

/** Presses ↓ until the form's cursor is on the row labelled `label`, each step seen on screen before the next. */
export async function moveTo(app: RenderedApp, label: string, most = 30): Promise<void> {
  for (let step = 0; !selectedRow(app.frame()).includes(label); step++) {
    if (step === most) throw new Error(`No row ${label} below the cursor:\n${app.frame()}`);
    const before = selectedRow(app.frame());
    await app.press(KEYS.down);
    await app.waitForText((f) => selectedRow(f) !== before, `the cursor below ${before.trim()}`);
  }
}

/**
 * Presses → (or ←, `back`) on the selected choice until its row shows `wanted`, each step seen on screen before the
 * next.
 */
export async function stepTo(app: RenderedApp, wanted: string, most = 40, back = false): Promise<void> {
  for (let step = 0; !selectedRow(app.frame()).includes(wanted); step++) {
    if (step === most) throw new Error(`The choice never showed ${wanted}:\n${app.frame()}`);
    const before = selectedRow(app.frame());
    await app.press(back ? KEYS.left : KEYS.right);
    await app.waitForText((f) => selectedRow(f) !== before, `the choice after ${before.trim()}`);
  }
}

const PROMPT_LINE = /^\s*> .*_\s*$/m;

/**
 * Enter on the selected text field, then (once its prompt, `> text_`, shows) `clear` backspaces, `text` and Enter;
 * resolves once the prompt has gone, so the next key reaches the form again.
 */
export async function typeInField(app: RenderedApp, text: string, clear = 0): Promise<void> {
  await app.press(KEYS.enter);
  await app.waitForText((f) => PROMPT_LINE.test(f), 'the field asked');
  await app.press(...Array.from({ length: clear }, () => KEYS.backspace), ...text, KEYS.enter);
  await app.waitForText((f) => !PROMPT_LINE.test(f), 'the field answered');
}
