import { describe, expect, it } from 'vitest';
import { isAdminOnlyPath } from './admin-only-paths.js';

describe('admin-only routes (spec 000 sections 2 and 6)', () => {
  it('Given the admin-only routes, when matched, then /members and its sub-paths are admin only', () => {
    expect(isAdminOnlyPath('/members')).toBe(true);
    expect(isAdminOnlyPath('/members/x')).toBe(true);
    expect(isAdminOnlyPath('/membersx')).toBe(false);
    expect(isAdminOnlyPath('/workspaces')).toBe(false);
  });
});
