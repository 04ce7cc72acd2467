import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createOutput, toJson, toJsonBytes } from './output.js';
import { createProgressReporter, progressLine } from './progress.js';

function streams(tty = false) {
  const stdout = Object.assign(new PassThrough(), { isTTY: tty, columns: 100 }) as unknown as NodeJS.WriteStream;
  const stderr = Object.assign(new PassThrough(), { isTTY: tty }) as unknown as NodeJS.WriteStream;
  const read = (s: NodeJS.WriteStream) => ((s as unknown as PassThrough).read() ?? '').toString();
  return { stdout, stderr, env: {}, read };
}

describe('output', () => {
  it('Given a value with C0 and C1 controls, When printed as JSON, Then every control is escaped', () => {
    const text = toJson({ message: 'a\u001b[31mb\u009b2Jc' });
    expect(text).toBe('{"message":"a\\u001b[31mb\\u009b2Jc"}');
    expect(text).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
  });

  it('Given texts with and without DEL or C1 controls, When serialised as bytes, Then they are the UTF-8 of toJson', () => {
    const values = [
      { message: 'plain ascii' },
      { message: 'accents é ü, a no-break space\u00a0and ©' },
      { message: 'a\u001b[31mb\u009b2Jc' },
      { message: 'del \u007f, next line \u0085, last C1 \u009f' },
      ['\u0080', { nested: 'ok \u00c2\u0080' }],
    ];
    for (const value of values) {
      const bytes = toJsonBytes(value);
      expect(bytes.toString('utf8')).toBe(toJson(value));
      expect(bytes.toString('utf8')).not.toMatch(/[\u007f-\u009f]/);
    }
  });

  it('Given --json, When notes and progress are written, Then stderr stays empty but errors still show', async () => {
    const s = streams();
    const out = await createOutput(true, s);
    out.info('note');
    out.progress('[###.......]');
    out.error('Error: boom');
    out.json({ ok: true });
    expect(s.read(s.stderr)).toBe('Error: boom\n');
    expect(s.read(s.stdout)).toBe('{"ok":true}\n');
  });

  it('Given --quiet, When notes and progress are written, Then only results and errors show', async () => {
    const s = streams();
    const out = await createOutput(false, s, { quiet: true });
    out.info('note');
    out.progress('[###.......]');
    out.result('row');
    out.error('Error: boom');
    out.trace('HTTP GET /api/v2/workspaces -> 200 (3 ms)');
    expect(s.read(s.stderr)).toBe('Error: boom\nHTTP GET /api/v2/workspaces -> 200 (3 ms)\n');
    expect(s.read(s.stdout)).toBe('row\n');
  });

  it('Given --no-color on a terminal, When colours are asked for, Then none are used', async () => {
    const out = await createOutput(false, streams(true), { noColor: true });
    expect([out.color.green('ok'), out.errorColor.red('x')]).toEqual(['ok', 'x']);
  });

  it('Given stdout is not a terminal, When colours are asked for, Then none are used', async () => {
    const out = await createOutput(false, streams(false));
    expect(out.color.green('ok')).toBe('ok');
    expect(out.columns).toBeUndefined();
  });

  it('Given NO_COLOR on a terminal, When colours are asked for, Then none are used', async () => {
    const s = streams(true);
    expect((await createOutput(false, { ...s, env: { NO_COLOR: '1' } })).color.green('ok')).toBe('ok');
    expect((await createOutput(false, s)).color.green('ok')).not.toBe('ok');
  });
});

describe('progress', () => {
  it('Given a known total, When drawn, Then a ten-cell bar shows lines of the total and the action', () => {
    expect(progressLine({ action: 'DEPLOY_APPLICATION', lines: 54, expected: 108 })).toBe(
      '[#####.....] 54/108 DEPLOY_APPLICATION',
    );
    expect(progressLine({ action: 'X', lines: 7 })).toBe('7 lines X');
  });

  it('Given stderr is not a terminal, When progress comes line by line, Then one plain line per tenth is written', async () => {
    const s = streams(false);
    const reporter = createProgressReporter(await createOutput(false, s), () => 0);
    for (let lines = 1; lines <= 108; lines++) reporter.update({ action: 'DEPLOY_APPLICATION', lines, expected: 108 });
    reporter.done();
    const written = s.read(s.stderr).trim().split('\n');
    expect(written).toHaveLength(11);
    expect(written.at(-1)).toBe('[##########] 108/108 DEPLOY_APPLICATION');
  });

  it('Given a reader slower than the result, When pieces are written past what stdout holds, Then the next waits until it drains', async () => {
    const stdout = new PassThrough({ highWaterMark: 16 }) as unknown as NodeJS.WriteStream;
    const out = await createOutput(true, { ...streams(), stdout });
    await out.resultPiece('0123'); // room left: at once
    let taken = false;
    const full = out.resultPiece('0123456789abcdefghij').then(() => {
      taken = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(taken).toBe(false);
    expect((stdout as unknown as PassThrough).read()?.toString()).toBe('01230123456789abcdefghij');
    await full;
    expect(taken).toBe(true);
  });

  it('Given stderr is a terminal, When progress comes, Then the line is redrawn in place and ended once', async () => {
    const s = streams(true);
    const reporter = createProgressReporter(await createOutput(false, s));
    reporter.update({ action: 'A', lines: 1, expected: 2 });
    reporter.update({ action: 'A', lines: 2, expected: 2 });
    reporter.done();
    const written = s.read(s.stderr);
    expect(written.split('\r')).toHaveLength(3);
    expect(written.endsWith('[##########] 2/2 A\n')).toBe(true);
  });
});
