import { nameServersFor } from '../api/hosted-zones.js';
import { hashCommandToken } from '../auth/command-tokens.js';
import { CLUSTER_DEFAULTS, type ClusterProvider, dbParamGroupFor } from '../domain.js';
import { stableId } from '../ids.js';
import type { Store } from '../store/index.js';
import { DEMO_WORLD } from './world-data.js';

const DAY = 86_400_000;

/** An instance administrator (password as the other demo users), so the administrators page has one. */
export const DEMO_INSTANCE_ADMIN = 'ops@demo.skiff.dev';
/** A command access token of the owner, known to tests and demos (`Authorization: Bearer skf_demo...`). */
export const DEMO_COMMAND_TOKEN = `skf_demo${'0'.repeat(36)}`;

const userId = (email: string) => stableId(`user:${email}`);

/**
 * The administration area's demo data: a cluster per demo cluster name (same ids as the workspaces' environment),
 * two spare clusters (one deletable, one in ERROR), a cloud account per provider, hosted zones, an instance
 * admin, an extra member created by an admin, the owner's AWS marketplace orders and one command token.
 */
export function seedAdministration(store: Store, now: number, passwordHash: string): void {
  const owner = userId('owner@demo.skiff.dev');
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY).toISOString();
  for (const [email, role, displayName] of [
    [DEMO_INSTANCE_ADMIN, 'INSTANCE_ADMIN', 'Oscar Ops'],
    ['member@demo.skiff.dev', 'MEMBER', 'Mia Member'],
  ] as const) {
    store.users.insert({
      id: userId(email),
      sub: stableId(`sub:${email}`),
      email,
      passwordHash,
      role,
      confirmed: true,
      createdAt: at(100),
      data: { displayName, state: 'FOCUSING', isCreatedByAdmin: true },
    });
  }
  const accounts: Record<string, string> = {};
  const accountSeeds: Array<[ClusterProvider, string, Record<string, string>]> = [
    ['AWS', 'Acme AWS', { awsArnRole: 'arn:aws:iam::123456789012:role/skiffrole-SkiffRole-ABCDEFGHIJKLM' }],
    ['DIGITAL_OCEAN', 'Forge DigitalOcean', { doSpaceRegion: 'nyc3' }],
    ['AZURE', 'Personal Azure', { azTenantId: 'demo-tenant' }],
  ];
  accountSeeds.forEach(([provider, name, data], i) => {
    accounts[provider] = stableId(`cloud-account:${name}`);
    store.records.insert('cloud-account', {
      id: accounts[provider]!,
      ownerId: owner,
      name,
      createdAt: at(110 - i),
      data: { provider, desc: `${name} (demo)`, number: i + 1, ...data },
    });
  });
  const clusters = new Map<string, { provider: string; isProtected: boolean }>();
  for (const ws of DEMO_WORLD)
    clusters.set(ws.cluster, { provider: ws.provider, isProtected: ws.cluster === 'acme-prod-eks' });
  const extra: Array<[string, ClusterProvider, string]> = [
    ['spare-fra1-doks', 'DIGITAL_OCEAN', 'ACTIVE'],
    ['broken-westus-aks', 'AZURE', 'ERROR'],
  ];
  let i = 0;
  for (const [name, { provider, isProtected }] of clusters) {
    insertCluster(
      store,
      name,
      provider,
      isProtected ? 'ACTIVE' : 'ACTIVE',
      isProtected,
      accounts,
      owner,
      at(100 - i++),
    );
  }
  for (const [name, provider, status] of extra)
    insertCluster(store, name, provider, status, false, accounts, owner, at(20));
  for (const domain of ['demo.skiff.dev', 'forge.skiff.dev']) {
    store.records.insert('hosted-zone', {
      id: stableId(`hosted-zone:${domain}`),
      ownerId: owner,
      name: domain,
      createdAt: at(95),
      data: {
        hostedZoneId: `Z${stableId(`zone:${domain}`).slice(0, 20).toUpperCase()}`,
        nameServers: nameServersFor(domain),
        description: `Hosted zone for ${domain}`,
        privateZone: false,
        isDrupalForge: domain.startsWith('forge'),
        createdBy: owner,
      },
    });
  }
  seedOrders(store, owner, at);
  store.records.insert('command-token', {
    id: stableId('command-token:ci'),
    ownerId: owner,
    name: 'CI pipeline',
    lookupKey: hashCommandToken(DEMO_COMMAND_TOKEN),
    createdAt: at(3),
    data: { prefixToken: DEMO_COMMAND_TOKEN.slice(0, 8), expiration: null, expiresAt: null },
  });
}

function insertCluster(
  store: Store,
  name: string,
  provider: string,
  status: string,
  isProtected: boolean,
  accounts: Record<string, string>,
  owner: string,
  createdAt: string,
) {
  const defaults = CLUSTER_DEFAULTS[provider as ClusterProvider] ?? {};
  const dbParamGroup = dbParamGroupFor(String(defaults.dbEngineVersion ?? ''));
  store.records.insert('environment', {
    id: stableId(`environment:${name}`),
    ownerId: owner,
    name,
    createdAt,
    data: {
      ...defaults,
      clusterName: name,
      provider,
      status,
      isProtected,
      cloudAccountId: accounts[provider] ?? null,
      vpcCIDR: '10.0.0.0/16',
      elb: `${name}-elb.demo.skiff.dev`,
      arn: provider === 'AWS' ? `arn:aws:eks:us-east-1:123456789012:cluster/${name}` : null,
      dbParamGroup,
      lastActivity: {
        action: 'CREATE_ENVIRONMENT',
        status: status === 'ERROR' ? 'ERROR' : 'SUCCESS',
        updatedAt: createdAt,
      },
    },
  });
}

function seedOrders(store: Store, owner: string, at: (daysAgo: number) => string) {
  const orders: Array<[string, 'ENVIRONMENT' | 'WORKSPACE', boolean]> = [
    ['aws-order:environment', 'ENVIRONMENT', true],
    ['aws-order:workspace', 'WORKSPACE', false],
  ];
  orders.forEach(([key, type, isInitializedProduct], i) => {
    const id = stableId(key);
    store.records.insert('aws-order', {
      id,
      ownerId: owner,
      name: `${type.toLowerCase()} order`,
      createdAt: at(60 - i * 10),
      data: {
        type,
        isInitializedProduct,
        status: 'ACTIVE',
        productCode: `prod-${stableId(`${key}:code`).slice(0, 12)}`,
        customerIdentifier: `cust-${stableId(`${key}:customer`).slice(0, 10)}`,
        dimension: type === 'ENVIRONMENT' ? 'cluster' : 'workspace',
        quantity: 1,
        user: owner,
      },
    });
    for (let day = 0; day < 3; day++) {
      store.records.insert('metering-record', {
        id: stableId(`${key}:metering:${day}`),
        ownerId: owner,
        name: `${type.toLowerCase()} usage`,
        createdAt: at(day + 1),
        data: {
          awsOrderId: id,
          dimension: type === 'ENVIRONMENT' ? 'cluster' : 'workspace',
          quantity: 24,
          timestamp: at(day + 1),
          status: 'SUCCESS',
          meteringRecordId: stableId(`${key}:record:${day}`),
        },
      });
    }
  });
}
