/**
 * Every `skiff ...` command line the TUI shows on its status line or copies is parsed by the CLI's own commander
 * tree: a flag renamed in cli/src/commands/ without the TUI following fails here, not in a user's terminal.
 * The samples are typed so that a new route, key command, or builder must be given one (the compiler asks).
 */
import { configurationFlags } from '@skiff/sdk';
import { CLUSTER_TABS } from '@skiff/sdk/domain';
import { describe, expect, it } from 'vitest';
import { deployCommand, httpLogsCommand } from '../../tui/src/commands/cli-equivalent.js';
import { KEY_BINDINGS } from '../../tui/src/keys/key-table.js';
import { accountCommands } from '../../tui/src/screens/account/account-commands.js';
import { adminDeleteCommand, clusterActionCommand, commandLine } from '../../tui/src/screens/admin/admin-commands.js';
import { ADMIN_SECTIONS } from '../../tui/src/screens/admin/admin-routes.js';
import { vpsCommands } from '../../tui/src/screens/application/export-commands.js';
import { SETTING_ROWS } from '../../tui/src/screens/application/settings-rows.js';
import { projectCommands } from '../../tui/src/screens/project/project-commands.js';
import { actionCommand, screenCommand } from '../../tui/src/screens/screen-table.js';
import { tagCommands } from '../../tui/src/screens/tag/tag-commands.js';
import { workspaceCommands } from '../../tui/src/screens/workspace/workspace-commands.js';
import { workspaceTabCommands } from '../../tui/src/screens/workspace/workspace-tab-commands.js';
import { cliRefusal } from './cli-parser.js';
import { app, ROUTES, workspace } from './tui-routes.js';

/** A tag named with a space and a quote in its path, as `app`. */
const tag = { ...app, tag: { id: 't1', name: 'v1.2.0' } };

const vps = { title: 'edge', description: 'a box', vpsUsername: 'root', publicIPAddress: '10.0.0.7', keyFile: 'k.pem' };

