import { describe, expect, it } from 'vitest';
import { canOpenWorkspaceTab, vpsStatusTone, workspaceTabs } from './workspace-tabs.js';

const owner = { _id: 'u1' };
const developer = { _id: 'u2' };
const rbac = [
  { user: 'u1', role: 'WORKSPACE_OWNER' },
  { user: 'u2', role: 'DEVELOPER' },
];
const labels = (tabs: { label: string }[]) => tabs.map((t) => t.label);

describe('workspace tabs (spec 001 section 2)', () => {
  it('shows a developer no Settings and no DrupalForge, and hides VPS on a TRIAL workspace', () => {
    expect(labels(workspaceTabs(developer, { rbac, isDrupalForge: true }))).toEqual([
      'Projects',
      'Applications',
      'Deployments',
      'VPS',
      'Members',
      'Custom Domains',
      'Activities',
      'Help',
    ]);
    expect(labels(workspaceTabs(developer, { rbac, plan: 'TRIAL' }))).not.toContain('VPS');
  });

  it('shows the owner DrupalForge only on a Drupal Forge workspace, and Settings always', () => {
    expect(labels(workspaceTabs(owner, { rbac, isDrupalForge: true })).slice(-2)).toEqual(['DrupalForge', 'Settings']);
    expect(labels(workspaceTabs(owner, { rbac }))).not.toContain('DrupalForge');
    expect(canOpenWorkspaceTab(owner, { rbac, plan: 'trial' }, 'vps')).toBe(false);
    expect(canOpenWorkspaceTab(developer, { rbac, isDrupalForge: true }, 'drupal-forge')).toBe(false);
  });

  it('colours VPS statuses: ACTIVE green, ERROR red, INACTIVE and unknown grey', () => {
    expect(['ACTIVE', 'ERROR', 'INACTIVE', undefined].map(vpsStatusTone)).toEqual([
      'success',
      'error',
      'neutral',
      'neutral',
    ]);
  });
});
