import { readFile } from 'node:fs/promises';
import { stripControlSequences } from '@skiff/sdk/domain';
import { UsageError } from './errors.js';
import { readStdin } from './stdin.js';
import { unreadableFile } from './text-file.js';

/** The part of a zod schema the reader needs (any zod object schema fits; the CLI does not import zod itself). */
export interface SchemaLike<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> } };
}

/** An options file read and parsed: its value, and where each key was written. */
export interface ParsedInputFile {
  /** `deploy.yaml`, or `stdin` for `-`. */
  name: string;
  value: unknown;
  /** `line` (1-based) of the value at `path`, when the file has it. */
  lineOf(path: readonly PropertyKey[]): number | undefined;
}

async function readText(file: string, flag: string, stdin: NodeJS.ReadStream): Promise<string> {
  if (file === '-') return readStdin(stdin);
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    throw new UsageError(`${flag} ${file}: ${unreadableFile(error)}.`);
  }
}

/** `deploy.yaml:3:7: ...` for the first syntax error, with the parser's words (its first line). */
function syntaxError(
  name: string,
  error: { message: string; linePos?: [{ line: number; col: number }, ...unknown[]] },
) {
  const where = error.linePos ? `:${error.linePos[0].line}:${error.linePos[0].col}` : '';
  const reason = (error.message.split('\n', 1)[0] ?? '').replace(/ at line \d+, column \d+:?$/, '');
  return new UsageError(`${name}${where}: ${reason}.`, 'Options files are JSON or YAML.');
}

/**
 * Reads an options file in JSON or YAML (`-` reads stdin). JSON is parsed as YAML too (YAML 1.2 is a superset),
 * which gives line numbers for both; a `.json` file must be strict JSON. Errors name the file, line and rule.
 */
export async function readInputFile(
  file: string,
  flag = '--file',
  stdin: NodeJS.ReadStream = process.stdin,
): Promise<ParsedInputFile> {
  const name = file === '-' ? 'stdin' : file;
  const text = await readText(file, flag, stdin);
  if (!text.trim()) throw new UsageError(`${name} is empty: write the options as JSON or YAML.`);
  const { LineCounter, parseDocument, isNode } = await import('yaml');
  const lineCounter = new LineCounter();
  const strictJson = /\.json$/i.test(file);
  // The JSON schema rejects YAML's bare words, so a broken .json file gets a line and column too.
  const document = parseDocument(text, { lineCounter, prettyErrors: true, ...(strictJson ? { schema: 'json' } : {}) });
  const first = document.errors[0];
  if (first) throw syntaxError(name, first as Parameters<typeof syntaxError>[1]);
  if (strictJson) {
    try {
      JSON.parse(text);
    } catch (error) {
      throw new UsageError(`${name}: not valid JSON (${(error as Error).message.split('\n', 1)[0]}).`);
    }
  }
  return {
    name,
    value: document.toJS(),
    lineOf: (path) => {
      const node = path.length === 0 ? document.contents : document.getIn(path as unknown[], true);
      return isNode(node) && node.range ? lineCounter.linePos(node.range[0]).line : undefined;
    },
  };
}

/** The nearest line for an issue: the key itself, else the closest parent that the file has. */
function nearestLine(input: ParsedInputFile, path: readonly PropertyKey[]): number | undefined {
  for (let depth = path.length; depth >= 0; depth--) {
    const line = input.lineOf(path.slice(0, depth));
    if (line !== undefined) return line;
  }
  return undefined;
}

/** Reads an options file and checks it against a schema: every broken rule on its own line, with file and line. */
export async function readOptionsFile<T>(
  file: string,
  schema: SchemaLike<T>,
  flag = '--file',
  stdin: NodeJS.ReadStream = process.stdin,
): Promise<T> {
  const input = await readInputFile(file, flag, stdin);
  if (input.value === null || typeof input.value !== 'object' || Array.isArray(input.value)) {
    throw new UsageError(`${input.name}: must hold an object of options (key: value), not a list or a single value.`);
  }
  const checked = schema.safeParse(input.value);
  if (checked.success) return checked.data;
  const lines = checked.error.issues.map((issue) => {
    const line = nearestLine(input, issue.path);
    const key = issue.path.map(String).join('.');
    return `${input.name}${line === undefined ? '' : `:${line}`}: ${key ? `${key}: ` : ''}${issue.message}`;
  });
  throw new UsageError(stripControlSequences(lines.join('\n')));
}