/** Every builder of every command object, called once; typed so a new builder needs a sample. */
const BUILDERS: {
  [K in keyof typeof projectCommands as `project.${K}`]: () => string;
} & {
  [K in keyof typeof accountCommands as `account.${K}`]: () => string;
} & {
  [K in keyof typeof workspaceCommands as `workspace.${K}`]: () => string;
} & {
  [K in keyof typeof workspaceTabCommands as `workspaceTab.${K}`]: () => string;
} & {
  [K in keyof typeof vpsCommands as `vps.${K}`]: () => string;
} & {
  [K in keyof typeof tagCommands as `tag.${K}`]: () => string;
} = {
  'project.setSecrets': () => projectCommands.setSecrets(app, 'prod env'),
  'project.importSecrets': () => projectCommands.importSecrets(app, 'prod env', 'vars file.json'),
  'project.exportSecrets': () => projectCommands.exportSecrets(app, 'prod env', 'out.json'),
  'project.deleteSecrets': () => projectCommands.deleteSecrets(app, 'prod env'),
  'project.setExtensions': () => projectCommands.setExtensions(app, ['ms-python.python', 'esbenp.prettier-vscode']),
  'project.invite': () => projectCommands.invite(app, 'dev@demo.skiff.dev', 'DEVELOPER'),
  'project.changeRole': () => projectCommands.changeRole(app, 'dev@demo.skiff.dev', 'ADMINISTRATOR'),
  'project.removeMember': () => projectCommands.removeMember(app, 'dev@demo.skiff.dev'),
  'project.cancelInvitation': () => projectCommands.cancelInvitation(app, 'new@demo.skiff.dev'),
  'project.setRegistry': () =>
    projectCommands.setRegistry(app, {
      base: true,
      provider: 'DOCKER_HUB',
      server: 'docker.io',
      username: 'bob',
      tags: ['php:8.3'],
    }),
  'project.updateProject': () => projectCommands.updateProject(app, { name: 'Shop', description: 'The shop' }),
  'project.changeType': () => projectCommands.changeType(app, 'drupal11_v2'),
  'project.refreshToken': () => projectCommands.refreshToken(app, true),
  'project.deleteProject': () => projectCommands.deleteProject(app),
  'account.profileName': () => accountCommands.profileName('Bob Smith'),
  'account.profileState': () => accountCommands.profileState('Texas'),
  'account.password': () => accountCommands.password(),
  'account.setGitToken': () => accountCommands.setGitToken('GitHub', 'bob'),
  'account.removeGitToken': () => accountCommands.removeGitToken('GitLab'),
  'account.createToken': () => accountCommands.createToken('ci token', 30),
  'account.deleteToken': () => accountCommands.deleteToken('t1'),
  'account.createOrg': () => accountCommands.createOrg('Acme Inc'),
  'account.renameOrg': () => accountCommands.renameOrg('Acme Inc', 'Acme Corp'),
  'account.setOrgContact': () =>
    accountCommands.setOrgContact('Acme Corp', { email: 'ops@acme.test', logo: 'https://acme.test/logo.png' }),
  'account.deleteOrg': () => accountCommands.deleteOrg('Acme Corp'),
  'workspace.list': () => workspaceCommands.list('drupalForge', 20),
  'workspace.acceptInvitation': () => workspaceCommands.acceptInvitation('Acme Production'),
  'workspace.rejectInvitation': () => workspaceCommands.rejectInvitation('Acme Production'),
  'workspace.create': () => workspaceCommands.create('New space', 'For tests', 'edge eks'),
  'workspace.createWithCluster': () => workspaceCommands.createWithCluster('New space', 'edge', 'us-east-1'),
  'workspaceTab.settings': () => workspaceTabCommands.settings(workspace),
  'workspaceTab.update': () => workspaceTabCommands.update(workspace, 'Acme Prod', 'Live sites'),
  'workspaceTab.flag': () => workspaceTabCommands.flag(workspace, 'enableAutoPause', true),
  'workspaceTab.transfer': () => workspaceTabCommands.transfer(workspace, 'dev@demo.skiff.dev'),
  'workspaceTab.revokeTransfer': () => workspaceTabCommands.revokeTransfer(workspace),
  'workspaceTab.logo': () => workspaceTabCommands.logo(workspace, 'logo.png'),
  'workspaceTab.deployments': () => workspaceTabCommands.deployments(workspace),
  'workspaceTab.vps': () => workspaceTabCommands.vps(workspace),
  'workspaceTab.domains': () => workspaceTabCommands.domains(workspace),
  'workspaceTab.catalogs': () => workspaceTabCommands.catalogs(workspace),
  'workspaceTab.deployCatalog': () => workspaceTabCommands.deployCatalog(workspace, 'blog', 'wordpress-blog'),
  'workspaceTab.developCatalog': () =>
    workspaceTabCommands.developCatalog(workspace, 'blog', 'wordpress-blog', 'https://github.com/acme/blog.git'),
  'workspaceTab.drupalCatalogs': () => workspaceTabCommands.drupalCatalogs(workspace),
  'workspaceTab.expressLaunch': () => workspaceTabCommands.expressLaunch(workspace, 'drupal-cms-starter', true),
  'vps.list': () => vpsCommands.list(app),
  'vps.connect': () => vpsCommands.connect(app, vps),
  'vps.update': () => vpsCommands.update(app, 'edge', vps),
  'vps.deploy': () => vpsCommands.deploy(app, 'edge'),
  'vps.remove': () => vpsCommands.remove(app, 'edge'),
  'tag.create': () => tagCommands.create(app, 'v1.2.0', 'registry.example.com/shop:1.2.0'),
  'tag.get': () => tagCommands.get(tag),
  'tag.deploy': () => tagCommands.deploy(tag),
  'tag.configure': () =>
    tagCommands.configure(
      tag,
      configurationFlags(
        {
          appRoot: '/var/www/my site',
          replicas: 3,
          isEnablePMA: true,
          isEnableEditor: false,
          secretManager: 'prod keys',
          containerImage: 'registry.example.com/shop:1.2.0',
          groupType: 'on-demand',
          capacity: 'micro',
          capacityLimit: 'small_1',
        },
        {
          kind: 'deployment',
          canEditConfiguration: true,
          spotAllowed: true,
          currentStorage: undefined,
          startScript: false,
          secretManagers: [],
        },
      ),
    ),
  'tag.launch': () =>
    tagCommands.launch(
      tag,
      {
        copyDatabaseFilesType: 'APPLICATION',
        sourceApplication: 'a2',
        isEnableBasicAuth: true,
        authUsername: 'qa',
        authPassword: 'secret',
        replicas: 2,
      },
      'feature/login',
    ),
  'tag.undeploy': () => tagCommands.undeploy(tag, 'registry.example.com/shop:1.2.0'),
  'tag.delete': () => tagCommands.delete(tag, 'registry.example.com/shop:1.2.0'),
  'tag.security': () => tagCommands.security(tag, ['--basic-auth', 'on', '--username', 'bob', '--password-stdin']),
  'tag.forceHttps': () => tagCommands.forceHttps(tag, true),
  'tag.backups': () => tagCommands.backups(tag),
  'tag.backup': () => tagCommands.backup(tag),
  'tag.backupSchedule': () =>
    tagCommands.backupSchedule(tag, ['--database', '--timezone', 'UTC-5', '--retention', '7']),
  'tag.domains': () => tagCommands.domains(tag),
  'tag.addDomain': () => tagCommands.addDomain(tag, 'shop.example.com'),
};

