import { describe, expect, it } from 'vitest';
import { NameNotFoundError } from '../transport/errors.js';
import { parseApplicationRef, pickByName, RefSyntaxError } from './resolve-ref.js';

describe('parseApplicationRef', () => {
  it('Given workspace/project/branch, Then the three parts are read and the branch keeps its slashes', () => {
    expect(parseApplicationRef('Acme/storefront/feature/login')).toEqual({
      workspace: 'Acme',
      project: 'storefront',
      branch: 'feature/login',
    });
  });
  it('Given fewer than three parts, Then a RefSyntaxError names the expected form', () => {
    expect(() => parseApplicationRef('Acme/storefront')).toThrow(RefSyntaxError);
    expect(() => parseApplicationRef('Acme//main')).toThrow(/workspace\/project\/branch/);
  });
});

describe('pickByName', () => {
  const items = [
    { _id: 'a1', name: 'storefront' },
    { _id: 'b2', name: 'marketing-site' },
  ];
  const pick = (wanted: string) =>
    pickByName(
      'project',
      wanted,
      items,
      (i) => i.name,
      (i) => i._id,
    );
  it('Given an id or a name in another case, Then the item is found', () => {
    expect(pick('b2').name).toBe('marketing-site');
    expect(pick('StoreFront')._id).toBe('a1');
  });
  it('Given a near miss, Then the error suggests the close name', () => {
    try {
      pick('storfront');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(NameNotFoundError);
      expect((error as Error).message).toBe("No project named 'storfront'. Did you mean 'storefront'?");
    }
  });
});
