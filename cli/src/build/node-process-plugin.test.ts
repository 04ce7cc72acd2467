import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { nodeProcessModule } from './node-process-plugin.js';

/** Bundles `source` (an ES module) as tui.cjs is bundled, with the plugin; resolves with the bundle's text. */
async function bundle(source: string): Promise<string> {
  const result = await build({
    stdin: { contents: source, loader: 'js', resolveDir: process.cwd() },
    bundle: true,
    format: 'cjs',
    platform: 'node',
    write: false,
    logLevel: 'silent',
    plugins: [nodeProcessModule],
  });
  return result.outputFiles[0]!.text;
}

describe('node:process imported by the TUI bundle’s ES modules', () => {
  it('Given default and named imports of node:process and process, When bundled and run, Then they are process itself, with no copy of it', async () => {
    const text = await bundle(`
      import proc from 'node:process';
      import again, { env, cwd } from 'process';
      module.exports = { proc, again, env, cwd: cwd(), required: require('node:process') };
    `);
    expect(text).not.toContain('__toESM(require("node:process"))');
    const loaded = { exports: {} as Record<string, unknown> };
    new Function('module', 'require', text)(loaded, require);
    expect(loaded.exports.proc).toBe(process);
    expect(loaded.exports.again).toBe(process);
    expect(loaded.exports.required).toBe(process);
    expect(loaded.exports.env).toBe(process.env);
    expect(loaded.exports.cwd).toBe(process.cwd());
  });

  it('Given a name the module does not export, When bundled, Then the build fails instead of leaving it undefined', async () => {
    await expect(bundle(`import { stdout } from 'node:process'; console.log(stdout);`)).rejects.toThrow(/stdout/);
  });
});
