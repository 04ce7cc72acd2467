import { describe, expect, it } from 'vitest';
import { NameNotFoundError } from '../transport/errors.js';
import { AmbiguousNameError, parseApplicationRef, pickByName, RefSyntaxError } from './resolve-ref.js';

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

describe('pickByName with names shared by several items', () => {
  const twins = [
    { _id: 'a1', name: 'Acme QA' },
    { _id: 'b2', name: 'Acme QA' },
    { _id: 'c3', name: 'acme qa' },
    { _id: 'd4', name: 'Solo' },
    { _id: 'e5', name: 'SOLO' },
  ];
  const pick = (wanted: string) =>
    pickByName(
      'workspace',
      wanted,
      twins,
      (i) => i.name,
      (i) => i._id,
    );
  it('Given a name two items have, Then nothing is picked and the error lists both with their ids', () => {
    try {
      pick('Acme QA');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AmbiguousNameError);
      expect((error as Error).message).toBe("2 workspaces are named 'Acme QA': use an id instead.");
      expect((error as AmbiguousNameError).candidates).toEqual([
        { id: 'a1', name: 'Acme QA' },
        { id: 'b2', name: 'Acme QA' },
      ]);
    }
  });
  it('Given a name only two items have in another case, Then it is ambiguous too', () => {
    expect(() => pick('solo')).toThrow(AmbiguousNameError);
  });
  it('Given the id of one of the twins, Then exactly that one is picked', () => {
    expect(pick('b2')._id).toBe('b2');
    expect(pick('c3').name).toBe('acme qa');
  });
});
