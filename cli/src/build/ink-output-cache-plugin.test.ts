import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { inkOutputCaches, MAX_CACHED, patchInkOutputCaches } from './ink-output-cache-plugin.js';

const OUTPUT_JS = join(dirname(createRequire(import.meta.url).resolve('ink')), 'output.js');

interface InkOutput {
  caches: { styledChars: Map<string, unknown>; widths: Map<string, number> };
  write(x: number, y: number, text: string, options: { transformers: unknown[] }): void;
  get(): { output: string; height: number };
}

/** Ink's Output class, bundled with or without the patch. */
async function outputClass(patched: boolean): Promise<new (size: { width: number; height: number }) => InkOutput> {
  const result = await build({
    entryPoints: [OUTPUT_JS],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    plugins: patched ? [inkOutputCaches] : [],
    logLevel: 'silent',
  });
  const url = `data:text/javascript;base64,${Buffer.from(result.outputFiles[0]!.text).toString('base64')}`;
  return (await import(url)).default;
}

function frame(Output: new (size: { width: number; height: number }) => InkOutput, marked: number): InkOutput {
  const output = new Output({ width: 20, height: 3 });
  for (let row = 0; row < 3; row++) {
    output.write(0, row, `${row === marked ? '\u001b[7m>' : ' '} row ${row}\u001b[27m`, { transformers: [] });
  }
  return output;
}

describe("Ink's output caches shared by every frame", () => {
  it('Given two frames drawn with the patch, When compared with Ink as it is, Then the same text and one set of caches', async () => {
    const [Patched, Plain] = await Promise.all([outputClass(true), outputClass(false)]);
    const first = frame(Patched, 0);
    const second = frame(Patched, 1);
    expect(first.get().output).toBe(frame(Plain, 0).get().output);
    expect(second.get().output).toBe(frame(Plain, 1).get().output);
    expect(second.caches).toBe(first.caches);
    expect(frame(Plain, 0).caches).not.toBe(frame(Plain, 1).caches);
  });

  it('Given 300 frames of overlapping, styled, wide and off-screen writes, When drawn with the patch, Then each is what Ink draws', async () => {
    const [Patched, Plain] = await Promise.all([outputClass(true), outputClass(false)]);
    const texts = [
      'Acme',
      '\u001b[7m> storefront\u001b[27m',
      '日本語',
      'a\nb',
      '\u001b[2mpaused\u001b[22m',
      '—',
      '',
      '╭─ Home ─╮',
      '│\n│\n│',
      '· 3 apps …',
      '←↑→↓ ▌█░',
      'café ü',
      ' ~{|}` ',
      '🔔 2',
    ];
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let frameIndex = 0; frameIndex < 300; frameIndex++) {
      const size = { width: 8 + next(8), height: 1 + next(4) };
      const writes = Array.from({ length: next(6) }, () => [next(18), next(5), texts[next(texts.length)]!] as const);
      const [patched, plain] = [new Patched(size), new Plain(size)];
      for (const [x, y, text] of writes) {
        patched.write(x, y, text, { transformers: [] });
        plain.write(x, y, text, { transformers: [] });
      }
      expect(patched.get().output, JSON.stringify({ size, writes })).toBe(plain.get().output);
    }
  });

  it('Given lines of narrow characters only, When drawn, Then they take the path that tokenizes nothing', async () => {
    const Patched = await outputClass(true);
    const output = new Patched({ width: 24, height: 4 });
    const styled = '\u001b[7m> storefront\u001b[27m';
    for (const [row, text] of ['╭─ Workspaces ─╮', '│ Acme · 3 apps … →', '╰───╯', styled].entries()) {
      output.write(0, row, text, { transformers: [] });
    }
    expect(output.get().output).toBe(`╭─ Workspaces ─╮\n│ Acme · 3 apps … →\n╰───╯\n${styled}`);
    const cells = (line: string) => output.caches.styledChars.get(line) as { skiffNarrow?: boolean } | undefined;
    expect(cells('│ Acme · 3 apps … →')?.skiffNarrow).toBe(true);
    expect(cells(styled)).toBeDefined();
    expect(cells(styled)?.skiffNarrow).toBeUndefined();
  });

  it('Given more lines than the bound, When drawn, Then the caches start anew instead of growing', async () => {
    const Patched = await outputClass(true);
    const first = new Patched({ width: 20, height: 1 });
    for (let i = 0; i <= MAX_CACHED; i++) {
      const output = new Patched({ width: 20, height: 1 });
      output.write(0, 0, `line ${i}`, { transformers: [] });
      output.get();
    }
    const later = new Patched({ width: 20, height: 1 });
    expect(later.caches).not.toBe(first.caches);
    expect(later.caches.styledChars.size + later.caches.widths.size).toBeLessThanOrEqual(MAX_CACHED + 2);
  });

  it('Given the patched source, When patched again, Then the build stops naming the line it expected', () => {
    const patched = patchInkOutputCaches(readFileSync(OUTPUT_JS, 'utf8'), OUTPUT_JS);
    expect(() => patchInkOutputCaches(patched, OUTPUT_JS)).toThrow(/expected `caches = new OutputCaches\(\);` once/);
  });
});
