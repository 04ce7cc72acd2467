import { COPY_SOURCES } from '@skiff/sdk/domain';
import { defineCommand } from '../cli/command-spec.js';
import { type FlagRenderings, modelOptions } from '../cli/model-options.js';
import { deployFields, deploySourceNotes, RESOURCE_RENDERINGS, SECURITY_RENDERINGS } from './model-fields.js';
import { collect, oneOf, WAIT_OPTIONS } from './shared-options.js';

export { groupType, permissionLevel } from './model-fields.js';

const SOURCE_CHOICES = COPY_SOURCES.map((source) => source.toLowerCase());

/**
 * The deploy wizard's `--basic-auth`: on or off like `apps security`, or a user name, the shorter form the TUI shows
 * as its command line equivalent (`--basic-auth admin`).
 */
function basicAuthSwitch(text: string): { enabled: boolean; username?: string } {
  const value = text.trim().toLowerCase();
  if (['on', 'true', 'yes'].includes(value)) return { enabled: true };
  if (['off', 'false', 'no'].includes(value)) return { enabled: false };
  return { enabled: true, username: text.trim() };
}

/** The deploy wizard's fields (a branch's and a tag's), from the SDK's model. */
export const DEPLOY_FIELDS = deployFields();

const WITH_SOURCE = deploySourceNotes();
const valueWithSource = (key: string, value: string) => ({ value, note: WITH_SOURCE[key] });

/** How the deploy flags read beyond the model: the source in lower case, basic auth's short form, value words. */
export const DEPLOY_RENDERINGS: FlagRenderings = {
  ...RESOURCE_RENDERINGS,
  ...SECURITY_RENDERINGS,
  copyDatabaseFilesType: {
    value: '<source>',
    description: `Database and files: where they come from, ${SOURCE_CHOICES.join(', ')}`,
    parse: (text) => oneOf('--source', SOURCE_CHOICES)(text).toUpperCase(),
  },
  oldHostname: valueWithSource('oldHostname', '<host>'),
  urlDB: valueWithSource('urlDB', '<url>'),
  urlFiles: valueWithSource('urlFiles', '<url>'),
  s3DB: valueWithSource('s3DB', '<uri>'),
  s3Files: valueWithSource('s3Files', '<uri>'),
  bucketRegion: valueWithSource('bucketRegion', '<region>'),
  sourceApplication: {
    value: '<branch>',
    description: `Copy from branch: one of the project's, by name or id (${WITH_SOURCE.sourceApplication})`,
  },
  replicas: { note: "tags deploy only; a branch's replicas: apps configure" },
  storage: { value: '<gi>', note: 'apps deploy only: a tag has no storage' },
  isEnableBasicAuth: {
    value: '<on|off|user>',
    description: 'Basic auth: on or off as apps security (a user name is short for on --username USER)',
    parse: basicAuthSwitch,
    answers: (auth: ReturnType<typeof basicAuthSwitch>) => ({
      isEnableBasicAuth: auth.enabled,
      authUsername: auth.username,
    }),
  },
};

/**
 * The deploy wizard's steps as flags (branches and tags alike), generated from the model, with the deploy call's
 * fields no step asks (`--from-git`, `--deployment-config`), and `--file` for the same fields by key (JSON or YAML).
 */
export const DEPLOY_WIZARD_OPTIONS = {
  file: {
    flags: '--file <file>',
    description: 'the answers as JSON or YAML, by API field name (`-` reads stdin)',
  } as const,
  ...modelOptions(DEPLOY_FIELDS, DEPLOY_RENDERINGS),
  fromGit: { flags: '--from-git', description: 'build from the repository (a deploy call field no step asks)' },
  deploymentConfig: {
    flags: '--deployment-config <key=value>',
    description: 'one entry of deploymentConfig (repeat); a JSON value (2, true, "x") as such, else text',
    parse: collect,
  } as const,
};

const REF_HELP = 'the application: workspace/project/branch, each part by name or id';

/** `skiff apps deploy` and its short form `skiff deploy`: the deploy wizard's steps as flags, or `--file`. */
function deployCommand(name: string, prefix: string, summary: string) {
  const ref = 'Acme Production/storefront/feature-login';
  return defineCommand({
    name,
    summary,
    description:
      "Deploy (activate) an application with the deploy wizard's answers: database and files source, security, " +
      'configuration. Give them as flags, or as a JSON or YAML --file with the API field names (flags win). ' +
      "Without --wait, prints the started activity's id; with --wait, shows progress on stderr and exits 0 only " +
      'when the task ends in SUCCESS.',
    args: { ref: { description: REF_HELP } },
    options: {
      ...WAIT_OPTIONS,
      ...DEPLOY_WIZARD_OPTIONS,
    },
    examples: [
      [`${prefix} '${ref}' --wait`, 'deploy with the current settings and wait'],
      [
        `${prefix} '${ref}' --source http --old-hostname old.example.com --db-url https://example.com/db.sql.gz --wait`,
        'deploy with the database of an existing site',
      ],
      [`${prefix} '${ref}' --file deploy.yaml --wait --timeout 10m --json`, 'answers from a file, for a CI job'],
      [
        `printf '%s' "$PW" | ${prefix} '${ref}' --basic-auth on --username admin --password-stdin`,
        'behind basic auth (the same flags as apps security)',
      ],
      [
        `${prefix} '${ref}' --image php:8.3-apache --capacity small_1 --group-type on-demand --storage 10`,
        'the configuration step',
      ],
      [`${prefix} '${ref}' --deployment-config codesDirectory=/var/www/code`, 'a deploymentConfig entry'],
    ],
    run: async (ctx, args, options) => (await import('../services/app-deploy.js')).deployApp(ctx, args.ref, options),
  });
}

export const appsDeployCommand = deployCommand('deploy', 'skiff apps deploy', 'deploy (activate) an application');
/** `skiff deploy REF`: short for `skiff apps deploy REF`. */
export const deployAlias = deployCommand(
  'deploy',
  'skiff deploy',
  'deploy an application (short for skiff apps deploy)',
);
