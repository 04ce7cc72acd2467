import { defineCommand, type GroupSpec } from '../cli/command-spec.js';
import { YES_OPTION } from '../cli/confirm.js';
import { pagingOptions } from '../cli/paging.js';
import { WHOLE_LIST_PAGING } from '../cli/print-items.js';

const PROJECT = { description: 'the project: workspace/project, each part by name or id' };
const NAME = { description: 'the secret manager name (letters, digits and hyphens)' };
const P = "'Acme Production/storefront'";
const collect = (text: string, previous?: string[]) => [...(previous ?? []), text];

const list = defineCommand({
  name: 'list',
  summary: "list a project's secret managers (names only)",
  args: { project: PROJECT },
  options: { ...pagingOptions('secrets', WHOLE_LIST_PAGING) },
  examples: [[`skiff secrets list ${P}`, 'the secret managers of a project']],
  run: async (ctx, args, options) => (await import('../services/secrets.js')).listSecrets(ctx, args.project, options),
});

const get = defineCommand({
  name: 'get',
  summary: "show a secret manager's variable names (values with --show-values)",
  args: { project: PROJECT, name: NAME },
  options: { showValues: { flags: '--show-values', description: 'print KEY=VALUE lines, values included' } },
  examples: [
    [`skiff secrets get ${P} production`, 'the variable names'],
    [`skiff secrets get ${P} production --show-values > .env`, 'as a .env file'],
  ],
  run: async (ctx, args, options) =>
    (await import('../services/secrets.js')).getSecret(ctx, args.project, args.name, options),
});

const set = defineCommand({
  name: 'set',
  summary: 'create a secret manager or add/replace variables in it (KEY=VALUE, from env, or from stdin)',
  description:
    'Create the secret manager, or merge the given variables into it. Variables come as KEY=VALUE words, as ' +
    '--from-env NAME (the value of the environment variable NAME, which keeps it out of shell history), or as ' +
    'KEY=VALUE lines on stdin with --stdin. Names: letters, digits and underscore; values must not be empty.',
  args: {
    project: PROJECT,
    name: NAME,
    pairs: { description: 'variables as KEY=VALUE', optional: true, variadic: true },
  },
  options: {
    fromEnv: {
      flags: '--from-env <name>',
      description: 'take the variable NAME from the environment (repeatable)',
      parse: collect,
    },
    stdin: { flags: '--stdin', description: 'read KEY=VALUE lines from stdin (# comments allowed)' },
  },
  examples: [
    [`skiff secrets set ${P} production APP_ENV=prod LOG_LEVEL=info`, 'set two variables'],
    [`DB_PASSWORD=... skiff secrets set ${P} production --from-env DB_PASSWORD`, 'a secret from the environment'],
    [`skiff secrets set ${P} production --stdin < production.env`, 'from a .env file'],
  ],
  run: async (ctx, args, options) =>
    (await import('../services/secrets.js')).setSecret(ctx, args.project, args.name, args.pairs ?? [], options),
});

const importFile = defineCommand({
  name: 'import',
  summary: 'create or replace a secret manager from a JSON file of variables (- for stdin)',
  args: { project: PROJECT, name: NAME, file: { description: 'a .json file holding one object: {"KEY": "value"}' } },
  examples: [[`skiff secrets import ${P} production production.json`, 'the file becomes its variables']],
  run: async (ctx, args) =>
    (await import('../services/secrets.js')).importSecret(ctx, args.project, args.name, args.file),
});

const exportFile = defineCommand({
  name: 'export',
  summary: "print a secret manager's variables as one JSON object, or write them to a private file",
  args: { project: PROJECT, name: NAME },
  options: {
    output: { flags: '-o, --output <file>', description: 'write to this file (mode 0600) instead' },
    force: { flags: '--force', description: 'replace the file if it exists (never replaced otherwise)' },
  },
  examples: [
    [`skiff secrets export ${P} production -o production.json`, 'a file to import elsewhere'],
    [`skiff secrets export ${P} production | jq -r .APP_ENV`, 'one value'],
  ],
  run: async (ctx, args, options) =>
    (await import('../services/secrets.js')).exportSecret(ctx, args.project, args.name, options),
});

const remove = defineCommand({
  name: 'delete',
  summary: 'delete a secret manager',
  args: { project: PROJECT, name: NAME },
  options: { yes: YES_OPTION },
  examples: [[`skiff secrets delete ${P} production --yes`, 'delete it']],
  run: async (ctx, args, options) =>
    (await import('../services/secrets.js')).deleteSecret(ctx, args.project, args.name, options),
});

export const secretsGroup: GroupSpec = {
  name: 'secrets',
  summary: "manage a project's secret managers: list, get, set, import, export, delete",
  commands: [list, get, set, importFile, exportFile, remove],
};
