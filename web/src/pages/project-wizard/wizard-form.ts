import { firstProjectAnswers, type GitAccess } from '@skiff/sdk';
import type { WizardGitProvider } from '@skiff/sdk/domain';

/** Everything the create-project wizard collects across its steps: the SDK project wizard model's answers. */
export interface WizardForm {
  name: string;
  description: string;
  tags: string;
  projectType: string;
  provider: WizardGitProvider;
  repositoryType: 'EXISTING' | 'NEW';
  repositoryOwner: string;
  repositoryName: string;
  branch: string;
  gitAccess: GitAccess;
  repositoryToken: string;
}

/** The model's first answers; `projectType` where the link chose one. */
export function initialWizardForm(projectType: string): WizardForm {
  return firstProjectAnswers(projectType) as unknown as WizardForm;
}

/** What a step edits: the form and a way to change some of its fields. */
export interface StepProps {
  form: WizardForm;
  set(patch: Partial<WizardForm>): void;
}
