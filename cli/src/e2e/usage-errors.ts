/**
 * Test only: a malformed value of one flag or argument per row, the command line and its one-sentence message
 * (bad-input.e2e runs them signed in, usage-before-session.e2e with no session at all). `dir` holds the files rows
 * name.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const MAIN = 'Acme Production/storefront/main';

/** A malformed value of one flag or argument per row: the command line and the one-sentence message. */
export function usageErrors(dir: string): ReadonlyArray<readonly [string[], string]> {
  const keyFile = join(dir, 'edge-1');
  writeFileSync(keyFile, '-----BEGIN OPENSSH PRIVATE KEY-----\nx\n-----END OPENSSH PRIVATE KEY-----\n');
  return [
    [['workspaces', 'list', '--page', '-1'], "--page '-1' is not a whole number of at least 1."],
    [['workspaces', 'update', 'Acme Production', '--auto-pause', 'maybe'], "--auto-pause 'maybe' is not on or off."],
    [
      ['members', 'invite', 'new@example.com', '--workspace', 'Acme Production', '--role', 'BOSS'],
      "--role 'BOSS': Role must be Administrator or Developer",
    ],
    [
      ['projects', 'create', 'x', '--workspace', 'Acme Production', '--provider', 'svn', '--repo', 'a/b'],
      "--provider 'svn' is not one of github, gitlab, bitbucket.",
    ],
    [
      ['projects', 'create', 'x', '--workspace', 'Acme Production', '--repo', 'nope'],
      "--repo 'nope' is not OWNER/NAME.",
    ],
    [
      ['projects', 'create', 'x', '--workspace', 'Acme Production', '--repo', 'a/b', '--type', 'cobol'],
      "--type 'cobol' is not a project type: use lamp, nodejs, lemp, magento2, drupal7, drupal7_v2, drupal8, " +
        'drupal8_v2, drupal9, drupal9_v2, drupal10, drupal10_v2, drupal11, drupal11_v2, backdrop-cms, wordpress, joomla4_v2.',
    ],
    [['apps', 'configure', MAIN, '--replicas', '-1'], "--replicas '-1' is not a whole number of at least 1."],
    [['apps', 'configure', MAIN, '--group-type', 'cheap'], "--group-type 'cheap' is not one of on-demand, spot."],
    [['deploy', MAIN, '--source', 'ftp'], "--source 'ftp' is not one of scratch, http, s3, repository, application."],
    [
      ['apps', 'deploy', MAIN, '--file', join(dir, 'missing.yaml')],
      `--file ${join(dir, 'missing.yaml')}: no such file.`,
    ],
    [
      ['apps', 'pause', MAIN, '--wait', '--timeout', '-5s'],
      "--timeout '-5s' is not a duration: use 90s, 5m, 1h, 1h30m or plain seconds such as 120.",
    ],
    [
      ['backups', 'schedule', MAIN, '--database', '--retention', '5'],
      "--retention '5' is not offered: use 3, 7, 14, 30 (days).",
    ],
    [
      ['backups', 'download', MAIN, '65a1b2c3d4e5f6a7b8c9d0e1', '--part', 'db'],
      "--part 'db' is not one of database, files, source.",
    ],
    [['domains', 'force-https', MAIN, 'maybe'], "STATE 'maybe' is not on or off."],
    [
      ['vps', 'connect', MAIN, '--title', 'edge-1', '--user', 'ubuntu', '--ip', '999.1.1.1', '--key-file', keyFile],
      "--ip '999.1.1.1' is not an IPv4 or IPv6 address.",
    ],
    [['logs', 'tail', MAIN, '--lines', '0'], "--lines '0' is not a whole number of at least 1."],
    [
      ['clusters', 'list', '--status', 'WEIRD'],
      "--status 'WEIRD' is not one of ACTIVE, INACTIVE, DEACTIVATING, ACTIVATING, ERROR.",
    ],
    [
      ['templates', 'create', '--name', 'Bad Name', '--repo-url', 'https://x.io/y', '--organization', 'Acme'],
      "--name 'Bad Name': lower-case letters, digits, - and _ only.",
    ],
    [
      ['api', 'POST', '/notifications', '--input', join(dir, 'missing.json')],
      `--input ${join(dir, 'missing.json')}: no such file.`,
    ],
    [
      [
        '--profile',
        'other',
        'auth',
        'login',
        '--origin',
        'http://127.0.0.1:9',
        '--email',
        'nobody',
        '--password-stdin',
      ],
      "--email 'nobody' is not an e-mail address.",
    ],
    [['activities', 'get', 'nothex'], "ID 'nothex' is not an activity id: expected 24 hex characters."],
    [
      ['account', 'profile', '--state', 'NAPPING'],
      "--state 'NAPPING' is not one of FOCUSING, BUSY, TRAVELING, OUT_SICK.",
    ],
    [
      ['tokens', 'create', '--note', 'ci', '--expiration', '45'],
      "--expiration '45' is not one of 7, 30, 60, 90, 365, none (days, or none).",
    ],
    [
      ['workspaces', 'delete', 'Acme Production', '--yes'],
      "To delete workspace 'Acme Production' with its projects and applications, add --confirm " +
        "'workspace/Acme Production' (--yes is not enough for this one).",
    ],
    [
      ['apps', 'deploy', MAIN, '--replicas', '3'],
      "--replicas: a branch's deploy takes no replica count; set replicas in its configuration once deployed",
    ],
    [['deploy', MAIN, '--storage', '7'], '--storage: storage must be one of 5, 10, 20, 50, 100'],
    [['tags', 'deploy', 'Acme Production/storefront@v1.0.0', '--storage', '10'], '--storage: a tag has no storage'],
    [
      ['tags', 'bluegreen', 'create', 'Acme Production/storefront@v1.0.0', '--name', 'v9', '--image', 'x:1', '--wait'],
      '--wait goes with --deploy (a green tag only created has no task).',
    ],
    [
      ['clusters', 'delete', 'acme-prod-eks', '--force', '--wait'],
      '--force removes the record at once: there is no task to --wait for.',
    ],
    [['workspaces', 'create', ' '], 'NAME: Please input workspace name!'],
    [
      [
        'clusters',
        'create',
        '--provider',
        'AWS',
        '--name',
        'x1',
        '--workspace',
        'W',
        '--cloud-account',
        'Acme AWS',
        '--agree-terms',
        '--region',
        'mars-1',
      ],
      "--region: Region 'mars-1' is not offered: us-east-1, us-east-2, us-west-1, us-west-2, ca-central-1, ap-southeast-1.",
    ],
    [
      ['workspaces', 'transfer', 'Acme Production', '--to', 'nope', '--confirm', 'Acme Production'],
      "--to 'nope': email must be an email",
    ],
  ];
}

/**
 * Rows whose rule or message needs what only the server knows (the workspace's resolved name for its typed
 * confirmation, the platform's project types), so they are judged after the session.
 */
export function needsTheServer(args: readonly string[]): boolean {
  return args.slice(0, 2).join(' ') === 'workspaces delete' || args.includes('--type');
}
