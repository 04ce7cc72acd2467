// The TUI's key-to-frame benchmark (issue 5), run by scripts/bench-tui.mjs as a bundled child process: renders the
// App with Ink's own render (the options run-tui uses, throttling included) on a fake 120x40 terminal, signed in
// with the `local` profile of SKIFF_CONFIG_DIR, opens the screen named by argv[2], then times each arrow press
// (down in a list, up in a log that opens at its end) from the write to stdin to the next frame Ink writes. Prints one JSON line: the times, the items listed,
// and this process's peak RSS in KiB.
import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { SkiffClient } from '@skiff/sdk';
import { undiciHttpClient } from '@skiff/sdk/node';
import { render } from 'ink';
import { App } from '../app/app.js';
import { createTheme } from '../app/theme.js';
import type { Route } from '../contexts/router-context.js';

const DOWN = '\u001b[B';
const UP = '\u001b[A';
const LOAD_MORE = 'm';
/**
 * Ink draws at most 30 frames a second (a 33 ms throttle with leading and trailing edges, so a press soon after a
 * frame waits for the trailing one): presses this far apart each meet an idle renderer, and time the render itself.
 * BENCH_TUI_GAP_MS=40 times key repeat instead (throttle waits included).
 */
const PRESS_GAP_MS = Number(process.env.BENCH_TUI_GAP_MS || 100);
const PRESSES = Number(process.env.BENCH_TUI_PRESSES || 200);
const TIMEOUT_MS = 300_000;

class FakeStdout extends EventEmitter {
  columns = 120;
  rows = 40;
  last = '';
  private waiter: (() => void) | undefined;
  write = (chunk: string) => {
    this.last = chunk;
    const resolve = this.waiter;
    this.waiter = undefined;
    resolve?.();
    return true;
  };
  nextWrite(): Promise<void> {
    return new Promise((resolve) => {
      this.waiter = resolve;
    });
  }
  frame = () => stripVTControlCharacters(this.last);
}

class FakeStdin extends EventEmitter {
  isTTY = true;
  private data: string | null = null;
  write(data: string) {
    this.data = data;
    this.emit('readable');
  }
  read = () => {
    const { data } = this;
    this.data = null;
    return data;
  };
  setEncoding() {}
  setRawMode() {}
  resume() {}
  pause() {}
  ref() {}
  unref() {}
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(stdout: FakeStdout, ok: (frame: string) => boolean, what: string, onIdle?: () => void) {
  const deadline = Date.now() + TIMEOUT_MS;
  while (!ok(stdout.frame())) {
    if (Date.now() > deadline) throw new Error(`no frame showed ${what}; the last was:\n${stdout.frame()}`);
    onIdle?.();
    await sleep(50);
  }
}

interface Measured {
  routes: Route[];
  /** When everything is loaded. */
  ready(frame: string): boolean;
  /** How many items (lines) the screen holds. */
  listed(frame: string): number;
  /** The key pressed: away from where the screen starts. */
  key: string;
}

/** The screens measured: every application, or the activity log BENCH_TUI_ACTIVITY names (it opens at its end). */
const SCREENS: Record<string, () => Measured> = {
  apps: () => ({
    routes: [{ name: 'workspaces' }, { name: 'allApps' }],
    key: DOWN,
    ready: (f) => /All applications \(\d+\)/.test(f) && !f.includes('More to load') && !f.includes('loading…'),
    listed: (f) => Number(/All applications \((\d+)\)/.exec(f)?.[1]),
  }),
  log: () => ({
    routes: [
      { name: 'workspaces' },
      { name: 'activityLog', activity: { id: process.env.BENCH_TUI_ACTIVITY ?? '', name: 'the deploy' } },
    ],
    key: UP,
    // The whole log read: its task's end is known (no `following`), the view at its last line.
    ready: (f) => /, \d+ lines(?!, following)/.test(f) && /(\d+)\/\1\b/.test(f),
    listed: (f) => Number(/, (\d+) lines/.exec(f)?.[1]),
  }),
};

async function main() {
  const screen = SCREENS[process.argv[2] ?? '']?.();
  if (!screen) throw new Error(`unknown screen ${process.argv[2]}; one of ${Object.keys(SCREENS).join(', ')}`);
  const configDir = process.env.SKIFF_CONFIG_DIR ?? '';
  const profile = JSON.parse(readFileSync(join(configDir, 'profiles.json'), 'utf8')).profiles.local;
  const client = new SkiffClient({ origin: profile.origin, http: undiciHttpClient(), token: profile.tokens.idToken });
  const stdout = new FakeStdout();
  const stdin = new FakeStdin();
  const instance = render(
    <App
      client={client}
      profile="local"
      origin={profile.origin}
      theme={createTheme({ NO_COLOR: '1' })}
      initialRoutes={screen.routes}
    />,
    {
      stdout: stdout as unknown as NodeJS.WriteStream,
      stdin: stdin as unknown as NodeJS.ReadStream,
      exitOnCtrlC: false,
      patchConsole: false,
    },
  );
  let lastMore = 0;
  await until(stdout, screen.ready, 'the whole list', () => {
    // Load more while the list says there is more, once per loaded page.
    if (
      stdout.frame().includes('More to load') &&
      !stdout.frame().includes('loading…') &&
      Date.now() - lastMore > 200
    ) {
      lastMore = Date.now();
      stdin.write(LOAD_MORE);
    }
  });
  const listed = screen.listed(stdout.frame());
  const times: number[] = [];
  for (let i = 0; i < PRESSES; i++) {
    await sleep(PRESS_GAP_MS);
    const before = stdout.frame();
    const written = stdout.nextWrite();
    const start = performance.now();
    stdin.write(screen.key);
    await written;
    times.push(performance.now() - start);
    if (stdout.frame() === before) throw new Error(`press ${i + 1} drew the same frame again`);
  }
  instance.unmount();
  process.stdout.write(`${JSON.stringify({ times, listed, peakRssKiB: process.resourceUsage().maxRSS })}\n`);
  process.exit(0);
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error.message}\n`);
  process.exit(1);
});
