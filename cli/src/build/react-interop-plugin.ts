import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'esbuild';

/**
 * React ships CommonJS only. esbuild gives each ES module that imports a CommonJS package its own copy of the
 * package's exports (`__toESM`: a getter per export), so the TUI's ~120 files that import `react` and ~90 that import
 * `react/jsx-runtime` made some 8,000 getters while the bundle loaded, and every hook and element of a render then
 * went through one. With this plugin those imports get one ES module per package that reads the exports once, as
 * plain bindings. `require()` calls (react-reconciler's) still get React itself: the same object.
 */
const REACT_ENTRIES: Readonly<Record<string, string>> = {
  react: 'cjs/react.production.js',
  'react/jsx-runtime': 'cjs/react-jsx-runtime.production.js',
};

const NAMESPACE = 'react-as-es-module';

/** An ES module with `entry`'s exports as named bindings (read once from the CommonJS module) and `default`. */
export function reactModuleSource(entry: string, names: readonly string[]): string {
  const valid = names.filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default');
  return [
    `const exported = require(${JSON.stringify(entry)});`,
    `export const { ${valid.join(', ')} } = exported;`,
    'export default exported;',
  ].join('\n');
}

/** See REACT_ENTRIES; `fromFolder` is where `react` is resolved from (the TUI's package). */
export function reactInterop(fromFolder: string): Plugin {
  const require = createRequire(`${fromFolder}/`);
  const reactFolder = dirname(require.resolve('react/package.json'));
  return {
    name: 'react-interop',
    setup(build) {
      build.onResolve({ filter: /^react(?:\/jsx-runtime)?$/ }, (args) =>
        args.kind === 'import-statement' ? { path: args.path, namespace: NAMESPACE } : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        // The names come from the production build, the one bundled (NODE_ENV is defined as production).
        const production = REACT_ENTRIES[args.path];
        if (!production) throw new Error(`react-interop: no entry for ${args.path}`);
        const names = Object.keys(require(join(reactFolder, production)) as object);
        return { contents: reactModuleSource(args.path, names), loader: 'js', resolveDir: fromFolder };
      });
    },
  };
}
