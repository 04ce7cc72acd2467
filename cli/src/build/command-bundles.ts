import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'esbuild';

/**
 * Each top-level command's own bundle, `dist/command-NAME.cjs` (NAME: the file under src/commands/ that declares it),
 * which `skiff.js` runs instead of `main.cjs` when that command is chosen. It is main.ts with only that command's
 * declarations: the other commands, their services and the parts of the SDK only they use are not in it, so a start
 * reads, deserialises and initialises less (`skiff workspaces list`: a 450 KB bundle instead of 910 KB, its code cache
 * 510 KB instead of 770 KB). Help, no command and unknown words still run `main.cjs`, with the whole tree.
 */

const MODULES_FILE = 'src/commands/modules.ts';

/** One declaration line of commands/modules.ts: `  word: async () => (await import('./file.js')).name,`. */
const DECLARATION = /^\s+'?([a-z][a-z-]*)'?: async \(\) => \(await import\('\.\/([a-z][a-z-]*)\.js'\)\)\.\w+,$/;

/**
 * The command words of commands/modules.ts, each with the file that declares it (`admins` -> `users`). The build
 * stops when a declaration is written some other way, so that no command silently loses its bundle.
 */
export function commandFilesOf(source: string, path = MODULES_FILE): Map<string, string> {
  const files = new Map<string, string>();
  for (const line of source.split('\n')) {
    if (!line.includes('async () =>')) continue;
    const found = DECLARATION.exec(line);
    if (!found) throw new Error(`${path}: cannot read the command declaration \`${line.trim()}\`; update the build`);
    files.set(found[1]!, found[2]!);
  }
  if (files.size === 0) throw new Error(`${path}: no command declarations found; update the build`);
  return files;
}

/** commands/modules.ts with only the declarations made in `file` (the lines of the others left out). */
export function onlyCommandsOf(source: string, file: string): string {
  return source
    .split('\n')
    .filter((line) => !line.includes('async () =>') || DECLARATION.exec(line)?.[2] === file)
    .join('\n');
}

/** Commands that load the whole tree anyway (completion lists every command): they run `main.cjs`. */
const WHOLE_TREE_FILES = new Set(['completion']);

/** The files under src/commands/ that get a bundle of their own, each with its command words. */
export function commandBundleSources(modulesSource: string): Map<string, string[]> {
  const sources = new Map<string, string[]>();
  for (const [word, file] of commandFilesOf(modulesSource)) {
    if (!WHOLE_TREE_FILES.has(file)) sources.set(file, [...(sources.get(file) ?? []), word]);
  }
  return sources;
}

/** The command words of the CLI in `cliFolder`, each with the name of its bundle's file (for skiff.js). */
export function commandBundleFiles(cliFolder: string): Record<string, string> {
  const sources = commandBundleSources(readFileSync(resolve(cliFolder, MODULES_FILE), 'utf8'));
  return Object.fromEntries(
    [...sources].flatMap(([file, words]) => words.map((word) => [word, commandBundleFile(file)])),
  );
}

export const commandBundleFile = (file: string) => `command-${file}.cjs`;

const COMMAND_ENTRY = 'skiff-commands-of:';

/** The entry point of the bundle of the commands declared in `file` (resolved by onlyCommandsPlugin). */
export const commandEntry = (file: string) => `${COMMAND_ENTRY}${file}`;

/**
 * The esbuild plugin behind each `commandEntry(file)`: main.ts once more (a module of its own per file), whose
 * commands/modules.ts keeps only the declarations made in `file`. main.ts loads the whole tree (commands/index.ts)
 * only for a word that is no command; skiff.js never runs a command's bundle for one, so there the tree is a module
 * that says so if it is ever loaded. Every other source is the same module in all the bundles, read once.
 */
export function onlyCommandsPlugin(cliFolder: string): Plugin {
  const main = resolve(cliFolder, 'src/main.ts');
  const modules = resolve(cliFolder, MODULES_FILE);
  return {
    name: 'only-commands-of',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${COMMAND_ENTRY}`) }, (args) => {
        const file = args.path.slice(COMMAND_ENTRY.length);
        return { path: `${main}#${file}`, namespace: 'skiff-commands-of', pluginData: { file } };
      });
      build.onLoad({ filter: /.*/, namespace: 'skiff-commands-of' }, (args) => ({
        contents: readFileSync(main, 'utf8'),
        loader: 'ts',
        resolveDir: dirname(main),
        pluginData: args.pluginData,
      }));
      build.onResolve({ filter: /^\.\/commands\/(?:modules|index)\.js$/ }, (args) => {
        if (args.namespace !== 'skiff-commands-of') return undefined;
        const { file } = args.pluginData as { file: string };
        const which = args.path.includes('modules') ? 'modules' : 'tree';
        return { path: `${which}#${file}`, namespace: 'skiff-commands-of-parts', pluginData: { file, which } };
      });
      build.onLoad({ filter: /.*/, namespace: 'skiff-commands-of-parts' }, (args) => {
        const { file, which } = args.pluginData as { file: string; which: 'modules' | 'tree' };
        if (which === 'modules') {
          return {
            contents: onlyCommandsOf(readFileSync(modules, 'utf8'), file),
            loader: 'ts',
            resolveDir: dirname(modules),
          };
        }
        return {
          contents: `export const COMMAND_TREE = (() => {
            throw new Error(${JSON.stringify(`${commandBundleFile(file)} has no command tree: run main.cjs`)});
          })();`,
          loader: 'js',
        };
      });
    },
  };
}
