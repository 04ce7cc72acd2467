/** Options every command takes; `--json` is decided here once and read from the context everywhere else. */
export interface GlobalOptions {
  profile?: string;
  json?: boolean;
  verbose?: boolean;
  quiet?: boolean;
  /** False with `--no-color`. */
  color?: boolean;
}

/** One global option as the root command declares it. */
export interface GlobalOptionSpec {
  flags: string;
  description: string;
  conflicts?: string;
}

/** The global options, declared once: main.ts puts them on the root command, `--help` lists them everywhere. */
export const GLOBAL_OPTIONS: readonly GlobalOptionSpec[] = [
  { flags: '--profile <name>', description: 'profile to use (default: SKIFF_PROFILE, else "default")' },
  {
    flags: '--json',
    description: 'print results as JSON on stdout (one document; one object per line when following)',
  },
  {
    flags: '--verbose',
    description:
      'print each HTTP request on stderr (method, path, status, time; credentials redacted) and stack traces of ' +
      'failures (also SKIFF_DEBUG=1, which adds redacted request headers and bodies)',
    conflicts: 'quiet',
  },
  { flags: '-q, --quiet', description: 'print results only: no progress, notes or hints on stderr (errors still)' },
  { flags: '--no-color', description: 'no colours in the output (also NO_COLOR=1)' },
];

/** `SKIFF_DEBUG=1`: verbose, plus the redacted headers and bodies of requests. */
export function debugFromEnv(env: NodeJS.ProcessEnv): boolean {
  return env.SKIFF_DEBUG === '1';
}
