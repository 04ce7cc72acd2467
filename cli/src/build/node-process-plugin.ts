import type { Plugin } from 'esbuild';

/**
 * esbuild turns each `import process from 'node:process'` of an ES module (Ink and eight of its helpers) into
 * `__toESM(require('node:process'))`, a new object with a getter copied for each of `process`'s properties: 20
 * copies made while `tui.cjs` loads. With this plugin those imports get one small ES module whose `default` is
 * `process` itself. Only the names below can be imported by name (the build fails on any other, so none is silently
 * undefined); `require('node:process')` calls are left to Node.
 */
export const NODE_PROCESS_MODULE = [
  'const exported = process;',
  'export default exported;',
  // Read when the module loads, as Ink's helpers read them (is-in-ci reads `env.CI` at its top level).
  'export const env = exported.env;',
  'export const cwd = () => exported.cwd();',
].join('\n');

const NAMESPACE = 'node-process-as-es-module';

export const nodeProcessModule: Plugin = {
  name: 'node-process-module',
  setup(build) {
    build.onResolve({ filter: /^(?:node:)?process$/ }, (args) =>
      args.kind === 'import-statement' ? { path: 'process', namespace: NAMESPACE } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: NAMESPACE }, () => ({ contents: NODE_PROCESS_MODULE, loader: 'js' }));
  },
};
