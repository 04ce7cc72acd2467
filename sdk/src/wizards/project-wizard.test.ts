import { describe, expect, it } from 'vitest';
import { REQUIRED_MESSAGE } from '../domain/validation.js';
import {
  createProjectRequest,
  firstProjectAnswers,
  importProjectRequest,
  projectWizardCommandWords,
  projectWizardErrors,
} from './project-wizard.js';
import { NO_PROJECT_WIZARD_LISTS, projectWizardSteps } from './project-wizard-fields.js';

const lists = NO_PROJECT_WIZARD_LISTS;

describe('the project wizard model', () => {
  it('Given the first answers, when checked, then the spec default name and branch, and what must be answered', () => {
    const first = firstProjectAnswers(null, new Date(2026, 0, 9));
    expect(first).toMatchObject({ name: 'Project 2026/01/09', branch: 'main', provider: 'GITHUB', projectType: '' });
    expect(firstProjectAnswers('nodejs').projectType).toBe('nodejs');
    expect(firstProjectAnswers('cobol').projectType).toBe('');
    expect(projectWizardSteps('git', lists).map((s) => s.title)).toEqual([
      'Basic information',
      'Application Type',
      'Source Code',
      'Review and Launch',
    ]);
    expect(projectWizardErrors('git', lists, { ...first, name: ' ' })).toEqual({
      name: REQUIRED_MESSAGE,
      projectType: REQUIRED_MESSAGE,
      repositoryOwner: REQUIRED_MESSAGE,
      repositoryName: REQUIRED_MESSAGE,
    });
  });

  it('Given GitHub, when the access is chosen, then no repository token; GitLab offers it and then needs the token', () => {
    const github = {
      ...firstProjectAnswers('nodejs'),
      name: 'Project',
      repositoryOwner: 'Acme',
      repositoryName: 'shop',
    };
    const source = projectWizardSteps('git', lists)[2]!;
    expect(source.fields(github).find((f) => f.key === 'gitAccess')?.choices).toEqual([
      'LINKED_ACCOUNT',
      'PERSONAL_TOKEN',
    ]);
    expect(projectWizardErrors('git', lists, { ...github, gitAccess: 'REPOSITORY_TOKEN' })).toEqual({
      gitAccess: REQUIRED_MESSAGE,
    });
    const gitlab = { ...github, provider: 'GITLAB', gitAccess: 'REPOSITORY_TOKEN' };
    expect(projectWizardErrors('git', lists, gitlab)).toEqual({ repositoryToken: REQUIRED_MESSAGE });
    expect(createProjectRequest({ ...gitlab, repositoryToken: 't0k', tags: 'a, b,' })).toEqual({
      name: 'Project',
      description: undefined,
      tags: ['a', 'b'],
      projectType: 'nodejs',
      repositoryProvider: 'GITLAB',
      repositoryType: 'EXISTING',
      repositoryOwner: 'acme',
      repositoryName: 'shop',
      isUseRepositoryToken: true,
      repositoryToken: 't0k',
      isUsePersonalToken: false,
      instances: [{ branchType: 'MAIN', name: 'main', originBranch: 'main' }],
    });
  });

  it('Given a repository picked from the provider list, when created, then the request is the captured shape', () => {
    // The platform's web panel (devpanel-lc/dpmcp's verified create profile) sends repositoryId,
    // isPrivateRepository and one instance object per branch.
    const picked = {
      ...NO_PROJECT_WIZARD_LISTS,
      repositoriesOf: 'GITHUB/acme',
      repositories: [{ id: '9912', name: 'shop', defaultBranch: 'main', private: true }],
    };
    const values = {
      ...firstProjectAnswers('drupal11'),
      name: 'Shop',
      repositoryOwner: 'acme',
      repositoryName: 'shop',
    };
    const body = createProjectRequest({ ...values, branch: 'develop' }, picked);
    expect(body).toMatchObject({
      repositoryId: '9912',
      isPrivateRepository: true,
      instances: [{ branchType: 'DEVELOP', name: 'develop', originBranch: 'develop' }],
    });
    expect(createProjectRequest({ ...values, repositoryName: 'other' }, picked)).not.toHaveProperty('repositoryId');
  });

  it('Given answers, when turned into the CLI command, then the same fields as flags and never a token', () => {
    const values = {
      ...firstProjectAnswers('wordpress'),
      name: 'blog',
      description: 'The blog',
      tags: 'cms',
      repositoryType: 'NEW',
      repositoryOwner: 'acme',
      repositoryName: 'New Blog',
      gitAccess: 'PERSONAL_TOKEN',
    };
    expect(projectWizardCommandWords('git', 'Acme', values)).toEqual([
      ...['skiff', 'projects', 'create', 'blog', '--workspace', 'Acme', '--type', 'wordpress'],
      ...['--description', 'The blog', '--tag', 'cms', '--provider', 'github', '--repo', 'acme/newblog'],
      ...['--new-repo', '--personal-token'],
    ]);
    const pantheon = { ...values, pantheonMachineToken: 'secret', pantheonSiteId: 's-1' };
    expect(projectWizardCommandWords('pantheon', 'Acme', pantheon).join(' ')).not.toContain('secret');
    expect(importProjectRequest({ ...pantheon, projectType: '' })).toMatchObject({
      pantheonEnv: 'dev',
      projectType: 'drupal7_v2',
    });
  });
});
