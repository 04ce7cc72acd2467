/** Test only: a real terminal (a tmux pane on a private server) in which a test types commands and reads the screen. */
import { execFileSync } from 'node:child_process';
import { waitFor } from './wait.js';

export interface TmuxTerminal {
  /** Types `text` as keys (literally), then Enter unless `enter` is false. */
  type(text: string, enter?: boolean): void;
  /** Sends one named key: `Enter`, `C-c`, ... */
  press(key: string): void;
  /** The visible screen, as text. */
  screen(): string;
  /** The visible screen with its escape sequences (colours, bold) as the terminal holds them. */
  screenWithStyles(): string;
  /** A tmux format string expanded for the pane, e.g. `#{alternate_on}` (1 while a full-screen program runs). */
  display(format: string): string;
  /** Waits until the screen passes `check`, and returns it; fails with the screen when it does not in time. */
  waitForScreen(check: (screen: string) => boolean, what: string, timeoutMs?: number): Promise<string>;
  /** Clears the screen, then runs `command`, which prints `EXIT-<code>` when it ends (see `exitCodeOn`). */
  run(command: string): void;
  close(): void;
}

/**
 * Starts a 120x40 pane running `shell` (bash without rc files unless told), with `env` set in it, on a tmux server
 * of its own (socket `skiff-<name>-<pid>`), so tests running side by side never share a pane.
 */
export function startTmuxTerminal(
  name: string,
  env: Record<string, string> = {},
  shell: readonly string[] = ['bash', '--norc', '--noprofile'],
): TmuxTerminal {
  const socket = `skiff-${name}-${process.pid}`;
  const tmux = (...args: string[]) => execFileSync('tmux', ['-L', socket, ...args], { encoding: 'utf8' });
  const exports = Object.entries(env).map(([key, value]) => `${key}=${value}`);
  tmux('new-session', '-d', '-s', 'cli', '-x', '120', '-y', '40', 'env', ...exports, ...shell);
  const screen = () => tmux('capture-pane', '-p', '-t', 'cli');
  const terminal: TmuxTerminal = {
    type(text, enter = true) {
      // `--`: typed text that starts with '-' (a login code may) is text, not a flag of send-keys.
      tmux('send-keys', '-t', 'cli', '-l', '--', text);
      if (enter) tmux('send-keys', '-t', 'cli', 'Enter');
    },
    press: (key) => void tmux('send-keys', '-t', 'cli', key),
    screen,
    screenWithStyles: () => tmux('capture-pane', '-p', '-e', '-t', 'cli'),
    display: (format) => tmux('display-message', '-p', '-t', 'cli', format).trim(),
    async waitForScreen(check, what, timeoutMs = 20_000) {
      try {
        return (await waitFor(() => (check(screen()) ? screen() : undefined), what, timeoutMs)) as string;
      } catch (error) {
        throw new Error(`${(error as Error).message}\nscreen:\n${screen()}`);
      }
    },
    run(command) {
      terminal.type(`clear; ${command}; echo EXIT-$?`);
    },
    close() {
      try {
        tmux('kill-server');
      } catch {
        // already gone
      }
    },
  };
  return terminal;
}

/** The exit code a command started with `run` printed, once it has ended. */
export async function exitCodeOn(terminal: TmuxTerminal, what: string): Promise<number> {
  const screen = await terminal.waitForScreen((text) => /EXIT-\d+/.test(text), what);
  return Number(/EXIT-(\d+)/.exec(screen)![1]);
}
