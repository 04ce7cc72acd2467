/** Options every command takes; `--json` is decided here once and read from the context everywhere else. */
export interface GlobalOptions {
  profile?: string;
  json?: boolean;
  verbose?: boolean;
}
