/**
 * Spec 003 section 2.10: how the cluster's Namespaces tab labels namespaces and flags residual pods.
 *
 * Names containing `dev-` are Alpha, `prod-` Production, `{product}-beta-` Beta, `{product}-live-` Live. The spec
 * does not name the product prefix, so any `-beta-` / `-live-` infix counts; Beta and Live are checked first so
 * that `shop-live-prod-x` reads Live. The spec's fixed list of system namespaces is not shown: ours is the
 * Kubernetes and add-on namespaces a managed cluster starts with (easy to change here).
 */
export type NamespaceLabel = 'Alpha' | 'Production' | 'Beta' | 'Live';

const SYSTEM_NAMESPACES: readonly string[] = [
  'default',
  'kube-system',
  'kube-public',
  'kube-node-lease',
  'cert-manager',
  'ingress-nginx',
  'monitoring',
];

/** Pods that answer certificate challenges (cert-manager's HTTP-01 solvers) never count as residual. */
const CERT_SOLVER_POD = /cm-acme-http-solver|cert-solver/;

export function namespaceLabel(name: string): NamespaceLabel | undefined {
  if (name.includes('-beta-')) return 'Beta';
  if (name.includes('-live-')) return 'Live';
  if (name.includes('dev-')) return 'Alpha';
  if (name.includes('prod-')) return 'Production';
  return undefined;
}

export function isSystemNamespace(name: string): boolean {
  return SYSTEM_NAMESPACES.includes(name);
}

/** What the rule needs of a pod: its namespace, its name, and the application it belongs to, if any. */
export interface NamespacePod {
  name: string;
  namespace?: string | null | undefined;
  application?: { _id?: string | null | undefined } | null | undefined;
}

/** The pods of a non-system namespace that belong to no application (cert solvers excepted); none for system ones. */
export function residualPods<T extends NamespacePod>(namespace: string, pods: readonly T[]): T[] {
  if (isSystemNamespace(namespace)) return [];
  return pods.filter((pod) => pod.namespace === namespace && !pod.application?._id && !CERT_SOLVER_POD.test(pod.name));
}
