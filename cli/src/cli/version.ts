declare const __SKIFF_VERSION__: string | undefined;

/** The CLI's version, inlined at build time (tsup `define`); `0.0.0-dev` when run from source. */
export const VERSION: string = typeof __SKIFF_VERSION__ === 'string' ? __SKIFF_VERSION__ : '0.0.0-dev';
