import { debugFromEnv, type GlobalOptions } from './global-options.js';
import { createOutput, type Output, type OutputStreams } from './output.js';

/** What every handler gets: the global options, decided once, and the output streams. */
export interface Context {
  /** Profile name as given (`--profile`), else SKIFF_PROFILE, else `default`; see `profileNameFrom`. */
  profileFlag?: string;
  json: boolean;
  /** `--verbose` or SKIFF_DEBUG=1: the HTTP request log and stack traces on stderr. */
  verbose: boolean;
  /** SKIFF_DEBUG=1: the request log shows redacted headers and bodies too. */
  debug: boolean;
  /** `--quiet`: results only. */
  quiet: boolean;
  env: NodeJS.ProcessEnv;
  out: Output;
  /** Aborted on SIGINT/SIGTERM, so that long waits end cleanly. */
  signal: AbortSignal;
  /** A command that keeps running calls it once its start-up is done (`skiff.js` saves its code cache then). */
  startedUp?: () => void;
}

export async function createContext(
  options: GlobalOptions,
  signal: AbortSignal,
  streams: OutputStreams = { stdout: process.stdout, stderr: process.stderr, env: process.env },
): Promise<Context> {
  const json = Boolean(options.json);
  const debug = debugFromEnv(streams.env);
  const quiet = Boolean(options.quiet);
  return {
    profileFlag: options.profile,
    json,
    verbose: Boolean(options.verbose) || debug,
    debug,
    quiet,
    env: streams.env,
    out: await createOutput(json, streams, { quiet, noColor: options.color === false }),
    signal,
  };
}
