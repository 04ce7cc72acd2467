import { describe, expect, it } from 'vitest';
import {
  AUTO_PAUSE_WARNING,
  logoImageType,
  WORKSPACE_FEATURE_FLAGS,
  workspaceFlagOn,
  workspaceFlagWarning,
} from './workspace-rules.js';

describe('workspace feature flags (spec 001 sections 3, 7 and 8)', () => {
  it('Given the settings page, When its flags are listed, Then the six of PUT /workspaces/{id} come in order with labels', () => {
    expect(WORKSPACE_FEATURE_FLAGS.map((f) => f.field)).toEqual([
      'enableEditConfiguration',
      'enableConnectVPS',
      'enableCreateDeployment',
      'enableCustomDomain',
      'enabledDailyBackup',
      'enableAutoPause',
    ]);
    expect(WORKSPACE_FEATURE_FLAGS.every((f) => f.label.length > 0)).toBe(true);
  });

  it('Given a workspace, When a flag is read, Then its value counts, and a missing one is on except the opt-in ones', () => {
    expect(workspaceFlagOn({ enableAutoPause: true }, 'enableAutoPause')).toBe(true);
    expect(workspaceFlagOn({ enableCustomDomain: false }, 'enableCustomDomain')).toBe(false);
    expect(workspaceFlagOn({}, 'enableCustomDomain')).toBe(true);
    expect(workspaceFlagOn({}, 'enableAutoPause')).toBe(false);
    expect(workspaceFlagOn({ enabledDailyBackup: 'yes' }, 'enabledDailyBackup')).toBe(false);
  });

  it('Given a flag to switch, When its warning is asked, Then only auto pause warns that all applications are affected', () => {
    expect(workspaceFlagWarning('enableAutoPause')).toBe(AUTO_PAUSE_WARNING);
    expect(AUTO_PAUSE_WARNING).toMatch(/all applications/);
    for (const flag of WORKSPACE_FEATURE_FLAGS.filter((f) => f.field !== 'enableAutoPause'))
      expect(workspaceFlagWarning(flag.field)).toBeUndefined();
  });
});

describe('workspace logo files (spec 001 sections 7 and 8)', () => {
  it('Given a file name, When its logo type is asked, Then images are known by extension in any case, others not', () => {
    expect(logoImageType('brand.PNG')).toBe('image/png');
    expect(logoImageType('/tmp/a.b/logo.svg')).toBe('image/svg+xml');
    expect(logoImageType('notes.txt')).toBeUndefined();
    expect(logoImageType('README')).toBeUndefined();
  });
});
