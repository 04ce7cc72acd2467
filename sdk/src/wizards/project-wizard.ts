/**
 * The project wizard as one model (spec 001 section 2 Create Project wizard, sections 5 and 9; spec 003 section
 * 2.8): the first answers, the spec's messages, the create and import requests, and the `skiff projects
 * create|import` command for the same answers. The TUI's wizard, the web app's new-project wizard and
 * `skiff projects create|import` render it.
 *
 * First answers and where they come from: the name 'Project {YYYY/MM/DD}' and branch main (spec 001 section 5 and
 * 9); GitHub, an existing repository (the first tab and choice of section 2); no application type unless the link
 * gives one (section 2: preselected from the query, else chosen); the linked account (the access every surface sent
 * before the choice existed); Pantheon environment dev (spec 003).
 */
import {
  DEFAULT_IMPORT_PROJECT_TYPE,
  missingPantheonFields,
  type ProjectSourceBody,
  projectSourceBody,
} from '../domain/import-rules.js';
import {
  DEFAULT_PANTHEON_ENV,
  defaultProjectName,
  normaliseRepositoryPart,
  PROJECT_TYPES,
  projectNameError,
} from '../domain/project-rules.js';
import {
  DEFAULT_PROJECT_BRANCH,
  type ProjectSourceInput,
  WIZARD_GIT_PROVIDERS,
  type WizardGitProvider,
} from '../domain/project-wizard-rules.js';
import { REQUIRED_MESSAGE } from '../domain/validation.js';
import {
  NO_PROJECT_WIZARD_LISTS,
  type ProjectOrigin,
  type ProjectWizardLists,
  projectWizardSteps,
} from './project-wizard-fields.js';
import type { WizardField, WizardValues } from './wizard-model.js';

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** The first answers; `projectType` where a link chose one (`?projectType=`), if it is one of the list. */
export function firstProjectAnswers(projectType?: string | null, now = new Date()): Record<string, unknown> {
  return {
    name: defaultProjectName(now),
    description: '',
    tags: '',
    projectType: PROJECT_TYPES.find((t) => t.key === projectType)?.key ?? '',
    provider: WIZARD_GIT_PROVIDERS[0].key,
    repositoryType: 'EXISTING',
    repositoryOwner: '',
    repositoryName: '',
    branch: DEFAULT_PROJECT_BRANCH,
    gitAccess: 'LINKED_ACCOUNT',
    repositoryToken: '',
    pantheonEnv: DEFAULT_PANTHEON_ENV,
  };
}

/** The source step's answers as the SDK's source rules read them (a new repository's name as its id). */
export function projectSourceInputOf(values: WizardValues): ProjectSourceInput {
  const isNew = values.repositoryType === 'NEW';
  return {
    provider: str(values.provider) as WizardGitProvider,
    repositoryType: isNew ? 'NEW' : 'EXISTING',
    repositoryOwner: normaliseRepositoryPart(str(values.repositoryOwner)),
    repositoryName: isNew ? normaliseRepositoryPart(str(values.repositoryName)) : str(values.repositoryName).trim(),
    branch: str(values.branch).trim(),
    useRepositoryToken: values.gitAccess === 'REPOSITORY_TOKEN',
    repositoryToken: str(values.repositoryToken),
  };
}

/** Whether a field has no usable answer: empty, or a choice that is not (or no longer) offered. */
export function isUnanswered(field: WizardField, value: unknown): boolean {
  if (field.kind === 'toggle') return false;
  if (field.kind === 'choice') return !(field.choices ?? []).includes(value as string);
  if (Array.isArray(value)) return value.length === 0;
  return value === undefined || value === null || String(value).trim() === '';
}

/**
 * The spec's messages by field: the name ('Required'), the template, the application type, Pantheon's machine
 * token and site id, and every shown source field (spec 001 section 5: a repository, and a branch for an existing
 * one; a repository token when chosen) that is blank or no longer offered: 'Required'.
 */
export function projectWizardErrors(
  origin: ProjectOrigin,
  lists: ProjectWizardLists,
  values: WizardValues,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const nameError = projectNameError(values.name);
  if (nameError) errors.name = nameError;
  for (const step of projectWizardSteps(origin, lists)) {
    for (const field of step.fields(values)) {
      if (field.key === 'name' || field.optional || field.key.startsWith('pantheon')) continue;
      if (isUnanswered(field, values[field.key])) errors[field.key] = REQUIRED_MESSAGE;
    }
  }
  if (origin === 'pantheon') {
    const settings = {
      pantheonMachineToken: str(values.pantheonMachineToken),
      pantheonSiteId: str(values.pantheonSiteId),
      pantheonEnv: str(values.pantheonEnv),
    };
    for (const field of missingPantheonFields(settings)) errors[field] = REQUIRED_MESSAGE;
  }
  return errors;
}

/** The tags: typed comma-separated, or a list (the CLI's repeated `--tag`). */
export function projectTagsOf(values: WizardValues): string[] {
  const tags = Array.isArray(values.tags) ? values.tags.map(String) : str(values.tags).split(',');
  return tags.map((t) => t.trim()).filter(Boolean);
}

/** The branches to create applications for: the chosen one (or several, the CLI's repeated `--branch`), main. */
function branchesOf(values: WizardValues, source: ProjectSourceInput): string[] {
  if (source.repositoryType === 'NEW') return [DEFAULT_PROJECT_BRANCH];
  const branches = Array.isArray(values.branch) ? values.branch.map((b) => String(b).trim()) : [source.branch ?? ''];
  return branches.filter(Boolean);
}

