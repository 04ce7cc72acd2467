import { readFile } from 'node:fs/promises';
import { stripControlSequences } from '@skiff/sdk/domain';
import type { Context } from '../cli/context.js';
import { UsageError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';
import { type Field, fieldsToObject } from '../cli/fields.js';
import { escapeTerminalControls } from '../cli/output.js';
import { cliSession } from '../cli/session.js';
import { readStdin } from '../cli/stdin.js';
import { unreadableFile } from '../cli/text-file.js';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export interface ApiOptions {
  field?: Field[];
  rawField?: Field[];
  input?: string;
  include?: boolean;
}

type Query = Record<string, string | number | boolean | null | undefined>;

/** `workspaces?x=1` or `/api/v2/workspaces?x=1` to `/workspaces` and `{x: '1'}`; anything else is a usage error. */
export function splitApiPath(text: string): { path: string; query: Record<string, string> } {
  const trimmed = text.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) {
    throw new UsageError(`PATH '${text}' must be a path under /api/v2 such as /workspaces, not a URL.`);
  }
  const [rawPath = '', search = ''] = trimmed.split(/\?(.*)/s, 2);
  let path = rawPath.startsWith('/') ? rawPath : `/${rawPath}`;
  path = path.replace(/^\/api\/v2(?=\/|$)/, '') || '/';
  if (path === '/') throw new UsageError(`PATH '${text}' names no resource: give one such as /workspaces.`);
  return { path, query: Object.fromEntries(new URLSearchParams(search)) };
}

/** GET, POST, PUT, PATCH or DELETE in any case; the error lists them. */
export function parseMethod(text: string): (typeof METHODS)[number] {
  const method = text.toUpperCase();
  const found = METHODS.find((m) => m === method);
  if (!found) throw new UsageError(`METHOD '${text}' is not one of ${METHODS.join(', ')}.`);
  return found;
}

async function readInput(file: string): Promise<unknown> {
  let text: string;
  try {
    text = file === '-' ? await readStdin() : await readFile(file, 'utf8');
  } catch (error) {
    throw new UsageError(`--input ${file}: ${unreadableFile(error)}.`);
  }
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UsageError(`--input '${file}' is not JSON: ${(error as Error).message}.`);
  }
}

/** JSON with 2-space indents; C1 controls escaped too, so that server text cannot drive the terminal. */
function prettyJson(value: unknown): string {
  return escapeTerminalControls(JSON.stringify(value, null, 2) ?? 'null');
}

/** `skiff api METHOD PATH`: one raw authenticated request; the answer on stdout, mapped errors as usual. */
export async function callApi(ctx: Context, methodText: string, pathText: string, options: ApiOptions) {
  const method = parseMethod(methodText);
  const { path, query } = splitApiPath(pathText);
  const fields = [...(options.field ?? []), ...(options.rawField ?? [])];
  const fromFields = fields.length ? fieldsToObject(fields) : undefined;
  const inQuery = method === 'GET' || method === 'DELETE' || options.input !== undefined;
  const q: Query = { ...query };
  if (fromFields && inQuery) {
    for (const [key, value] of Object.entries(fromFields)) {
      if (value !== null && typeof value === 'object') {
        throw new UsageError(`--field '${key}' is an object or list: those only go in a body (POST, PUT, PATCH).`);
      }
      q[key] = value as Query[string];
    }
  }
  const body = options.input !== undefined ? await readInput(options.input) : inQuery ? undefined : fromFields;
  const { client } = cliSession(ctx);
  const response = await client.transport.raw(method, path, {
    query: q,
    body: body ?? (method === 'GET' || method === 'DELETE' ? undefined : {}),
    signal: ctx.signal,
    maxRetries: method === 'GET' ? undefined : 0,
  });
  if (options.include) {
    ctx.out.error(`HTTP ${response.status}`);
    for (const [name, value] of Object.entries(response.headers)) {
      ctx.out.error(`${name}: ${stripControlSequences(value)}`);
    }
  }
  if (response.body === undefined) return EXIT.ok;
  if (typeof response.body === 'string') ctx.out.result(stripControlSequences(response.body));
  else if (ctx.json) ctx.out.json(response.body);
  else ctx.out.result(prettyJson(response.body));
  return EXIT.ok;
}
