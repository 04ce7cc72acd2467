import { describe, expect, it } from 'vitest';
import { appPathOr } from './landing-redirects.js';

describe('landing redirects', () => {
  it('keeps a path of this app and refuses other sites', () => {
    expect(appPathOr('/workspaces?page=2', '/')).toBe('/workspaces?page=2');
    expect(appPathOr('//evil.example/x', '/')).toBe('/');
    expect(appPathOr('/\\evil.example', '/')).toBe('/');
    expect(appPathOr('https://evil.example', '/')).toBe('/');
    expect(appPathOr(null, '/workspaces')).toBe('/workspaces');
  });
});
