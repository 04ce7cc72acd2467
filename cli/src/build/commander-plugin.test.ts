import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { commanderLazyChildProcess, patchCommanderChildProcess } from './commander-plugin.js';

const CLI_FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

describe('commander bundled without node:child_process at load', () => {
  it('Given commander bundled with the patch, When it loads and parses a command, Then it never required node:child_process', async () => {
    const result = await build({
      stdin: {
        contents: `const { Command } = require('commander');
          let seen;
          new Command('x').command('list').option('--json').action((options) => { seen = options; }).parent.parse(['list', '--json'], { from: 'user' });
          module.exports = seen;`,
        resolveDir: CLI_FOLDER,
        loader: 'js',
      },
      bundle: true,
      write: false,
      format: 'cjs',
      platform: 'node',
      plugins: [commanderLazyChildProcess],
      logLevel: 'silent',
    });
    const required: string[] = [];
    const nodeRequire = createRequire(`${CLI_FOLDER}/`);
    const module = { exports: {} as unknown };
    const trackedRequire = (name: string) => {
      required.push(name);
      return nodeRequire(name);
    };
    new Function('module', 'exports', 'require', result.outputFiles[0]!.text)(module, module.exports, trackedRequire);
    expect(module.exports).toEqual({ json: true });
    expect(required).toContain('node:events');
    expect(required).not.toContain('node:child_process');
  });

  it('Given the patched source, When patched again, Then the build stops naming the line it expected', () => {
    const path = resolve(dirname(createRequire(`${CLI_FOLDER}/`).resolve('commander')), 'lib/command.js');
    const patched = patchCommanderChildProcess(readFileSync(path, 'utf8'), path);
    expect(patched).toContain("require('node:child_process').spawn(...args)");
    expect(() => patchCommanderChildProcess(patched, path)).toThrow(/expected `const childProcess = require/);
  });
});
