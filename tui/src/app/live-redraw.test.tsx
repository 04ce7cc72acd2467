import { EventEmitter } from 'node:events';
import { stripVTControlCharacters } from 'node:util';
import { waitFor } from '@skiff/testkit';
import { render } from 'ink';
import { describe, expect, it } from 'vitest';
import { demoApplication, routesTo } from '../test/demo-paths.js';
import { setupEmulatorSession } from '../test/emulator-session.js';
import { App } from './app.js';
import { createTheme } from './theme.js';

const session = setupEmulatorSession();

/** A terminal of 100x24 (a TTY, as runTui's stdout is) that keeps every write. */
class Terminal extends EventEmitter {
  readonly isTTY = true;
  readonly columns = 100;
  readonly rows = 24;
  readonly writes: string[] = [];
  write = (chunk: string) => {
    this.writes.push(chunk);
    return true;
  };
  /** What was written from write number `from` on. */
  since(from: number): string {
    return this.writes.slice(from).join('');
  }
}

/** A keyboard that never types (the change comes from the push channel). */
class Keyboard extends EventEmitter {
  readonly isTTY = true;
  setEncoding() {}
  setRawMode() {}
  resume() {}
  pause() {}
  ref() {}
  unref() {}
  read = () => null;
}

const CLEAR_SCREEN = '\u001b[2J';
/** Synchronized output (mode 2026): the terminal holds the screen until the end mark. */
const BEGIN_SYNC = '\u001b[?2026h';
const END_SYNC = '\u001b[?2026l';

/** Ink draws nothing but the last frame when it believes it runs in CI (its is-in-ci check), so there is no redraw to see. */
const inkInCi = ['CI', 'CONTINUOUS_INTEGRATION'].some(
  (k) => k in process.env && !['0', 'false'].includes(process.env[k]!),
);

describe('redraws without flicker', () => {
  it.skipIf(inkInCi)(
    'Given an overview on a 100x24 terminal rendered as runTui does, When a push message changes its state, Then each redraw is one synchronized update that never clears the screen',
    async () => {
      const path = await demoApplication(session.client, 'Acme Production', 'storefront', 'main');
      const terminal = new Terminal();
      const instance = render(
        <App
          client={session.client}
          push={session.push}
          profile="test"
          origin={session.client.origin}
          theme={createTheme({ NO_COLOR: '1' })}
          initialRoutes={routesTo(path)}
        />,
        {
          stdout: terminal as unknown as NodeJS.WriteStream,
          stdin: new Keyboard() as unknown as NodeJS.ReadStream,
          exitOnCtrlC: false,
          patchConsole: false,
        },
      );
      try {
        const text = () => stripVTControlCharacters(terminal.since(0));
        await waitFor(() => /State\s+Running/.test(text()), 'the overview showing Running');
        await waitFor(
          async () => {
            await session.client.applications.pause(path.ids);
            return true;
          },
          'the pause to be accepted once no task runs',
          30_000,
          250,
        );
        const before = terminal.writes.length;
        await waitFor(() => /State\s+Paused/.test(stripVTControlCharacters(terminal.since(before))), 'Paused, live');
        const update = terminal.writes.slice(before);
        expect(update.join('')).not.toContain(CLEAR_SCREEN);
        // Each redraw is one synchronized update: the terminal shows it whole, never half erased.
        const redraws = update.filter((w) => w !== BEGIN_SYNC && w !== END_SYNC);
        expect(redraws.length).toBeGreaterThan(0);
        for (const redraw of redraws) {
          const at = update.indexOf(redraw);
          expect([update[at - 1], update[at + 1]]).toEqual([BEGIN_SYNC, END_SYNC]);
        }
      } finally {
        instance.unmount();
        instance.cleanup();
      }
    },
  );
});
