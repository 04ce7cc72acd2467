import { describe, expect, it } from 'vitest';
import { CLUSTER_TAB_LABELS, clusterFacts, templateTags } from './admin-display.js';
import { CLUSTER_TABS } from './clusters.js';

describe('admin display rules (spec 003 sections 2.10 and 2.13)', () => {
  it('Given a cluster without a last activity, When its facts are listed, Then it reads as a pending creation and text is cleaned', () => {
    const facts = new Map(
      clusterFacts(
        { clusterName: 'eks-1', cloudAccount: { provider: 'AWS', name: 'Acme' }, isProtected: true, applications: 2 },
        (text) => (text ?? '').toUpperCase(),
      ),
    );
    expect(facts.get('Cluster name')).toBe('EKS-1');
    expect(facts.get('Protected')).toBe('Yes');
    expect(facts.get('Applications')).toBe('2');
    expect(facts.get('Last activity')).toMatch(/\(PENDING\)$/);
  });

  it('Given the tabs and a template, When labelled, Then every tab has a label and only the set flags are tags', () => {
    expect(CLUSTER_TABS.map((tab) => CLUSTER_TAB_LABELS[tab])).toContain('Worker Nodes');
    expect(templateTags({ isDrupalForge: true, isUsingAIKey: false, isFromRegistry: true })).toEqual([
      'DrupalForge',
      'Registry',
    ]);
    expect(templateTags({})).toEqual([]);
  });
});
