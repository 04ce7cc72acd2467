import { type PushClient, SkiffClient } from '@skiff/sdk';
import { undiciHttpClient } from '@skiff/sdk/node';
import { DEMO_OWNER, freshAfterFailure, startTestEmulator, type TestEmulator } from '@skiff/testkit';
import { afterEach } from 'vitest';
import type { AppProps } from '../app/app.js';
import { openPush, type RenderedApp, renderApp } from './render-app.js';
import { startTamperingProxy, type TamperingProxy } from './tampering-proxy.js';

/** One test file's real parts: an emulator, the owner's client (and push channel), the app on screen. */
export interface EmulatorSession {
  readonly emulator: TestEmulator;
  readonly client: SkiffClient;
  /** The owner's push channel (when asked for). */
  readonly push: PushClient | undefined;
  /** The proxy the client talks through (when asked for). */
  readonly proxy: TamperingProxy;
  /** Renders the app with the session's client and push; it is unmounted after the test. */
  render(props?: Partial<AppProps>): RenderedApp;
}

export interface SessionOptions {
  taskSpeed?: number;
  /** Open the owner's push channel (default true). */
  push?: boolean;
  /** Put a tampering proxy between the client and the emulator, with this per-call timeout. */
  proxyTimeoutMs?: number | true;
  /** Add the emulator's "Crowded Workspace" with lists this long (see its `crowd` option). */
  crowd?: number;
  /** Let requests ask the emulator for faults with the `x-skiff-fault` header (its test-only option). */
  allowFaultHeaders?: boolean;
}

/**
 * Registers the hooks of a test file that drives the TUI against a real emulator on a free port: started before
 * the tests, the app unmounted (and the proxy made honest again) after each, everything closed at the end. After a
 * failed test the next one (in CI, its retry) starts on a fresh emulator: a half-run try leaves records behind (a
 * tag it created, an application it paused) that a second try would trip over.
 */
export function setupEmulatorSession(options: SessionOptions = {}): EmulatorSession {
  let emulator: TestEmulator | undefined;
  let client: SkiffClient | undefined;
  let push: PushClient | undefined;
  let proxy: TamperingProxy | undefined;
  let app: RenderedApp | undefined;
  const start = async () => {
    emulator = await startTestEmulator({
      taskSpeed: options.taskSpeed ?? 50,
      crowd: options.crowd,
      allowFaultHeaders: options.allowFaultHeaders,
    });
    const token = await emulator.tokenFor(DEMO_OWNER);
    if (options.proxyTimeoutMs !== undefined) {
      proxy = await startTamperingProxy(emulator.origin);
      const timeoutMs = options.proxyTimeoutMs === true ? undefined : options.proxyTimeoutMs;
      client = new SkiffClient({ origin: proxy.origin, http: undiciHttpClient(), token, timeoutMs });
    } else client = await emulator.clientFor(DEMO_OWNER);
    if (options.push !== false) push = await openPush(emulator.origin, token);
  };
  const stop = async () => {
    push?.close();
    await proxy?.close();
    await emulator?.close();
    push = undefined;
    proxy = undefined;
    emulator = undefined;
    client = undefined;
  };
  freshAfterFailure(start, stop);
  afterEach(() => {
    app?.unmount();
    app = undefined;
    proxy?.breakWith();
    proxy?.rewrite();
  });
  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`The session has no ${what} (yet).`);
    return value;
  };
  return {
    get emulator() {
      return need(emulator, 'emulator');
    },
    get client() {
      return need(client, 'client');
    },
    get push() {
      return push;
    },
    get proxy() {
      return need(proxy, 'proxy');
    },
    render(props = {}) {
      app = renderApp({ client: need(client, 'client'), push, ...props });
      return app;
    },
  };
}
