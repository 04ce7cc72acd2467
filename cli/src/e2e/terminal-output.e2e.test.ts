import { spawn } from 'node:child_process';
import { CLI_PATH } from '@skiff/testkit';
import { describe, expect, it } from 'vitest';
import { useSignedInCli } from './signed-in.js';

const s = useSignedInCli();

const ESCAPE = '\u001b';
const ANSI = /\u001b\[[0-9;]*m/g;

function shellQuote(word: string): string {
  return `'${word.replaceAll("'", "'\\''")}'`;
}

/**
 * Runs skiff in a real pseudo-terminal (util-linux `script`) of `columns` columns, so stdout and stderr are
 * terminals as for a person; resolves with what the terminal received, line endings normalised. Asynchronous: the
 * emulator answers from this same process.
 */
function inTerminal(
  args: string[],
  columns: number,
  env: Record<string, string | undefined> = {},
): Promise<{ code: number | null; screen: string }> {
  const command = `stty cols ${columns} rows 40; exec ${[process.execPath, CLI_PATH, ...args].map(shellQuote).join(' ')}`;
  const child = spawn('script', ['-qec', command, '/dev/null'], {
    env: {
      ...process.env,
      SKIFF_CONFIG_DIR: s.emulator.configDir,
      NO_COLOR: undefined,
      SKIFF_PROFILE: undefined,
      ...env,
    },
  });
  let screen = '';
  child.stdout.on('data', (chunk) => (screen += chunk));
  child.stdin.end(); // script forwards its stdin to the terminal: closed, so it ends with the command
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, screen: screen.replaceAll('\r\n', '\n') }));
  });
}

/** The table's lines: what the terminal shows before the notes on stderr (which wrap like any text). */
function tableLines(screen: string): string[] {
  const lines = screen.trimEnd().split('\n');
  const notes = lines.findIndex((line) => /^(Left out|Page \d)/.test(line));
  return notes === -1 ? lines : lines.slice(0, notes);
}

/** Width in terminal columns of a line once its colours are removed (the tables' text is single-width). */
function visibleWidth(line: string): number {
  return [...line.replace(ANSI, '')].length;
}

describe('tables and colours on a terminal', () => {
  it('Given a 60-column terminal, When listing workspaces and activities, Then every line fits, cut with an ellipsis', async () => {
    for (const args of [
      ['workspaces', 'list'],
      ['activities', 'list', '--limit', '5'],
    ]) {
      const { code, screen } = await inTerminal(args, 60);
      expect(code, screen).toBe(0);
      const lines = tableLines(screen);
      expect(lines.length).toBeGreaterThan(2);
      for (const line of lines) expect(visibleWidth(line), line).toBeLessThanOrEqual(60);
      expect(screen).toMatch(/[0-9a-f]{24}/);
      expect(screen).toMatch(/^Left out to fit the terminal: [A-Z, ]+ \(--json has every field\)\.$/m);
    }
  });

  it('Given --quiet on a 60-column terminal, When listing, Then the fitted table alone, no note', async () => {
    const { code, screen } = await inTerminal(['--quiet', 'workspaces', 'list'], 60);
    expect(code).toBe(0);
    expect(screen).not.toMatch(/Left out|Page \d/);
    for (const line of screen.trimEnd().split('\n')) expect(visibleWidth(line), line).toBeLessThanOrEqual(60);
  });

  it('Given a terminal, When listing, Then the header is bold and states are coloured', async () => {
    const { code, screen } = await inTerminal(['activities', 'list', '--limit', '5'], 120);
    expect(code).toBe(0);
    expect(screen).toMatch(/\u001b\[1mID/);
    expect(screen).toMatch(/\u001b\[3\dmSUCCESS/);
  });

  it.each([
    ['NO_COLOR=1', [] as string[], { NO_COLOR: '1' }],
    ['--no-color', ['--no-color'], {}],
  ])(
    'Given %s on a terminal, When listing, Then not one escape sequence, the table still fitted',
    async (_, flags, env) => {
      const { code, screen } = await inTerminal([...flags, 'activities', 'list', '--limit', '5'], 60, env);
      expect(code).toBe(0);
      expect(screen).not.toContain(ESCAPE);
      expect(screen).toMatch(/^ID +ACTION/);
      for (const line of tableLines(screen)) expect(visibleWidth(line), line).toBeLessThanOrEqual(60);
    },
  );

  it('Given stdout piped, When listing, Then whole rows (ids uncut), no colours even without NO_COLOR', async () => {
    const result = await s.cli(['workspaces', 'list'], { env: { NO_COLOR: '', COLUMNS: '60' } });
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain(ESCAPE);
    expect(result.stdout).toMatch(/ [0-9a-f]{24}\n/);
    expect(result.stdout.split('\n').some((line) => line.length > 60)).toBe(true);
  });
});
