/**
 * Spec 003 sections 2.10, 2.13 and 3: what the admin screens show of a cluster and a template, the same in every
 * front end. Server text goes through the caller's `clean` (the web app escapes nothing itself; a terminal strips
 * control sequences), so these stay free of any display technology.
 */
import { clusterLastActivity } from './admin-rules.js';
import type { ClusterTab } from './clusters.js';
import { cloudProviderLabel, formatDate, humanAction } from './format.js';

/** The cluster detail tabs' labels. */
export const CLUSTER_TAB_LABELS: Readonly<Record<ClusterTab, string>> = {
  overview: 'Overview',
  workspaces: 'Workspaces',
  nodes: 'Worker Nodes',
  namespaces: 'Namespaces',
  pods: 'Pods',
  databases: 'Databases',
  storage: 'Storage',
  activities: 'Activities',
  settings: 'Settings',
};

/** What the cluster overview reads of a cluster (spec 003 section 3). */
export interface ClusterFactsInput {
  clusterName?: string | null;
  provider?: string | null;
  cloudAccount?: { name?: string | null; provider?: string | null } | null;
  region?: string | null;
  kubernetesVersion?: string | null;
  instanceType?: string | null;
  ondemandInstanceType?: string | null;
  vpcCIDR?: string | null;
  dbEngine?: string | null;
  dbEngineVersion?: string | null;
  elb?: string | null;
  isProtected?: boolean | null;
  applications?: number | null;
  lastActivity?: { status?: string | null; action?: string | null } | null;
  createdBy?: { rawInfo?: { email?: string | null } | null } | null;
  createdAt?: string | null;
}

/** The cluster overview's facts as label and value, in order (the status is shown apart, with its tone). */
export function clusterFacts(
  cluster: ClusterFactsInput,
  clean: (text: string | null | undefined) => string,
): Array<[string, string]> {
  const last = clusterLastActivity(cluster.lastActivity);
  return [
    ['Cluster name', clean(cluster.clusterName)],
    ['Provider', cloudProviderLabel(clean(cluster.cloudAccount?.provider ?? cluster.provider))],
    ['Cloud account', clean(cluster.cloudAccount?.name)],
    ['Region', clean(cluster.region)],
    ['Kubernetes', clean(cluster.kubernetesVersion)],
    ['Instance type', clean(cluster.instanceType ?? cluster.ondemandInstanceType)],
    ['VPC CIDR', clean(cluster.vpcCIDR)],
    ['Database', `${clean(cluster.dbEngine)} ${clean(cluster.dbEngineVersion)}`.trim()],
    ['Load balancer', clean(cluster.elb)],
    ['Protected', cluster.isProtected ? 'Yes' : 'No'],
    ['Applications', String(cluster.applications ?? 0)],
    ['Last activity', `${humanAction(clean(last.action))} (${clean(last.status)})`],
    ['Created by', clean(cluster.createdBy?.rawInfo?.email)],
    ['Created', formatDate(cluster.createdAt)],
  ];
}

/** A template's tags in the templates table: DrupalForge, AI, Registry (spec 003 section 2.13). */
export function templateTags(template: {
  isDrupalForge?: boolean | null;
  isUsingAIKey?: boolean | null;
  isFromRegistry?: boolean | null;
}): string[] {
  const tags: Array<[boolean | null | undefined, string]> = [
    [template.isDrupalForge, 'DrupalForge'],
    [template.isUsingAIKey, 'AI'],
    [template.isFromRegistry, 'Registry'],
  ];
  return tags.filter(([on]) => on).map(([, tag]) => tag);
}
