import { describe, expect, it } from 'vitest';
import { isSystemNamespace, namespaceLabel, residualPods } from './cluster-namespaces.js';

describe('cluster namespaces (spec 003 section 2.10)', () => {
  it('Given namespace names, when labelled, then dev- is Alpha, prod- Production, -beta- Beta, -live- Live', () => {
    expect(namespaceLabel('dev-acme')).toBe('Alpha');
    expect(namespaceLabel('prod-acme')).toBe('Production');
    expect(namespaceLabel('shop-beta-acme')).toBe('Beta');
    expect(namespaceLabel('shop-live-prod-acme')).toBe('Live');
    expect(namespaceLabel('acme-production')).toBeUndefined();
  });

  it('Given pods without an application, when flagged, then only non-system namespaces count and cert solvers never do', () => {
    const pods = [
      { name: 'web-1', namespace: 'acme', application: { _id: 'a1' } },
      { name: 'leftover-1', namespace: 'acme', application: null },
      { name: 'cm-acme-http-solver-x', namespace: 'acme' },
      { name: 'coredns-1', namespace: 'kube-system' },
      { name: 'other-1', namespace: 'globex' },
    ];
    expect(residualPods('acme', pods).map((p) => p.name)).toEqual(['leftover-1']);
    expect(residualPods('kube-system', pods)).toEqual([]);
    expect(isSystemNamespace('kube-system')).toBe(true);
    expect(isSystemNamespace('acme')).toBe(false);
  });
});
