/**
 * Test only: starts a test emulator and runs the real `runTui` on this process's terminal, as `skiff demo` does.
 * The tmux test bundles this file with esbuild and runs it in a tmux pane.
 */
import { PushClient, type WebSocketLike } from '@skiff/sdk';
import type { Session } from '@skiff/sdk/node';
import { DEMO_OWNER, startTestEmulator } from '@skiff/testkit';
import WebSocket from 'ws';
import { runTui } from '../index.js';

const emulator = await startTestEmulator({ taskSpeed: 50 });
try {
  const token = await emulator.tokenFor(DEMO_OWNER);
  const session: Session = {
    profile: 'tmux-test',
    origin: emulator.origin,
    source: 'env',
    email: DEMO_OWNER,
    client: await emulator.clientFor(DEMO_OWNER),
    push: () =>
      new PushClient({
        origin: emulator.origin,
        token,
        webSocket: (url) => new WebSocket(url) as unknown as WebSocketLike,
      }).connect(),
  };
  await runTui({ session });
} finally {
  await emulator.close();
}
