import type { Workspace } from '@skiff/sdk';
import type { Session } from '@skiff/sdk/node';
import { render } from 'ink';
import type { ListWindow } from '../screens/shared/collect.js';
import { createPushStateStore } from '../services/push-state.js';
import { App } from './app.js';
import type { Prefetch } from './warm-start.js';

export interface RunTuiOptions {
  session: Session;
  stdin?: NodeJS.ReadStream;
  stdout?: NodeJS.WriteStream;
  /** Home's workspaces, asked for before the TUI loaded (`prefetchHome` of `@skiff/tui/warm-start`). */
  home?: Prefetch<ListWindow<Workspace>>;
  /**
   * Called once, just after the first frame was written (in the event loop's next turn, so that nothing it does
   * delays that frame). The CLI saves its code caches there, on a first start.
   */
  afterFirstFrame?: () => void;
}

const ENTER_ALTERNATE_SCREEN = '\u001b[?1049h';
const LEAVE_ALTERNATE_SCREEN = '\u001b[?1049l';
const HIDE_CURSOR = '\u001b[?25l';
const SHOW_CURSOR = '\u001b[?25h';

/**
 * Runs the full-screen TUI on the terminal until the user quits: the alternate screen buffer keeps the user's
 * scrollback as it was, and the terminal is restored on quit, on Ctrl+C, on SIGTERM/SIGHUP and on a crash.
 */
export async function runTui({
  session,
  stdin = process.stdin,
  stdout = process.stdout,
  home,
  afterFirstFrame,
}: RunTuiOptions): Promise<void> {
  let restored = false;
  const restore = () => {
    if (restored) return;
    restored = true;
    stdout.write(SHOW_CURSOR + LEAVE_ALTERNATE_SCREEN);
  };
  stdout.write(ENTER_ALTERNATE_SCREEN + HIDE_CURSOR);
  const pushState = createPushStateStore();
  const push = session.push({ onState: pushState.set });
  const instance = render(
    <App
      client={session.client}
      push={push}
      pushState={pushState}
      profile={session.profile}
      origin={session.origin}
      home={home}
      checkPassword={session.checkPassword}
    />,
    {
      stdin,
      stdout,
      exitOnCtrlC: false,
      patchConsole: true,
      onRender: afterFirstFrame && once(afterWrite(afterFirstFrame)),
    },
  );
  const onSignal = () => instance.unmount();
  // A crash that skips the normal exit path still leaves the terminal usable.
  process.once('exit', restore);
  process.once('SIGTERM', onSignal);
  process.once('SIGHUP', onSignal);
  try {
    await instance.waitUntilExit();
  } finally {
    process.off('SIGTERM', onSignal);
    process.off('SIGHUP', onSignal);
    process.off('exit', restore);
    push.close();
    instance.cleanup();
    restore();
  }
}

/**
 * `callback` once the frame being rendered is out: Ink calls `onRender` after laying a frame out and before writing
 * it, and writes it in the same turn (a terminal's writes are synchronous), so the next turn comes after the write.
 */
function afterWrite(callback: () => void): () => void {
  return () => {
    setImmediate(callback);
  };
}

/** `callback` on the first call only (Ink calls `onRender` for every frame). */
function once(callback: () => void): () => void {
  let called = false;
  return () => {
    if (called) return;
    called = true;
    callback();
  };
}
