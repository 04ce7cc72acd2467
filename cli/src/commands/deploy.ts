import {
  COPY_SOURCES,
  FILE_PERMISSION_CHOICES,
  type FilePermissionLevel,
  filePermissionLevelOf,
  GROUP_TYPES,
} from '@skiff/sdk/domain';
import { defineCommand } from '../cli/command-spec.js';
import { integerOption } from '../cli/parsers.js';
import { collect, oneOf, onOff, WAIT_OPTIONS } from './shared-options.js';

export const groupType = oneOf('--group-type', GROUP_TYPES);
/** `--file-permission stricter|looser` (the spec's words) to the value the platform takes (`stricterPermission`). */
export function permissionLevel(text: string): FilePermissionLevel {
  return filePermissionLevelOf(oneOf('--file-permission', FILE_PERMISSION_CHOICES)(text))!;
}
const SOURCE_CHOICES = COPY_SOURCES.map((source) => source.toLowerCase());

export const IMAGE_OPTION = { flags: '--image <image>', description: 'the container image' } as const;
export const STORAGE_OPTION = {
  flags: '--storage <gi>',
  description: 'storage in Gi: 5, 10, 20, 50 or 100',
  parse: integerOption('--storage'),
} as const;

/** Configuration a running branch or tag can change (`apps configure`, `tags configure`). */
export const CONFIGURATION_OPTIONS = {
  replicas: { flags: '--replicas <n>', description: 'replicas, 1 to 10', parse: integerOption('--replicas') },
  capacity: { flags: '--capacity <size>', description: 'minimum container size, e.g. micro or small_1' },
  capacityLimit: { flags: '--capacity-limit <size>', description: 'maximum container size (not below minimum)' },
  appRoot: { flags: '--app-root <path>', description: 'the application root' },
  webRoot: { flags: '--web-root <path>', description: 'the web root' },
  groupType: { flags: '--group-type <type>', description: `node group: ${GROUP_TYPES.join(' or ')}`, parse: groupType },
  secretManager: { flags: '--secret-manager <name>', description: "the project's secret manager to use, by name" },
  phpmyadmin: { flags: '--phpmyadmin <on|off>', description: 'PhpMyAdmin', parse: onOff('--phpmyadmin') },
  editor: { flags: '--editor <on|off>', description: 'the VS Code editor', parse: onOff('--editor') },
} as const;

/** Security of a branch or tag (`apps security`, `tags security`): basic auth and file permissions. */
export const SECURITY_OPTIONS = {
  basicAuth: { flags: '--basic-auth <on|off>', description: 'basic auth', parse: onOff('--basic-auth') },
  username: { flags: '--username <user>', description: 'the basic-auth user (letters and digits)' },
  passwordStdin: { flags: '--password-stdin', description: 'read the basic-auth password from stdin' },
  filePermission: {
    flags: '--file-permission <level>',
    description: `file permission level: ${FILE_PERMISSION_CHOICES.join(' or ')}`,
    parse: permissionLevel,
  },
} as const;

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

/** The deploy wizard's steps as flags (branches and tags alike), and `--file` for the same as JSON or YAML. */
export const DEPLOY_WIZARD_OPTIONS = {
  file: { flags: '--file <file>', description: 'the answers as JSON or YAML (`-` reads stdin)' },
  source: {
    flags: '--source <source>',
    description: `where the database and files come from: ${SOURCE_CHOICES.join(', ')}`,
    parse: oneOf('--source', SOURCE_CHOICES),
  },
  dbUrl: { flags: '--db-url <url>', description: 'with --source http: direct link to the database dump' },
  filesUrl: { flags: '--files-url <url>', description: 'with --source http: direct link to the files archive' },
  oldHostname: { flags: '--old-hostname <host>', description: 'with --source http: the site’s old hostname' },
  s3Db: { flags: '--s3-db <uri>', description: 'with --source s3: s3://bucket/key of the database dump' },
  s3Files: { flags: '--s3-files <uri>', description: 'with --source s3: s3://bucket/key of the files' },
  bucketRegion: { flags: '--bucket-region <region>', description: 'with --source s3: the bucket’s region' },
  copyFrom: { flags: '--copy-from <branch>', description: 'with --source application: the branch to copy' },
  fromGit: { flags: '--from-git', description: 'build from the repository' },
  basicAuth: {
    flags: '--basic-auth <on|off|user>',
    description: 'basic auth, as apps security (a user name is short for on --username USER)',
    parse: basicAuthSwitch,
  },
  username: SECURITY_OPTIONS.username,
  passwordStdin: SECURITY_OPTIONS.passwordStdin,
  filePermission: SECURITY_OPTIONS.filePermission,
  appRoot: CONFIGURATION_OPTIONS.appRoot,
  webRoot: CONFIGURATION_OPTIONS.webRoot,
  image: IMAGE_OPTION,
  secretManager: CONFIGURATION_OPTIONS.secretManager,
  capacity: CONFIGURATION_OPTIONS.capacity,
  capacityLimit: CONFIGURATION_OPTIONS.capacityLimit,
  groupType: CONFIGURATION_OPTIONS.groupType,
  storage: STORAGE_OPTION,
  editor: CONFIGURATION_OPTIONS.editor,
  phpmyadmin: CONFIGURATION_OPTIONS.phpmyadmin,
  replicas: {
    flags: '--replicas <n>',
    description: "tags deploy: replicas, 1 to 5 as the wizard offers (a branch's deploy takes none: apps configure)",
    parse: integerOption('--replicas'),
  },
  deploymentConfig: {
    flags: '--deployment-config <key=value>',
    description: 'one entry of deploymentConfig (repeat); a JSON value (2, true, "x") as such, else text',
    parse: collect,
  },
} as const;

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
