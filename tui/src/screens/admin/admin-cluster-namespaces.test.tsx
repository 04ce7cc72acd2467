import { isSystemNamespace, NO_NAMESPACE_TEXT } from '@skiff/sdk/domain';
import { describe, expect, it } from 'vitest';
import { setupEmulatorSession } from '../../test/emulator-session.js';
import { collect } from '../shared/collect.js';

// The emulator's namespaces are its workspaces' slugs and all its pods belong to applications: the proxy adds the
// namespaces and left-over pods a real cluster has, so that the labels and the residual-pod flag can be seen.
const session = setupEmulatorSession({ push: false, proxyTimeoutMs: true });

const EXTRA_NAMESPACES = [
  { namespace: 'shop-live-main', workspace: 'Shop', pods: ['leftover-job-1'], status: 'Active' },
  { namespace: 'dev-feature-x', workspace: 'Shop', pods: ['cm-acme-http-solver-abc'], status: 'Active' },
  { namespace: 'kube-system', workspace: '', pods: ['kube-proxy-1'], status: 'Active' },
];
const EXTRA_PODS = [
  { name: 'leftover-job-1', namespace: 'shop-live-main', status: 'Succeeded', totalContainers: 1 },
  { name: 'cm-acme-http-solver-abc', namespace: 'dev-feature-x', status: 'Running', totalContainers: 1 },
  { name: 'kube-proxy-1', namespace: 'kube-system', status: 'Running', totalContainers: 1 },
];

/** Appends items to a list answer (an array, or `{ data, totalItem }`). */
function appended(text: string, extra: readonly unknown[]): string {
  const body = JSON.parse(text) as unknown;
  if (Array.isArray(body)) return JSON.stringify([...body, ...extra]);
  const page = body as { data: unknown[]; totalItem?: number };
  return JSON.stringify({ ...page, data: [...page.data, ...extra], totalItem: (page.totalItem ?? 0) + extra.length });
}

describe("a cluster's namespaces (spec 003 section 2.10)", () => {
  it('Given namespaces with dev-, -live- and system names and pods without an application, When the tab is shown, Then labels and the residual-pod flag follow the SDK rules', async () => {
    const clusters = await collect(session.client.environments.list({ search: 'acme-prod-eks' }));
    const cluster = clusters.find((c) => c.name === 'acme-prod-eks');
    expect(cluster).toBeDefined();
    expect(isSystemNamespace('kube-system')).toBe(true);
    session.proxy.rewrite(/\/environments\/[^/]+\/(namespaces|pods)$/, (text) =>
      appended(
        text,
        text.includes('statusContainers') || text.includes('totalContainers') ? EXTRA_PODS : EXTRA_NAMESPACES,
      ),
    );
    const app = session.render({
      initialRoutes: [
        { name: 'workspaces' },
        { name: 'cluster', cluster: { id: cluster?._id ?? '', name: 'acme-prod-eks' }, tab: 'namespaces' },
      ],
    });
    const frame = await app.waitForText('shop-live-main');
    const line = (name: string) => frame.split('\n').find((l) => l.includes(name)) ?? '';
    expect(line('shop-live-main')).toMatch(/shop-live-main\s+Live\s+1\s+1 residual/);
    expect(line('dev-feature-x')).toMatch(/dev-feature-x\s+Alpha\s+1\s+Active/);
    expect(line('kube-system')).not.toContain('residual');
    expect(line('acme-production')).not.toContain('residual');
    expect(frame).toContain('$ skiff clusters get acme-prod-eks --namespaces');
    expect(frame).not.toContain(NO_NAMESPACE_TEXT);
  });

  it('Given a cluster without namespaces, When the tab is shown, Then it says the spec text', async () => {
    const clusters = await collect(session.client.environments.list({ search: 'spare-fra1-doks' }));
    const cluster = clusters.find((c) => c.name === 'spare-fra1-doks');
    const app = session.render({
      initialRoutes: [
        { name: 'workspaces' },
        { name: 'cluster', cluster: { id: cluster?._id ?? '', name: 'spare-fra1-doks' }, tab: 'namespaces' },
      ],
    });
    await app.waitForText('Namespaces of spare-fra1-doks (0)');
    await app.waitForText(NO_NAMESPACE_TEXT);
  });
});
