// A tmux pane driven through one control-mode client (`tmux -C`): keys are written to the pane's pty with send-keys
// and the screen is read back with capture-pane, each a line on the client's stdin and an answer block on its
// stdout, so a round trip costs no process start. Used by bench-tui.mjs for the TUI's key to frame in a real
// terminal.
import { execFileSync, spawn } from 'node:child_process';

/**
 * Starts `command` (argv) in a `columns`x`rows` pane of a private tmux server, with `env` set in it, and attaches
 * a control client to it.
 */
export async function startTmuxPane(name, command, env, columns = 120, rows = 36) {
  const socket = `skiff-bench-${name}-${process.pid}`;
  const exports = Object.entries(env).map(([key, value]) => `${key}=${value}`);
  execFileSync('tmux', ['-L', socket, 'new-session', '-d', '-s', 'bench', '-x', String(columns), '-y', String(rows)]);
  execFileSync('tmux', ['-L', socket, 'set-option', '-g', 'window-size', 'manual']);
  execFileSync('tmux', ['-L', socket, 'respawn-pane', '-k', '-t', 'bench', 'env', ...exports, ...command]);
  const client = spawn('tmux', ['-L', socket, '-C', 'attach', '-t', 'bench'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const waiting = [];
  let block;
  let buffered = '';
  client.stdout.setEncoding('utf8');
  client.stdout.on('data', (chunk) => {
    buffered += chunk;
    let end = buffered.indexOf('\n');
    while (end !== -1) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 1);
      end = buffered.indexOf('\n');
      if (block) {
        if (line.startsWith('%end ') || line.startsWith('%error ')) {
          const done = waiting.shift();
          if (done) (line.startsWith('%end ') ? done.resolve : done.reject)(block);
          block = undefined;
        } else block.push(line);
      } else if (line.startsWith('%begin ')) block = [];
    }
  });
  /** Sends one tmux command; resolves with its output lines. */
  const command_ = (text) =>
    new Promise((resolve, reject) => {
      waiting.push({ resolve, reject: (lines) => reject(new Error(`tmux ${text}: ${lines.join('\n')}`)) });
      client.stdin.write(`${text}\n`);
    });
  // The attach itself answers with an (empty) block first; the pane's output is not wanted on this client.
  await new Promise((resolve) => waiting.push({ resolve, reject: resolve }));
  await command_('refresh-client -f no-output');
  return {
    /** The visible screen, as text. */
    screen: async () => (await command_('capture-pane -p -t bench')).join('\n'),
    /** Sends a key by its tmux name (Down, Up, Enter) or one character. */
    press: (key) => command_(`send-keys -t bench ${key}`),
    close() {
      client.stdin.end();
      try {
        execFileSync('tmux', ['-L', socket, 'kill-server'], { stdio: 'ignore' });
      } catch {
        // already gone
      }
    },
  };
}
