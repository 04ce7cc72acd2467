import { defineCommand } from '../cli/command-spec.js';
import { fieldCollector } from '../cli/fields.js';

export const apiCommand = defineCommand({
  name: 'api',
  summary: 'send an authenticated request to the platform API and print the JSON answer',
  description:
    'Send an authenticated request to the platform API, like `gh api`. PATH is relative to /api/v2 ' +
    '(`/workspaces`, `workspaces/ID`; a query string may follow it). The JSON body is built from --field ' +
    '(typed: true, false, null and numbers; `a.b=1` nests, `tags[]=x` makes a list) and --raw-field (always text), ' +
    'or read from --input FILE (`-` for stdin); with GET and DELETE, fields go to the query string instead. ' +
    'The answer is printed on stdout as JSON; a failure prints the server message on stderr with the usual exit code.',
  args: {
    method: { description: 'GET, POST, PUT, PATCH or DELETE' },
    path: { description: 'path under /api/v2, e.g. /workspaces or /activities?pageSize=5' },
  },
  options: {
    field: {
      flags: '-F, --field <key=value>',
      description: 'a body field (repeatable); true/false/null/numbers are typed',
      parse: fieldCollector('--field'),
    },
    rawField: {
      flags: '-f, --raw-field <key=value>',
      description: 'a body field kept as text (repeatable)',
      parse: fieldCollector('--raw-field', true),
    },
    input: { flags: '--input <file>', description: 'the JSON body from a file, or - for stdin' },
    include: { flags: '-i, --include', description: 'print the HTTP status and headers on stderr' },
  },
  examples: [
    ['skiff api GET /workspaces', 'the first page of workspaces, as the API returns it'],
    ["skiff api GET /activities -F pageSize=5 | jq '.data[].action'", 'query fields with GET'],
    ['skiff api POST /notifications -f title=Hello -f message=World', 'a JSON body from fields'],
    ['skiff api PUT /workspaces/64b7f0c2a1d3e4f5a6b7c8d9 --input settings.json', 'a JSON body from a file'],
  ],
  run: async (ctx, args, options) => (await import('../services/api.js')).callApi(ctx, args.method, args.path, options),
});
