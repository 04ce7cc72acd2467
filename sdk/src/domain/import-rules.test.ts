import { describe, expect, it } from 'vitest';
import { missingPantheonFields, projectSourceBody } from './import-rules.js';

describe('site import (spec 003 sections 2.8 and 3)', () => {
  it('Given the platform step, when checked, then the machine token and site id are required', () => {
    expect(missingPantheonFields({ pantheonMachineToken: ' ', pantheonSiteId: '', pantheonEnv: 'dev' })).toEqual([
      'pantheonMachineToken',
      'pantheonSiteId',
    ]);
    expect(missingPantheonFields({ pantheonMachineToken: 't', pantheonSiteId: 's', pantheonEnv: 'dev' })).toEqual([]);
  });

  it('Given a source step, when sent, then the repository name is trimmed and the token sent only when used', () => {
    expect(
      projectSourceBody({
        provider: 'GITLAB',
        repositoryType: 'EXISTING',
        repositoryOwner: 'acme',
        repositoryName: ' site ',
        useRepositoryToken: false,
        repositoryToken: 'secret',
      }),
    ).toEqual({
      repositoryProvider: 'GITLAB',
      repositoryType: 'EXISTING',
      repositoryOwner: 'acme',
      repositoryName: 'site',
      isUseRepositoryToken: false,
    });
  });
});
