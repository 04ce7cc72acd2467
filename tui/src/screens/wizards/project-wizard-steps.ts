import {
  canUseRepositoryToken,
  DEFAULT_IMPORT_PROJECT_TYPE,
  DEFAULT_PANTHEON_ENV,
  DEFAULT_PROJECT_BRANCH,
  defaultProjectName,
  IMPORT_WIZARD_STEPS,
  isProjectSourceComplete,
  missingPantheonFields,
  normaliseRepositoryPart,
  PROJECT_TYPES,
  PROJECT_WIZARD_STEPS,
  type ProjectSourceInput,
  projectNameError,
  projectSourceBody,
  REQUIRED_MESSAGE,
  WIZARD_GIT_PROVIDERS,
  type WizardGitProvider,
} from '@skiff/sdk/domain';
import { blankFieldErrors, type WizardField, type WizardStep, type WizardValues } from './wizard-model.js';

/** How a project comes to be: from a git repository, from a catalogue template, or imported from Pantheon. */
export type ProjectOrigin = 'git' | 'template' | 'pantheon';

/** The lists the source steps choose from, loaded for the answers so far. */
export interface ProjectWizardLists {
  owners: readonly string[];
  /** `PROVIDER/owner` the repositories are of. */
  repositoriesOf?: string;
  repositories: readonly { id: string; name: string; defaultBranch?: string }[];
  branches: readonly string[];
  templates: readonly { id: string; name: string }[];
}

export const NO_LISTS: ProjectWizardLists = { owners: [], repositories: [], branches: [], templates: [] };

const REPOSITORY_TYPES: Readonly<Record<string, string>> = {
  EXISTING: 'An existing repository',
  NEW: 'A new repository',
};

const text = (key: string, label: string, extra: Partial<WizardField> = {}): WizardField => ({
  key,
  label,
  kind: 'text',
  ...extra,
});
const choice = (key: string, label: string, choices: readonly string[], show?: (v: string) => string) =>
  ({ key, label, kind: 'choice', choices, show: show && ((v) => show(String(v))) }) as WizardField;

const nameField = text('name', 'Project name');

function basicStep(title: string, withTags: boolean): WizardStep {
  return {
    title,
    fields: () => [
      nameField,
      text('description', 'Description', { optional: true }),
      ...(withTags ? [text('tags', 'Tags', { optional: true, hint: 'Comma-separated, e.g. shop, production' })] : []),
    ],
  };
}

const typeNames = new Map(PROJECT_TYPES.map((t) => [t.key, t.name]));
const TYPE_STEP: WizardStep = {
  title: PROJECT_WIZARD_STEPS[1],
  fields: () => [
    choice(
      'projectType',
      'Application type',
      PROJECT_TYPES.map((t) => t.key),
      (key) => typeNames.get(key) ?? key,
    ),
  ],
};

const providerNames = new Map<string, string>(WIZARD_GIT_PROVIDERS.map((p) => [p.key, p.label]));

/** Provider, new or existing repository, owner, repository and branch from the git host's lists, token. */
function sourceStep(title: string, lists: ProjectWizardLists): WizardStep {
  return {
    title,
    fields: (values) => {
      const existing = values.repositoryType !== 'NEW';
      const owner = lists.owners.length
        ? choice('repositoryOwner', 'Repository owner', lists.owners)
        : text('repositoryOwner', 'Repository owner', { normalise: normaliseRepositoryPart });
      const repository = existing
        ? choice(
            'repositoryName',
            'Repository',
            lists.repositories.map((r) => r.name),
          )
        : text('repositoryName', 'Repository name', { normalise: normaliseRepositoryPart });
      const token = canUseRepositoryToken(values.provider as WizardGitProvider)
        ? [
            { key: 'useRepositoryToken', label: 'Repository token', kind: 'toggle' } as WizardField,
            ...(values.useRepositoryToken === true
              ? [{ key: 'repositoryToken', label: 'Token', kind: 'secret' } as WizardField]
              : []),
          ]
        : [];
      return [
        choice(
          'provider',
          'Git provider',
          WIZARD_GIT_PROVIDERS.map((p) => p.key),
          (key) => providerNames.get(key) ?? key,
        ),
        choice('repositoryType', 'Repository', Object.keys(REPOSITORY_TYPES), (key) => REPOSITORY_TYPES[key] ?? key),
        owner,
        repository,
        ...(existing ? [choice('branch', 'Branch', lists.branches)] : []),
        ...token,
      ];
    },
    note: (values) =>
      canUseRepositoryToken(values.provider as WizardGitProvider) ? undefined : 'GitHub cannot use a repository token.',
  };
}

const PANTHEON_STEP: WizardStep = {
  title: IMPORT_WIZARD_STEPS[1],
  fields: () => [
    { key: 'pantheonMachineToken', label: 'Machine token', kind: 'secret' },
    text('pantheonSiteId', 'Site id'),
    text('pantheonEnv', 'Environment', { optional: true }),
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
    note: () => (lists.templates.length ? undefined : 'This workspace has no templates.'),
  };
}

/**
 * The steps of each origin: from git, spec 001's four (Basic information, Application Type, Source Code, Review and
 * Launch); the Pantheon import, spec 003's four; from a template (the spec shows no steps: ours), the template, the
 * name, and the review.
 */
