/**
 * The project wizard's steps and fields (spec 001 section 2 Create Project wizard, sections 5 and 9; spec 003
 * section 2.8 for the Pantheon import): from git, Basic information, Application Type, Source Code, Review and
 * Launch; from a template (the spec shows no steps: ours), the template, the name and the review.
 */
import { IMPORT_WIZARD_STEPS } from '../domain/import-rules.js';
import { DEFAULT_PANTHEON_ENV, PROJECT_TYPES } from '../domain/project-rules.js';
import {
  canUseRepositoryToken,
  PROJECT_WIZARD_STEPS,
  WIZARD_GIT_PROVIDERS,
  type WizardGitProvider,
} from '../domain/project-wizard-rules.js';
import type { WizardField, WizardStep, WizardValues } from './wizard-model.js';

/** How a project comes to be: from a git repository, from a catalogue template, or imported from Pantheon. */
export type ProjectOrigin = 'git' | 'template' | 'pantheon';

/** The lists the source steps choose from (a front end that reads none types owner, repository and branch). */
export interface ProjectWizardLists {
  owners: readonly string[];
  /** `PROVIDER/owner` the repositories are of. */
  repositoriesOf?: string;
  repositories: readonly { id: string; name: string; defaultBranch?: string; private?: boolean }[];
  branches: readonly string[];
  templates: readonly { id: string; name: string }[];
}

export const NO_PROJECT_WIZARD_LISTS: ProjectWizardLists = {
  owners: [],
  repositories: [],
  branches: [],
  templates: [],
};

/** How the platform reaches the repository (spec 001 section 9: link account, personal token, repository token). */
export const GIT_ACCESS_CHOICES = [
  { key: 'LINKED_ACCOUNT', label: 'Linked account (temporary)' },
  { key: 'PERSONAL_TOKEN', label: 'Personal token (recommended)' },
  { key: 'REPOSITORY_TOKEN', label: 'Repository token' },
] as const;
export type GitAccess = (typeof GIT_ACCESS_CHOICES)[number]['key'];

/** The git accesses a provider offers: GitHub cannot use a repository token (spec 001 section 2). */
export function gitAccessesOf(provider: unknown): GitAccess[] {
  return GIT_ACCESS_CHOICES.map((c) => c.key).filter(
    (key) => key !== 'REPOSITORY_TOKEN' || canUseRepositoryToken(provider as WizardGitProvider),
  );
}

export const REPOSITORY_TYPE_LABELS: Readonly<Record<'EXISTING' | 'NEW', string>> = {
  EXISTING: 'An existing repository',
  NEW: 'A new repository',
};

const text = (key: string, label: string, extra: Partial<WizardField> = {}): WizardField => ({
  key,
  label,
  kind: 'text',
  ...extra,
});
const choice = (key: string, label: string, choices: readonly string[], show?: (v: string) => string): WizardField => ({
  key,
  label,
  kind: 'choice',
  choices,
  ...(show ? { show: (v) => show(String(v)) } : {}),
});

function basicStep(title: string, withTags: boolean): WizardStep {
  return {
    title,
    fields: () => [
      text('name', 'Project name'),
      text('description', 'Description', { optional: true, flag: '--description' }),
      ...(withTags
        ? [text('tags', 'Tags', { optional: true, hint: 'Comma-separated, e.g. shop, production', flag: '--tag' })]
        : []),
    ],
  };
}

const typeNames = new Map<string, string>(PROJECT_TYPES.map((t) => [t.key, t.name]));
const TYPE_STEP: WizardStep = {
  title: PROJECT_WIZARD_STEPS[1],
  fields: () => [
    {
      ...choice(
        'projectType',
        'Application type',
        PROJECT_TYPES.map((t) => t.key),
        (key) => typeNames.get(key) ?? key,
      ),
      flag: '--type',
    },
  ],
};

const providerNames = new Map<string, string>(WIZARD_GIT_PROVIDERS.map((p) => [p.key, p.label]));
const accessNames = new Map<string, string>(GIT_ACCESS_CHOICES.map((c) => [c.key, c.label]));

