/**
 * The project wizard's fields (the SDK's `projectWizardSteps`, each with its flag) that `projects create` (from
 * git) and `projects import` (from Pantheon) render as flags through `cli/model-options.ts`, and how the flags
 * answer them: the NAME argument, `--repo OWNER/NAME` for the owner and the repository, `--new-repo` for a new
 * repository, `--personal-token` or `--repository-token-stdin` for the git access, `--tag` and `--branch` repeated.
 */
import { NO_PROJECT_WIZARD_LISTS, projectWizardSteps, type WizardField } from '@skiff/sdk';
import { WIZARD_GIT_PROVIDERS } from '@skiff/sdk/domain';
import { UsageError } from '../cli/errors.js';
import { everyField, type FlagRenderings, fieldFlags } from '../cli/model-options.js';
import { collect } from './shared-options.js';

const PROVIDERS = WIZARD_GIT_PROVIDERS.map((p) => p.key as string);

/** `--provider github|gitlab|bitbucket` (any case) to the wizard's provider key (`GITHUB`). */
export function providerOption(text: string): string {
  const provider = text.trim().toUpperCase();
  if (!PROVIDERS.includes(provider)) {
    throw new UsageError(`--provider '${text}' is not one of ${PROVIDERS.join(', ').toLowerCase()}.`);
  }
  return provider;
}

/**
 * `--repo OWNER/NAME`, or the repository's URL (`https://github.com/acme/shop.git`, `git@github.com:acme/shop`,
 * as a user pastes it and as the TUI's template dialog passes it on): the repository's owner and name.
 */
export function repoOption(text: string): { owner: string; name: string } {
  const path = text
    .trim()
    .replace(/^(?:[a-z+]+:\/\/(?:[^@/]+@)?[^/]+\/|[^@/\s]+@[^:/\s]+:)/i, '')
    .replace(/\.git$/i, '')
    .replace(/\/$/, '');
  const [owner, name, ...rest] = path.split('/');
  if (!owner || !name || rest.length) throw new UsageError(`--repo '${text}' is not OWNER/NAME.`);
  return { owner, name };
}

/** The answers that show every field of a source step: an existing repository reached with a repository token. */
const EVERY_SOURCE_FIELD = [{ repositoryType: 'EXISTING', provider: 'GITLAB', gitAccess: 'REPOSITORY_TOKEN' }];

/** The wizard's fields from git: basic information, application type, source. */
export const PROJECT_FIELDS: readonly WizardField[] = everyField(
  projectWizardSteps('git', NO_PROJECT_WIZARD_LISTS),
  EVERY_SOURCE_FIELD,
);

/** The Pantheon import's fields: basic information, the site, the source. */
export const IMPORT_FIELDS: readonly WizardField[] = everyField(
  projectWizardSteps('pantheon', NO_PROJECT_WIZARD_LISTS),
  EVERY_SOURCE_FIELD,
);

/** How the CLI answers the wizard's fields (its flag names and words as they always were). */
export const PROJECT_RENDERINGS: FlagRenderings = {
  name: { argument: 'name' },
  description: { value: '<text>', description: 'what the project is' },
  tags: { value: '<tag>', description: 'a tag (repeat for more)', parse: collect },
  projectType: {
    value: '<key>',
    description: 'the project type, e.g. nodejs, wordpress, drupal10 (required from git)',
  },
  provider: {
    value: '<git>',
    description: "github, gitlab or bitbucket (the wizard's providers)",
    parse: providerOption,
    defaultHelp: 'github',
  },
  repositoryType: {
    switch: true,
    description: 'let the platform create the repository',
    answers: () => ({ repositoryType: 'NEW' }),
  },
  repositoryOwner: {
    value: '<owner/name>',
    description: 'the repository: OWNER/NAME or its URL',
    parse: repoOption,
    answers: (repo: ReturnType<typeof repoOption>) => ({ repositoryOwner: repo.owner, repositoryName: repo.name }),
  },
  repositoryName: { noFlag: 'the NAME of --repo OWNER/NAME', by: '--repo' },
  branch: {
    value: '<name>',
    description: 'a branch to create an application for (repeat)',
    parse: collect,
    defaultHelp: 'main',
  },
  gitAccess: {
    switch: true,
    description: 'reach the repository with your personal git token (default: your linked account)',
    answers: () => ({ gitAccess: 'PERSONAL_TOKEN' }),
  },
  repositoryToken: {
    description: 'reach it with a repository token read from stdin (not GitHub)',
    answers: (token: string) => ({ repositoryToken: token, gitAccess: 'REPOSITORY_TOKEN' }),
  },
  pantheonMachineToken: { description: 'read the Pantheon machine token from stdin' },
  pantheonSiteId: { value: '<id>', description: 'the Pantheon site id (required)' },
  pantheonEnv: { value: '<env>', description: 'the Pantheon environment', defaultHelp: 'dev' },
};

/** What the user typed for each field, for the wizard's messages (`--type: Required`). */
export const PROJECT_FLAGS: Readonly<Record<string, string>> = {
  ...fieldFlags(IMPORT_FIELDS, PROJECT_RENDERINGS),
  ...fieldFlags(PROJECT_FIELDS, PROJECT_RENDERINGS),
  gitAccess: '--personal-token or --repository-token-stdin',
};
