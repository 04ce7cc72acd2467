import { command, shellWord } from '../../commands/cli-equivalent.js';

/**
 * The `skiff ...` commands of the account pages' actions (cli/src/commands/account.ts, tokens.ts, orgs.ts).
 * Secrets (a password, a git token) are read by the CLI from stdin, so they never appear here.
 */
export const accountCommands = {
  profileName: (name: string) => command('account', 'profile', '--name', shellWord(name)),
  profileState: (state: string) => command('account', 'profile', '--state', shellWord(state)),
  password: () =>
    `printf '%s\\n%s\\n%s\\n' "$CURRENT" "$NEW" "$NEW" | ${command('account', 'password', '--current-password-stdin')}`,
  setGitToken: (provider: string, username: string) =>
    `printf '%s' "$GIT_TOKEN" | ${command('account', 'git-tokens', 'set', provider.toLowerCase(), '--username', shellWord(username))}`,
  removeGitToken: (provider: string) => command('account', 'git-tokens', 'remove', provider.toLowerCase()),
  createToken: (note: string, days: number | null) =>
    command('tokens', 'create', '--note', shellWord(note), '--expiration', days === null ? 'none' : String(days)),
  deleteToken: (id: string) => command('tokens', 'delete', shellWord(id), '--yes'),
  createOrg: (name: string) => command('orgs', 'create', '--name', shellWord(name)),
  renameOrg: (org: string, name: string) => command('orgs', 'update', shellWord(org), '--name', shellWord(name)),
  setOrgContact: (org: string, contact: { email?: string; logo?: string }) =>
    command(
      'orgs',
      'update',
      shellWord(org),
      ...(contact.email ? ['--email', shellWord(contact.email)] : []),
      ...(contact.logo ? ['--logo', shellWord(contact.logo)] : []),
    ),
  deleteOrg: (org: string) => command('orgs', 'delete', shellWord(org), '--yes'),
};
