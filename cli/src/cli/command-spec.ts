import type { Context } from './context.js';

/** One option of a command; the value's type comes from `parse` (else string for `<value>` flags, else boolean). */
export interface OptionSpec<T = unknown> {
  /** Commander flags, e.g. `--page <n>` or `--wait`. */
  flags: string;
  description: string;
  parse?: (text: string) => T;
  /** Shown in help; applied by the service, not by commander, so that `undefined` means "not given". */
  defaultHelp?: string;
  /** Options of which at most one may be given. */
  conflicts?: string[];
  hidden?: boolean;
}

export interface ArgumentSpec {
  description: string;
  optional?: boolean;
  /** The last argument may take every remaining word (`KEY=VALUE...`): its value is then a list. */
  variadic?: boolean;
}

type OptionValue<S> = S extends { parse: (text: string) => infer T }
  ? T
  : S extends { flags: `${string}<${string}` }
    ? string
    : boolean;

/** The parsed options of a command, typed from its declaration. */
export type OptionValues<O extends Record<string, OptionSpec>> = { [K in keyof O]?: OptionValue<O[K]> };
/** The positional arguments of a command, typed from its declaration. */
export type ArgumentValues<A extends Record<string, ArgumentSpec>> = {
  [K in keyof A]: A[K] extends { variadic: true }
    ? string[]
    : A[K] extends { optional: true }
      ? string | undefined
      : string;
};

/** A command declared as data: what it is, its arguments and options, examples, and a handler loaded on demand. */
export interface CommandSpec<
  A extends Record<string, ArgumentSpec> = Record<string, ArgumentSpec>,
  O extends Record<string, OptionSpec> = Record<string, OptionSpec>,
> {
  name: string;
  summary: string;
  /** Longer text under the usage line; defaults to the summary. */
  description?: string;
  args?: A;
  options?: O;
  /** Runnable examples shown by `--help`: [command line, what it does]. */
  examples: ReadonlyArray<readonly [string, string]>;
  /** Returns the exit code (default 0). Handlers live in services and are imported inside `run`. */
  run(ctx: Context, args: ArgumentValues<A>, options: OptionValues<O>): Promise<number | undefined>;
}

/** A group of commands (`skiff apps ...`). */
export interface GroupSpec {
  name: string;
  summary: string;
  commands: ReadonlyArray<CommandSpec<never, never>>;
}

/** Declares a command; the handler's `args` and `options` types follow from the declaration. */
export function defineCommand<
  const A extends Record<string, ArgumentSpec> = Record<never, ArgumentSpec>,
  const O extends Record<string, OptionSpec> = Record<never, OptionSpec>,
>(spec: CommandSpec<A, O>): CommandSpec<never, never> {
  return spec as unknown as CommandSpec<never, never>;
}
