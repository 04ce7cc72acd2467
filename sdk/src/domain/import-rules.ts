import type { ProjectSourceInput, WizardGitProvider } from './project-wizard-rules.js';

/** Spec 003 section 2.8: the import-site pages. */

export const IMPORT_SIZE_WARNING = 'Automated import works for sites under 10GB.';
export const IMPORT_WIZARD_STEPS = [
  'Basic Information',
  'Platform Configuration',
  'Source Code',
  'Review and Launch',
] as const;
/** The platform whose import is automated; any other platform key goes back to the import page. */
export const IMPORTABLE_PLATFORM = 'pantheon';
/** Sites the "other platforms" card lists (they get a Contact Us button). */
export const OTHER_PLATFORM_SITES = ['Drupal 8', 'Drupal 9', 'Drupal 10', 'WordPress'] as const;
/** The import form's initial project type (spec 003 section 3). */
export const DEFAULT_IMPORT_PROJECT_TYPE = 'drupal7_v2';

export interface PantheonSettings {
  pantheonMachineToken: string;
  pantheonSiteId: string;
  pantheonEnv: string;
}

/** The platform step's missing fields, by their form name (the machine token and site id are required). */
export function missingPantheonFields(settings: PantheonSettings): Array<keyof PantheonSettings> {
  const missing: Array<keyof PantheonSettings> = [];
  if (!settings.pantheonMachineToken.trim()) missing.push('pantheonMachineToken');
  if (!settings.pantheonSiteId.trim()) missing.push('pantheonSiteId');
  return missing;
}

/** The repository fields of a create or import body (the API's ProjectSource). */
export interface ProjectSourceBody {
  repositoryProvider: WizardGitProvider;
  repositoryType: 'EXISTING' | 'NEW';
  repositoryOwner?: string;
  repositoryName?: string;
  isUseRepositoryToken: boolean;
  repositoryToken?: string;
}

/** The repository part of a create or import body, from the wizard's source step. */
export function projectSourceBody(input: ProjectSourceInput): ProjectSourceBody {
  return {
    repositoryProvider: input.provider,
    repositoryType: input.repositoryType,
    ...(input.repositoryOwner ? { repositoryOwner: input.repositoryOwner } : {}),
    ...(input.repositoryName?.trim() ? { repositoryName: input.repositoryName.trim() } : {}),
    isUseRepositoryToken: input.useRepositoryToken === true,
    ...(input.useRepositoryToken && input.repositoryToken ? { repositoryToken: input.repositoryToken } : {}),
  };
}
