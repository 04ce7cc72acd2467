import { describe, expect, it } from 'vitest';
import { canUseRepositoryToken, isProjectSourceComplete } from './project-wizard-rules.js';

describe('create-project wizard source rules (spec 001 section 5)', () => {
  it('Given a new repository, When only its name is given, Then the step is complete', () => {
    expect(isProjectSourceComplete({ provider: 'GITHUB', repositoryType: 'NEW', repositoryName: 'shop' })).toBe(true);
    expect(isProjectSourceComplete({ provider: 'GITHUB', repositoryType: 'NEW', repositoryName: ' ' })).toBe(false);
  });

  it('Given an existing repository, When the branch or owner is missing, Then the step is not complete', () => {
    const base = { provider: 'GITLAB', repositoryType: 'EXISTING', repositoryName: 'shop' } as const;
    expect(isProjectSourceComplete({ ...base, repositoryOwner: 'acme', branch: '' })).toBe(false);
    expect(isProjectSourceComplete({ ...base, branch: 'main' })).toBe(false);
    expect(isProjectSourceComplete({ ...base, repositoryOwner: 'acme', branch: 'main' })).toBe(true);
  });

  it('Given a repository token, When the provider is GitHub or the token is empty, Then the step is not complete', () => {
    const base = { repositoryType: 'NEW', repositoryName: 'shop', useRepositoryToken: true } as const;
    expect(canUseRepositoryToken('GITHUB')).toBe(false);
    expect(isProjectSourceComplete({ ...base, provider: 'GITHUB', repositoryToken: 't' })).toBe(false);
    expect(isProjectSourceComplete({ ...base, provider: 'BITBUCKET', repositoryToken: '' })).toBe(false);
    expect(isProjectSourceComplete({ ...base, provider: 'BITBUCKET', repositoryToken: 't' })).toBe(true);
  });
});