/**
 * One application per branch, as objects: the request captured from the platform's web panel (devpanel-lc/dpmcp,
 * config/create-profiles/drupal11-demo.json, verified against the live API) and spec 003 section 3 both send
 * `instances[0] {branchType MAIN, name main, originBranch main}`; the contract's DTO says strings. `branchType` is the
 * branch name in capitals, the captured client's rule (it gives the spec's MAIN for main).
 */
function instancesOf(values: WizardValues, source: ProjectSourceInput) {
  return branchesOf(values, source).map((branch) => ({
    branchType: branch.toUpperCase(),
    name: branch,
    originBranch: branch,
  }));
}

/**
 * The picked repository's id and privacy, when the front end listed the provider's repositories (the captured
 * request sends both; a typed owner/name sends neither, as the captured client does when it has no id).
 */
function repositoryFacts(values: WizardValues, lists: ProjectWizardLists) {
  const picked =
    lists.repositoriesOf === `${str(values.provider)}/${str(values.repositoryOwner)}`
      ? lists.repositories.find((r) => r.name === str(values.repositoryName))
      : undefined;
  if (!picked || values.repositoryType === 'NEW') return {};
  return {
    repositoryId: picked.id,
    ...(typeof picked.private === 'boolean' ? { isPrivateRepository: picked.private } : {}),
  };
}

/** The repository part of a create or import body, with the chosen git access. */
function sourceBody(values: WizardValues): ProjectSourceBody & { isUsePersonalToken: boolean } {
  return {
    ...projectSourceBody(projectSourceInputOf(values)),
    isUsePersonalToken: values.gitAccess === 'PERSONAL_TOKEN',
  };
}

/** The create call's body (from git): POST /workspaces/{w}/projects (CreateProjectDTO with name, tags). */
export function createProjectRequest(values: WizardValues, lists: ProjectWizardLists = NO_PROJECT_WIZARD_LISTS) {
  const source = projectSourceInputOf(values);
  return {
    name: str(values.name).trim(),
    description: str(values.description).trim() || undefined,
    tags: projectTagsOf(values),
    projectType: str(values.projectType),
    ...sourceBody(values),
    ...repositoryFacts(values, lists),
    instances: instancesOf(values, source),
  };
}

/** The Pantheon import's body (MIGRATE_PROJECT; without a type, the import form's first, spec 003 section 3). */
export function importProjectRequest(values: WizardValues) {
  return {
    ...sourceBody(values),
    name: str(values.name).trim(),
    description: str(values.description).trim() || undefined,
    platformMigrationType: 'PANTHEON' as const,
    projectType: str(values.projectType) || DEFAULT_IMPORT_PROJECT_TYPE,
    pantheonMachineToken: str(values.pantheonMachineToken),
    pantheonSiteId: str(values.pantheonSiteId).trim(),
    pantheonEnv: str(values.pantheonEnv).trim() || DEFAULT_PANTHEON_ENV,
  };
}

/** Each field's CLI flag (the fields' own `flag`), over answers that show every field of the origin's steps. */
function projectFlags(origin: ProjectOrigin): (key: string) => string {
  const flags = new Map<string, string>();
  const answerSets = [{ repositoryType: 'EXISTING', provider: 'GITLAB', gitAccess: 'REPOSITORY_TOKEN' }];
  for (const step of projectWizardSteps(origin, NO_PROJECT_WIZARD_LISTS)) {
    for (const values of answerSets)
      for (const field of step.fields(values)) if (field.flag) flags.set(field.key, field.flag);
  }
  return (key) => flags.get(key) ?? key;
}

/**
 * The `skiff projects create|import` words for the same answers (unquoted; a front end quotes them for its shell),
 * with the fields' own flags. Tokens are never written: the command reads them from stdin.
 */
export function projectWizardCommandWords(
  origin: ProjectOrigin,
  workspaceName: string,
  values: WizardValues,
  templateName?: string,
): string[] {
  const flag = projectFlags(origin);
  const words = ['skiff', 'projects', origin === 'pantheon' ? 'import' : 'create', str(values.name).trim()];
  words.push('--workspace', workspaceName);
  if (origin === 'template') return [...words, '--template', templateName ?? ''];
  const input = projectSourceInputOf(values);
  if (origin === 'git') {
    words.push(flag('projectType'), str(values.projectType));
    if (str(values.description).trim()) words.push(flag('description'), str(values.description).trim());
    for (const tag of projectTagsOf(values)) words.push(flag('tags'), tag);
  } else {
    words.push(
      flag('pantheonSiteId'),
      str(values.pantheonSiteId).trim(),
      flag('pantheonEnv'),
      str(values.pantheonEnv).trim() || DEFAULT_PANTHEON_ENV,
    );
    words.push(flag('pantheonMachineToken'));
  }
  words.push(flag('provider'), input.provider.toLowerCase());
  words.push(flag('repositoryOwner'), `${input.repositoryOwner}/${input.repositoryName}`);
  if (input.repositoryType === 'NEW') words.push(flag('repositoryType'));
  else if (origin === 'git') for (const branch of branchesOf(values, input)) words.push(flag('branch'), branch);
  if (values.gitAccess === 'PERSONAL_TOKEN') words.push(flag('gitAccess'));
  if (values.gitAccess === 'REPOSITORY_TOKEN') words.push(flag('repositoryToken'));
  return words;
}
