import { describe, expect, it } from 'vitest';
import { parseDeploymentRef } from './resolve-deployment-ref.js';
import { RefSyntaxError } from './resolve-ref.js';

describe('parseDeploymentRef', () => {
  it('Given workspace/project@tag, Then the three parts are read and the tag keeps any further @', () => {
    expect(parseDeploymentRef('Acme Production/storefront@v1.2')).toEqual({
      workspace: 'Acme Production',
      project: 'storefront',
      tag: 'v1.2',
    });
    expect(parseDeploymentRef('a/b@c@d').tag).toBe('c@d');
  });
  it('Given a branch REF or a missing part, Then a RefSyntaxError names the expected form', () => {
    for (const bad of ['Acme/storefront/main', 'Acme/storefront', 'Acme/storefront@', '/storefront@v1', 'Acme@v1']) {
      expect(() => parseDeploymentRef(bad)).toThrow(RefSyntaxError);
    }
    expect(() => parseDeploymentRef('Acme/storefront')).toThrow(
      "'Acme/storefront' is not a valid tag REF: expected workspace/project@tag (names or ids).",
    );
  });
});
