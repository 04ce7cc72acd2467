import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'esbuild';
import { lazySegmenterModule, patchSegmenter } from './grapheme-segmenter-plugin.js';

/**
 * The one line of Ink's string-width that is patched: it builds the `\p{RGI_Emoji}` regex (a set of thousands of
 * emoji sequences) when the module loads, which costs about a third of a bare `node -e 0`'s start-up, on every TUI
 * start, for text that mostly never needs it. The patch builds it the first time it is used. The build fails if the
 * line is no longer there (a new string-width), so the patch can never silently stop applying.
 */
const EAGER_EMOJI_REGEX = 'const rgiEmojiRegex = /^\\p{RGI_Emoji}$/v;';
const LAZY_EMOJI_REGEX =
  "let rgiEmojiRegexBuilt; const rgiEmojiRegex = { test: (text) => (rgiEmojiRegexBuilt ??= new RegExp('^\\\\p{RGI_Emoji}$', 'v')).test(text) };";

/** Ink's string-width, with its emoji regex built on first use. */
export function patchInkStringWidth(source: string, path: string): string {
  const found = source.split(EAGER_EMOJI_REGEX).length - 1;
  if (found !== 1) {
    throw new Error(
      `${path}: expected the line \`${EAGER_EMOJI_REGEX}\` once, found it ${found} times; update the patch`,
    );
  }
  return source.replace(EAGER_EMOJI_REGEX, () => LAZY_EMOJI_REGEX);
}

/**
 * Ink and its ESM helpers import `string-width` for every piece of text they lay out; they get ours instead (a fast
 * path for narrow text in front of Ink's own, see string-width.ts). `skiff:ink-*` imports resolve from Ink's folder.
 * CommonJS `require('string-width')` callers keep theirs (another major, another export shape).
 */
export function inkTextWidth(cliFolder: string): Plugin {
  return {
    name: 'ink-text-width',
    setup(build) {
      const ours = resolve(cliFolder, 'src/build/string-width.ts');
      let inkFolder: Promise<string> | undefined;
      const fromInk = async (path: string) => {
        const kind = 'import-statement';
        inkFolder ??= build
          .resolve('ink', { resolveDir: cliFolder, kind, pluginData: { fromInk: true } })
          .then((ink) => dirname(ink.path));
        return build.resolve(path, { resolveDir: await inkFolder, kind, pluginData: { fromInk: true } });
      };
      build.onResolve({ filter: /^string-width$/ }, (args) =>
        args.kind === 'import-statement' && !args.pluginData?.fromInk ? { path: ours } : undefined,
      );
      build.onResolve({ filter: /^skiff:ink-strip-ansi$/ }, async () => {
        const found = await fromInk('strip-ansi');
        return { path: found.path, errors: found.errors };
      });
      build.onResolve({ filter: /^skiff:ink-string-width$/ }, async () => {
        const found = await fromInk('string-width');
        return { path: found.path, errors: found.errors, namespace: 'ink-string-width' };
      });
      build.onLoad({ filter: /.*/, namespace: 'ink-string-width' }, async (args) => ({
        contents: patchSegmenter(
          patchInkStringWidth(await readFile(args.path, 'utf8'), args.path),
          args.path,
          lazySegmenterModule(cliFolder),
        ),
        resolveDir: dirname(args.path),
        loader: 'js',
      }));
    },
  };
}
