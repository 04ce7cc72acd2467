import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { reactInterop, reactModuleSource } from './react-interop-plugin.js';

const TUI_FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), '../../../tui');

/** Bundles `source` (an ES module in the TUI's folder) as the CLI bundles the TUI, and runs it. */
async function bundleAndRun(source: string): Promise<{ text: string; exports: Record<string, unknown> }> {
  const result = await build({
    stdin: { contents: source, resolveDir: TUI_FOLDER, loader: 'js' },
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [reactInterop(TUI_FOLDER)],
    logLevel: 'silent',
  });
  const text = result.outputFiles[0]!.text;
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', 'require', text)(module, module.exports, createRequire(`${TUI_FOLDER}/`));
  return { text, exports: module.exports };
}

describe('React imported as an ES module once (the TUI bundle)', () => {
  it('Given files importing react and react/jsx-runtime, When bundled, Then they share plain bindings read once and the same React', async () => {
    const { text, exports } = await bundleAndRun(`
      import React, { useState, createElement } from 'react';
      import * as Whole from 'react';
      import { jsx, Fragment } from 'react/jsx-runtime';
      const reconcilerReact = require('react');
      export const checks = {
        sameDefault: React === reconcilerReact,
        sameHook: useState === reconcilerReact.useState && Whole.useState === useState,
        element: jsx(Fragment, { children: createElement('b', null, 'x') }).props.children.type,
      };
    `);
    expect(exports.checks).toEqual({ sameDefault: true, sameHook: true, element: 'b' });
    expect(text).not.toMatch(/__toESM\(require_react/);
    expect(text).not.toMatch(/__toESM\(require_jsx_runtime/);
  });

  it('Given export names, When the module is written, Then only names that can be bindings are, besides default', () => {
    expect(reactModuleSource('react', ['useState', 'default', 'not-a-name', '$ok'])).toBe(
      'const exported = require("react");\nexport const { useState, $ok } = exported;\nexport default exported;',
    );
  });
});
