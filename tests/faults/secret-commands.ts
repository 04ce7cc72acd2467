/**
 * Scenario 9's data: how to run every command of `skiff` once with credentials in play, and which outputs may
 * carry a credential because printing it is the command's purpose.
 */
import type { ArgumentSpec, CommandSpec, GroupSpec } from '../../cli/src/cli/command-spec.js';
import { COMMAND_TREE } from '../../cli/src/commands/index.js';
import { OWNER, PASSWORD } from './harness.js';

/** Credentials the run feeds in (besides the stored tokens and the sign-in password). */
export const FED_SECRETS = {
  newPassword: 'N3w!Secret-77',
  memberPassword: 'M3mber!Pass9',
  gitToken: 'glpat-fed-secret-0123456789',
  registryToken: 'registry-cred-0123456789abcdef',
  doToken: 'dop_v1_fed_secret_0123456789',
  doSpaceSecret: 'space-secret-0123456789',
} as const;

/** Commands not run: they serve or follow until stopped (their argv is checked through `logs tail --follow`). */
export const NOT_RUN: Record<string, string> = {
  'emulator start': 'serves until stopped',
  'emulator stop': 'would stop other emulators of this machine',
  'emulator status': 'reads the machine-wide emulator state',
  demo: 'full-screen, serves until stopped',
  tui: 'full-screen, until quit',
  web: 'serves until stopped',
  'notifications watch': 'follows until stopped',
};

/** Outputs whose stdout carries a credential on purpose (stderr is still checked). */
export const PRINTS_CREDENTIAL: readonly string[] = ['auth token', 'tokens create', 'secrets get', 'secrets export'];

const SITE = 'Acme Production/storefront/main';
/** A plausible value for a positional argument, by its declared name. */
const ARG_VALUES: Record<string, string> = {
  ref: SITE,
  workspace: 'Acme Production',
  project: 'Acme Production/storefront',
  domain: 'shop.example.com',
  state: 'on',
  cluster: 'acme-prod-eks',
  org: 'Acme Web',
  account: 'Acme AWS',
  zone: 'demo.skiff.dev',
  user: 'dev@demo.skiff.dev',
  admin: 'ops@demo.skiff.dev',
  template: 'wordpress-blog',
  email: 'fed.member@example.com',
  provider: 'gitlab',
  method: 'GET',
  path: '/users/profile',
  shell: 'bash',
  name: 'registry',
  vps: 'edge-1',
};

/** One command to run: its words, its stdin. */
export interface SecretRun {
  name: string;
  args: string[];
  input?: string;
}

/** What a command needs beyond its positional arguments to handle a credential (flags, stdin). */
function extras(name: string, secretsFile: string): { args?: string[]; input?: string } {
  switch (name) {
    case 'secrets set':
      return { args: ['--stdin'], input: `REGISTRY_TOKEN=${FED_SECRETS.registryToken}\n` };
    case 'secrets import':
      return { args: [secretsFile] };
    case 'account password':
      return {
        args: ['--current-password-stdin'],
        input: `${PASSWORD}\n${FED_SECRETS.newPassword}\n${FED_SECRETS.newPassword}\n`,
      };
    case 'account git-tokens':
      return { args: ['--username', 'olivia'], input: FED_SECRETS.gitToken };
    case 'users create':
      return { input: `${FED_SECRETS.memberPassword}\n` };
    case 'cloud-accounts create':
      return {
        args: ['--provider', 'DIGITAL_OCEAN', '--name', 'fed-do', '--space-region', 'nyc3', '--secrets-stdin'],
        input: `doToken=${FED_SECRETS.doToken}\ndoSpaceKey=DO00KEY\ndoSpaceSecret=${FED_SECRETS.doSpaceSecret}\n`,
      };
    case 'auth login':
      return { args: ['--email', OWNER, '--password-stdin'], input: `${PASSWORD}\n` };
    case 'tokens create':
      return { args: ['--note', 'scenario 9'] };
    default:
      return {};
  }
}

function positional(name: string, arg: ArgumentSpec, command: string): string[] {
  if (command === 'account git-tokens' && name === 'action') return ['set'];
  if (arg.variadic) return [];
  return [ARG_VALUES[name] ?? (/id$/i.test(name) ? 'ffffffffffffffffffffffff' : 'x')];
}

/** Every command of the tree but NOT_RUN, with arguments, `--verbose`, and the credentials it handles. */
export function secretRuns(secretsFile: string): SecretRun[] {
  const runs: SecretRun[] = [];
  const add = (spec: CommandSpec<never, never>, prefix: string[]) => {
    const words = [...prefix, spec.name];
    const name = words.join(' ');
    if (NOT_RUN[name]) return;
    const declared = (spec.args ?? {}) as Record<string, ArgumentSpec>;
    const args = Object.entries(declared).flatMap(([argName, arg]) => positional(argName, arg, name));
    const extra = extras(name, secretsFile);
    runs.push({ name, args: [...words, ...args, ...(extra.args ?? []), '--verbose'], input: extra.input });
  };
  for (const entry of COMMAND_TREE) {
    if (NOT_RUN[entry.name]) continue;
    if ('commands' in entry) for (const spec of (entry as GroupSpec).commands) add(spec, [entry.name]);
    else add(entry as CommandSpec<never, never>, []);
  }
  return runs;
}