export function projectWizardSteps(origin: ProjectOrigin, lists: ProjectWizardLists): WizardStep[] {
  const review = (title: string): WizardStep => ({ title, fields: () => [] });
  if (origin === 'template')
    return [templateStep(lists), basicStep('Basic information', false), review('Review and Launch')];
  if (origin === 'pantheon')
    return [
      basicStep(IMPORT_WIZARD_STEPS[0], false),
      PANTHEON_STEP,
      sourceStep(IMPORT_WIZARD_STEPS[2], lists),
      review(IMPORT_WIZARD_STEPS[3]),
    ];
  return [
    basicStep(PROJECT_WIZARD_STEPS[0], true),
    TYPE_STEP,
    sourceStep(PROJECT_WIZARD_STEPS[2], lists),
    review(PROJECT_WIZARD_STEPS[3]),
  ];
}

/** The first answers: the spec's default name and branch, GitHub, an existing repository. */
export function firstProjectAnswers(now = new Date()): WizardValues {
  return {
    name: defaultProjectName(now),
    projectType: PROJECT_TYPES[0]?.key,
    provider: WIZARD_GIT_PROVIDERS[0].key,
    repositoryType: 'EXISTING',
    branch: DEFAULT_PROJECT_BRANCH,
    useRepositoryToken: false,
    pantheonEnv: DEFAULT_PANTHEON_ENV,
  };
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** The source step's answers as the SDK's rules read them. */
export function sourceInput(values: WizardValues): ProjectSourceInput {
  return {
    provider: values.provider as WizardGitProvider,
    repositoryType: values.repositoryType === 'NEW' ? 'NEW' : 'EXISTING',
    repositoryOwner: str(values.repositoryOwner),
    repositoryName: str(values.repositoryName),
    branch: str(values.branch),
    useRepositoryToken: values.useRepositoryToken === true,
    repositoryToken: str(values.repositoryToken),
  };
}

/** The spec's messages, by field: the name ('Required'), the source step's and Pantheon's required fields. */
export function projectWizardErrors(
  origin: ProjectOrigin,
  steps: readonly WizardStep[],
  values: WizardValues,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const nameError = projectNameError(values.name);
  if (nameError) errors.name = nameError;
  if (origin === 'template' && !values.templateId) errors.templateId = REQUIRED_MESSAGE;
  if (origin === 'pantheon') {
    const settings = {
      pantheonMachineToken: str(values.pantheonMachineToken),
      pantheonSiteId: str(values.pantheonSiteId),
      pantheonEnv: str(values.pantheonEnv),
    };
    for (const field of missingPantheonFields(settings)) errors[field] = REQUIRED_MESSAGE;
  }
  // The SDK's source rule, and a repository or branch that the git host's lists do not (or no longer) offer.
  const source = steps.find((s) => s.fields(values).some((f) => f.key === 'provider'));
  const blank = source ? blankFieldErrors(source, values, REQUIRED_MESSAGE) : {};
  if (!isProjectSourceComplete(sourceInput(values)) || Object.keys(blank).length) Object.assign(errors, blank);
  return errors;
}

const tagsOf = (values: WizardValues) =>
  str(values.tags)
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

/** The body of the create call (from git), as the web wizard sends it. */
export function createProjectBody(values: WizardValues) {
  const input = sourceInput(values);
  return {
    name: str(values.name).trim(),
    description: str(values.description).trim() || undefined,
    tags: tagsOf(values),
    projectType: str(values.projectType),
    ...projectSourceBody(input),
    instances: [input.repositoryType === 'EXISTING' ? (input.branch ?? '').trim() : DEFAULT_PROJECT_BRANCH],
  };
}

/** The body of the Pantheon import (MIGRATE_PROJECT). */
export function importProjectBody(values: WizardValues) {
  return {
    ...projectSourceBody(sourceInput(values)),
    name: str(values.name).trim(),
    description: str(values.description).trim() || undefined,
    platformMigrationType: 'PANTHEON' as const,
    projectType: DEFAULT_IMPORT_PROJECT_TYPE,
    pantheonMachineToken: str(values.pantheonMachineToken),
    pantheonSiteId: str(values.pantheonSiteId).trim(),
    pantheonEnv: str(values.pantheonEnv).trim() || DEFAULT_PANTHEON_ENV,
  };
}

/** The `skiff projects create|import` command with the same answers; tokens are read from stdin, never written. */
export function projectWizardCommand(
  origin: ProjectOrigin,
  workspaceName: string,
  values: WizardValues,
  templateName: string | undefined,
  quote: (word: string) => string,
): string {
  const words = [origin === 'pantheon' ? 'import' : 'create', quote(str(values.name).trim())];
  words.push('--workspace', quote(workspaceName));
  if (origin === 'template') return ['skiff', 'projects', ...words, '--template', quote(templateName ?? '')].join(' ');
  const input = sourceInput(values);
  if (origin === 'git') {
    words.push('--type', quote(str(values.projectType)));
    if (str(values.description).trim()) words.push('--description', quote(str(values.description).trim()));
    for (const tag of tagsOf(values)) words.push('--tag', quote(tag));
  } else {
    words.push('--site-id', quote(str(values.pantheonSiteId).trim()), '--env', quote(str(values.pantheonEnv) || 'dev'));
    words.push('--machine-token-stdin');
  }
  words.push(
    '--provider',
    input.provider.toLowerCase(),
    '--repo',
    quote(`${input.repositoryOwner}/${input.repositoryName}`),
  );
  if (input.repositoryType === 'NEW') words.push('--new-repo');
  else if (origin === 'git') words.push('--branch', quote(input.branch ?? ''));
  if (input.useRepositoryToken) words.push('--repository-token-stdin');
  return ['skiff', 'projects', ...words].join(' ');
}
