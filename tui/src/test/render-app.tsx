import { stripVTControlCharacters } from 'node:util';
import { PushClient, type PushState, type SkiffClient, type WebSocketLike } from '@skiff/sdk';
import { waitFor } from '@skiff/testkit';
import { render } from 'ink-testing-library';
import WebSocket from 'ws';
import { App, type AppProps } from '../app/app.js';
import { createTheme } from '../app/theme.js';

/** What a key sends on a terminal. */
export const KEYS = {
  enter: '\r',
  escape: '\u001b',
  up: '\u001b[A',
  down: '\u001b[B',
  right: '\u001b[C',
  left: '\u001b[D',
  backspace: '\u007f',
  tab: '\t',
  ctrlC: '\u0003',
} as const;

/**
 * A real push channel (ws) signed in with `token`; resolves once the server said it is ready. `onState` also
 * hears every state change (for the header's indicator, or to count reconnections).
 */
export async function openPush(
  origin: string,
  token: string,
  onState?: (state: PushState) => void,
): Promise<PushClient> {
  let open = false;
  const push = new PushClient({
    origin,
    token,
    webSocket: (url) => new WebSocket(url) as unknown as WebSocketLike,
    onState: (state) => {
      open = state === 'open';
      onState?.(state);
    },
  }).connect();
  await waitFor(() => open, 'the push channel to be ready');
  return push;
}

export interface RenderedApp {
  /** The last frame as plain text (colours removed). */
  frame(): string;
  /** Every raw frame written, escape sequences included. */
  rawFrames(): string[];
  press(...keys: string[]): Promise<void>;
  /** Resizes the fake terminal (it starts at 100x24) as a window resize would. */
  resize(columns: number, rows?: number): void;
  /** Waits until the frame contains `text` (or `check(frame)` is true). */
  waitForText(text: string | ((frame: string) => boolean), what?: string, timeoutMs?: number): Promise<string>;
  unmount(): void;
}

/** Renders the App with all its providers, as runTui does, on ink-testing-library's fake terminal (100 columns). */
export function renderApp(props: { client: SkiffClient; push?: PushClient } & Partial<AppProps>): RenderedApp {
  const instance = render(
    <App profile="test" origin={props.client.origin} theme={createTheme({ NO_COLOR: '1' })} {...props} />,
  );
  const frame = () => stripVTControlCharacters(instance.lastFrame() ?? '');
  return {
    frame,
    rawFrames: () => instance.frames,
    press: async (...keys) => {
      for (const key of keys) {
        instance.stdin.write(key);
        // Ink reads input on the next tick; let each key land before the next one.
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
    waitForText: async (text, what, timeoutMs = 15_000) => {
      const check = (): string | undefined => {
        const current = frame();
        return (typeof text === 'string' ? current.includes(text) : text(current)) ? current : undefined;
      };
      try {
        return (await waitFor(
          check,
          what ?? (typeof text === 'string' ? JSON.stringify(text) : 'the frame'),
          timeoutMs,
        )) as string;
      } catch (error) {
        throw new Error(`${(error as Error).message}\nlast frame:\n${frame()}`);
      }
    },
    resize: (columns, rows) => {
      Object.defineProperty(instance.stdout, 'columns', { value: columns, configurable: true });
      if (rows !== undefined) Object.defineProperty(instance.stdout, 'rows', { value: rows, configurable: true });
      instance.stdout.emit('resize');
    },
    unmount: () => instance.unmount(),
  };
}

/** Presses `keys` and reads back what the TUI then put on the clipboard (its last OSC 52 sequence). */
export async function copiedAfter(app: RenderedApp, ...keys: string[]): Promise<string> {
  const before = app.rawFrames().length;
  await app.press(...keys);
  await waitFor(() => app.rawFrames().length > before, 'the clipboard write');
  const all = [
    ...app
      .rawFrames()
      .join('')
      .matchAll(/\u001b\]52;c;([A-Za-z0-9+/=]*)\u0007/g),
  ];
  return Buffer.from(all.at(-1)?.[1] ?? '', 'base64').toString('utf8');
}

/** Presses Y and reads back what the TUI put on the clipboard. */
export function copiedCommand(app: RenderedApp): Promise<string> {
  return copiedAfter(app, 'Y');
}
