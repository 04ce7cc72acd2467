import type { GlobalOptions } from './global-options.js';
import { createOutput, type Output, type OutputStreams } from './output.js';

/** What every handler gets: the global options, decided once, and the output streams. */
export interface Context {
  /** Profile name as given (`--profile`), else SKIFF_PROFILE, else `default`; see `profileNameFrom`. */
  profileFlag?: string;
  json: boolean;
  verbose: boolean;
  env: NodeJS.ProcessEnv;
  out: Output;
  /** Aborted on SIGINT/SIGTERM, so that long waits end cleanly. */
  signal: AbortSignal;
}

export async function createContext(
  options: GlobalOptions,
  signal: AbortSignal,
  streams: OutputStreams = { stdout: process.stdout, stderr: process.stderr, env: process.env },
): Promise<Context> {
  const json = Boolean(options.json);
  return {
    profileFlag: options.profile,
    json,
    verbose: Boolean(options.verbose) || streams.env.SKIFF_DEBUG === '1',
    env: streams.env,
    out: await createOutput(json, streams),
    signal,
  };
}