/** The target an action takes (the selected item), by command; others get a generic id. */
const TARGETS: Record<string, string> = {
  downloadBackup: 'b1\n./backups dir',
  scheduleBackups: '--database\n--files\n--timezone\nUTC+5:30\n--retention\n30',
  addDomain: 'shop.example.com',
  createBackupParts: 'database\nsource',
  addDomainWithCertificate: 'shop.example.com\n~/certs/shop key.pem\n/etc/ssl/shop.crt',
  removeDomain: 'shop.example.com',
  forceHttps: 'on',
};

function everyLine(): Array<[string, string]> {
  const lines: Array<[string, string]> = [];
  const add = (what: string, line: string | undefined) => line !== undefined && lines.push([what, line]);
  const commands = [...new Set(KEY_BINDINGS.map((binding) => binding.command))];
  for (const [name, route] of Object.entries(ROUTES)) {
    add(`screen ${name}`, screenCommand(route));
    for (const action of commands) add(`${name}: ${action}`, actionCommand(route, action, TARGETS[action] ?? 'x1'));
  }
  add('backups: schedule off', actionCommand(ROUTES.backups, 'scheduleBackups', '--off'));
  for (const section of ADMIN_SECTIONS) {
    add(`admin ${section}`, screenCommand({ name: 'admin', section }));
    add(`admin delete ${section}`, adminDeleteCommand(section, 'some name'));
  }
  add('admin member workspaces', screenCommand({ name: 'admin', section: 'members', member: workspace }));
  for (const tab of CLUSTER_TABS) add(`cluster ${tab}`, screenCommand({ name: 'cluster', cluster: workspace, tab }));
  for (const action of ['protect', 'unprotect', 'delete', 'forceDelete'] as const) {
    add(`cluster ${action}`, clusterActionCommand('edge eks', action));
  }
  add('commandLine', commandLine(['hosted-zones', 'create', 'example.com'], [['--drupal-forge', true]]));
  add('http logs', httpLogsCommand(app, 'php', 100));
  for (const row of SETTING_ROWS) {
    const value = row.kind === 'text' ? '/srv/my app' : row.key === 'filePermissionLevel' ? 'looser' : 'on';
    add(`settings ${row.key}`, row.command(app, value));
  }
  const wizardAnswers = {
    copyDatabaseFilesType: 'HTTP',
    urlDB: 'https://example.com/db.sql.gz',
    urlFiles: 'https://example.com/files.tgz',
    authUsername: 'bob',
    authPassword: 'never shown',
    filePermissionLevel: 'stricter',
    capacity: '1',
    storage: 10,
    isEnablePMA: true,
    isEnableEditor: false,
  };
  add('deploy wizard', deployCommand(app, wizardAnswers, 'main'));
  for (const [name, build] of Object.entries(BUILDERS)) add(name, build());
  return lines;
}

describe("the TUI's command lines", () => {
  it('Given a line the CLI does not accept, When it is parsed, Then the check refuses it (the check can fail)', async () => {
    expect(await cliRefusal('skiff apps deploy a/b/c --no-such-flag')).toMatch(/unknown option/);
    expect(await cliRefusal('skiff backups')).toBeDefined();
    expect(await cliRefusal("skiff apps get 'a/b/c'")).toBeUndefined();
  });

  it('Given every screen, action and builder of the TUI, When its command line is parsed by the CLI, Then the CLI accepts each', async () => {
    const lines = everyLine();
    expect(lines.length).toBeGreaterThan(90);
    const refused: string[] = [];
    for (const [what, line] of lines) {
      const refusal = await cliRefusal(line);
      if (refusal) refused.push(`${what}: ${line}\n    ${refusal}`);
    }
    expect(refused, refused.join('\n')).toEqual([]);
  });
});
