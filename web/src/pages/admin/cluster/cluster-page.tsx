import { type Environment, type PushMessage, pushReactions } from '@skiff/sdk';
import {
  CLUSTER_TAB_LABELS,
  CLUSTER_TABS,
  type ClusterTab,
  DATABASES_COMING_SOON_TEXT,
  isClusterTabEnabled,
} from '@skiff/sdk/domain';
import { useCallback, useEffect } from 'react';
import { Breadcrumb } from '../../../components/breadcrumb.js';
import { PageHeading } from '../../../components/page-heading.js';
import { usePushReload } from '../../../components/use-push-reload.js';
import { useResource } from '../../../components/use-resource.js';
import { navigate, useLocation } from '../../../router/history.js';
import { Link } from '../../../router/link.js';
import type { PageProps } from '../../../routes.js';
import { useSession } from '../../../session/session-context.js';
import { text } from '../data-table.js';
import { ClusterActivities } from './cluster-activities.js';
import { ClusterNamespaces, ClusterNodes, ClusterPods, ClusterStorage, ClusterWorkspaces } from './cluster-listings.js';
import { ClusterOverview } from './cluster-overview.js';
import { type ClusterBase, clusterPath } from './cluster-path.js';
import { ClusterSettings } from './cluster-settings.js';

export interface ClusterScreen {
  cluster: Environment;
  reload(): void;
}

function isClusterTab(tab: string | undefined): tab is ClusterTab {
  return (CLUSTER_TABS as readonly string[]).includes(tab ?? '');
}

/**
 * /infrastructures/{id}/{tab} and /clusters/{id}/{tab} (spec 003 section 2.10): the tabs, the ACTIVE-only ones
 * disabled otherwise (an address of a disabled or unknown tab goes to the overview), and a failed load goes back
 * to /infrastructures. Push messages about the cluster (and activate/deactivate environment) reload it.
 */
export function ClusterPage({ params }: PageProps) {
  const { client } = useSession();
  const { pathname } = useLocation();
  const base: ClusterBase = pathname.startsWith('/clusters/') ? 'clusters' : 'infrastructures';
  const clusterId = params.clusterId ?? '';
  const cluster = useResource((signal) => client.environments.get(clusterId, { signal }), [client, clusterId]);
  const concernsCluster = useCallback(
    (message: PushMessage & { kind: 'activity' }) =>
      message.environment === clusterId || pushReactions(message).some((r) => r.kind === 'reload-page'),
    [clusterId],
  );
  usePushReload(cluster.reload, concernsCluster);
  const status = cluster.data?.status;
  const tab = isClusterTab(params.tab) ? params.tab : undefined;
  const allowed = tab !== undefined && (!cluster.data || isClusterTabEnabled(tab, status));

  useEffect(() => {
    if (cluster.error) navigate('/infrastructures', { replace: true });
    else if (!allowed) navigate(clusterPath(clusterId, 'overview', base), { replace: true });
  }, [cluster.error, allowed, clusterId, base]);

  const name = text(cluster.data?.name ?? cluster.data?.clusterName ?? 'Cluster');
  const label = tab ? CLUSTER_TAB_LABELS[tab] : '';
  return (
    <>
      <Breadcrumb items={[{ label: 'Clusters', to: `/${base}` }, { label: name }]} />
      <PageHeading title={`${name}: ${label}`}>{name}</PageHeading>
      <nav aria-label="Cluster" className="sub-tabs">
        <ul>
          {CLUSTER_TABS.map((t) => (
            <li key={t}>
              {isClusterTabEnabled(t, status) ? (
                <Link to={clusterPath(clusterId, t, base)} aria-current={t === tab ? 'page' : undefined}>
                  {CLUSTER_TAB_LABELS[t]}
                </Link>
              ) : (
                <span className="disabled" aria-disabled="true" title="The cluster must be ACTIVE">
                  {CLUSTER_TAB_LABELS[t]}
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <h2>{label}</h2>
      {cluster.data && tab && allowed ? (
        <ClusterTabContent tab={tab} screen={{ cluster: cluster.data, reload: cluster.reload }} />
      ) : (
        <p className="loading">Loading…</p>
      )}
    </>
  );
}

function ClusterTabContent({ tab, screen }: { tab: ClusterTab; screen: ClusterScreen }) {
  switch (tab) {
    case 'overview':
      return <ClusterOverview {...screen} />;
    case 'workspaces':
      return <ClusterWorkspaces {...screen} />;
    case 'nodes':
      return <ClusterNodes {...screen} />;
    case 'namespaces':
      return <ClusterNamespaces {...screen} />;
    case 'pods':
      return <ClusterPods {...screen} />;
    case 'databases':
      return <p>{DATABASES_COMING_SOON_TEXT}</p>;
    case 'storage':
      return <ClusterStorage {...screen} />;
    case 'activities':
      return <ClusterActivities {...screen} />;
    case 'settings':
      return <ClusterSettings {...screen} />;
  }
}
