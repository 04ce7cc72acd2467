import { DEFAULT_PROJECT_BRANCH, defaultProjectName, type ProjectSourceInput } from '@skiff/sdk/domain';

/** Everything the create-project wizard collects across its steps. */
export interface WizardForm extends ProjectSourceInput {
  name: string;
  description: string;
  tags: string;
  projectType: string;
}

export function initialWizardForm(projectType: string): WizardForm {
  return {
    name: defaultProjectName(),
    description: '',
    tags: '',
    projectType,
    provider: 'GITHUB',
    repositoryType: 'EXISTING',
    repositoryOwner: '',
    repositoryName: '',
    branch: DEFAULT_PROJECT_BRANCH,
    useRepositoryToken: false,
    repositoryToken: '',
  };
}

/** What a step edits: the form and a way to change some of its fields. */
export interface StepProps {
  form: WizardForm;
  set(patch: Partial<WizardForm>): void;
}
