/**
 * Spec 001 sections 2, 5 and 8: the create-project wizard's steps and source rules, and the workspace invite form's
 * roles and messages, for every front end.
 */

/** The wizard's steps in order. */
export const PROJECT_WIZARD_STEPS = [
  'Basic information',
  'Application Type',
  'Source Code',
  'Review and Launch',
] as const;
/** The source step's default branch. */
export const DEFAULT_PROJECT_BRANCH = 'main';
/** The source step's provider tabs (spec 001 section 2: GitHub, GitLab and Bitbucket). */
export const WIZARD_GIT_PROVIDERS = [
  { key: 'GITHUB', label: 'GitHub' },
  { key: 'GITLAB', label: 'GitLab' },
  { key: 'BITBUCKET', label: 'Bitbucket' },
] as const;
export type WizardGitProvider = (typeof WIZARD_GIT_PROVIDERS)[number]['key'];
/** Our wording: the review step's notice while the project is created (the spec shows a notice without its text). */
export const PROJECT_CREATING_NOTICE = 'Creating your project. Its branches appear when the repository is read.';

/** GitHub cannot use a repository token (spec 001 section 2). */
export function canUseRepositoryToken(provider: WizardGitProvider): boolean {
  return provider !== 'GITHUB';
}

export interface ProjectSourceInput {
  provider: WizardGitProvider;
  repositoryType: 'EXISTING' | 'NEW';
  repositoryOwner?: string;
  repositoryName?: string;
  branch?: string;
  useRepositoryToken?: boolean;
  repositoryToken?: string;
}

/**
 * Whether the source step may go on (spec 001 section 5): a new repository needs its name; an existing one needs the
 * repository and a branch; a repository token, when chosen (not on GitHub), must be given.
 */
export function isProjectSourceComplete(input: ProjectSourceInput): boolean {
  const filled = (value: string | undefined) => Boolean(value?.trim());
  if (!filled(input.repositoryName)) return false;
  if (input.repositoryType === 'EXISTING' && (!filled(input.branch) || !filled(input.repositoryOwner))) return false;
  if (input.useRepositoryToken && (!canUseRepositoryToken(input.provider) || !filled(input.repositoryToken)))
    return false;
  return true;
}

/** Spec 001 section 8: the invite form's outcomes. */
export const INVITE_SUCCESS_MESSAGE = 'Invite collaborator successfully!';
export const INVITE_FAILED_MESSAGE = 'Invite collaborator failed.';
/** Spec 001 sections 5 and 9: the roles offered to invitees, Developer by default. */
export const INVITE_ROLE_CHOICES = [
  { role: 'DEVELOPER', label: 'Developer' },
  { role: 'WORKSPACE_ADMIN', label: 'Administrator' },
] as const;