/** Provider, new or existing repository, owner, repository and branch (from the git host's lists if read), access. */
function sourceStep(title: string, lists: ProjectWizardLists): WizardStep {
  return {
    title,
    fields: (values: WizardValues) => {
      const existing = values.repositoryType !== 'NEW';
      const owner = lists.owners.length
        ? choice('repositoryOwner', 'Repository owner', lists.owners)
        : text('repositoryOwner', 'Repository owner');
      const repository =
        existing && lists.repositories.length
          ? choice(
              'repositoryName',
              'Repository',
              lists.repositories.map((r) => r.name),
            )
          : text('repositoryName', 'Repository name');
      const branch = lists.branches.length ? choice('branch', 'Branch', lists.branches) : text('branch', 'Branch');
      return [
        {
          ...choice(
            'provider',
            'Git provider',
            WIZARD_GIT_PROVIDERS.map((p) => p.key),
            (key) => providerNames.get(key) ?? key,
          ),
          flag: '--provider',
        },
        // The CLI's flags: `--new-repo` answers NEW, `--repo OWNER/NAME` the owner and the repository, the git
        // access `--personal-token` (or REPOSITORY_TOKEN by giving `--repository-token-stdin`).
        {
          ...choice(
            'repositoryType',
            'Repository',
            Object.keys(REPOSITORY_TYPE_LABELS),
            (key) => REPOSITORY_TYPE_LABELS[key as 'NEW'] ?? key,
          ),
          flag: '--new-repo',
        },
        { ...owner, flag: '--repo' },
        repository,
        ...(existing ? [{ ...branch, flag: '--branch' }] : []),
        {
          ...choice('gitAccess', 'Git access', gitAccessesOf(values.provider), (key) => accessNames.get(key) ?? key),
          flag: '--personal-token',
        },
        ...(values.gitAccess === 'REPOSITORY_TOKEN' && gitAccessesOf(values.provider).includes('REPOSITORY_TOKEN')
          ? [
              {
                key: 'repositoryToken',
                label: 'Repository token',
                kind: 'secret',
                flag: '--repository-token-stdin',
              } as WizardField,
            ]
          : []),
      ];
    },
  };
}

const PANTHEON_STEP: WizardStep = {
  title: IMPORT_WIZARD_STEPS[1],
  fields: () => [
    { key: 'pantheonMachineToken', label: 'Machine token', kind: 'secret', flag: '--machine-token-stdin' },
    text('pantheonSiteId', 'Site id', { flag: '--site-id' }),
    text('pantheonEnv', 'Environment', { optional: true, hint: `default ${DEFAULT_PANTHEON_ENV}`, flag: '--env' }),
  ],
};

function templateStep(lists: ProjectWizardLists): WizardStep {
  const names = new Map(lists.templates.map((t) => [t.id, t.name]));
  return {
    title: 'Template',
    fields: () => [
      choice(
        'templateId',
        'Template',
        lists.templates.map((t) => t.id),
        (id) => names.get(id) ?? id,
      ),
    ],
  };
}

/**
 * The steps of each origin: from git, spec 001's four; the Pantheon import, spec 003's four; from a template, the
 * template, the name and the review.
 */
export function projectWizardSteps(origin: ProjectOrigin, lists: ProjectWizardLists): WizardStep[] {
  const review = (title: string): WizardStep => ({ title, fields: () => [] });
  if (origin === 'template') {
    return [templateStep(lists), basicStep('Basic information', false), review('Review and Launch')];
  }
  if (origin === 'pantheon') {
    return [
      basicStep(IMPORT_WIZARD_STEPS[0], false),
      PANTHEON_STEP,
      sourceStep(IMPORT_WIZARD_STEPS[2], lists),
      review(IMPORT_WIZARD_STEPS[3]),
    ];
  }
  return [
    basicStep(PROJECT_WIZARD_STEPS[0], true),
    TYPE_STEP,
    sourceStep(PROJECT_WIZARD_STEPS[2], lists),
    review(PROJECT_WIZARD_STEPS[3]),
  ];
}
