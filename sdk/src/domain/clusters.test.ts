import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_PASSWORD_INVALID,
  COMMAND_TOKEN_EXPIRATIONS,
  CONFIRM_PASSWORD_MISMATCH,
  commandTokenExpiresAt,
  HOSTED_ZONE_DOMAIN_INVALID,
  HOSTED_ZONE_DOMAIN_REQUIRED,
  hostedZoneDomainError,
  missingCloudAccountFields,
  passwordChangeErrors,
} from './account-rules.js';
import {
  CLUSTER_DEFAULTS,
  checkNodeRange,
  clusterDeletionRefusal,
  DB_STORAGE_OPTIONS,
  dbParamGroupFor,
  defaultNodeCounts,
  ENVIRONMENT_HAS_DEPLOYMENTS_MESSAGE,
  ENVIRONMENT_NOT_DELETABLE_MESSAGE,
  ENVIRONMENT_PROTECTED_MESSAGE,
  isClusterTabEnabled,
  KUBERNETES_VERSIONS,
  LIMITED_CLUSTER_NODES,
  minimumDbStorage,
  planNodeCounts,
} from './clusters.js';
import { isValidAccountPassword, isValidPassword } from './password-policy.js';

describe('cluster defaults and options (spec 000 section 9, spec 003 section 9)', () => {
  it('"AWS region us-east-1, nodes 1/1/10 and on-demand 1/1/5, instance t3.medium, db db.t3.micro, mysql 8.0.36, storage 20 (max 100, gp2), Kubernetes 1.30"', () => {
    expect(CLUSTER_DEFAULTS.AWS).toMatchObject({
      region: 'us-east-1',
      minimumNodes: 1,
      desiredNodes: 1,
      maximumNodes: 10,
      ondemandMinNodes: 1,
      ondemandDesiredNodes: 1,
      ondemandMaxNodes: 5,
      instanceType: 't3.medium',
      dbInstanceType: 'db.t3.micro',
      dbEngineVersion: '8.0.36',
      dbStorage: 20,
      dbMaxStorage: 100,
      dbStorageType: 'gp2',
      kubernetesVersion: '1.30',
    });
  });

  it('"Azure: eastus, Standard_D2s_v4, nodes 1/1/3, db B_Standard_B1s, mysql 8.0.21, Kubernetes 1.31. DigitalOcean: nyc1, s-2vcpu-4gb, db-s-1vcpu-1gb, version 8, Kubernetes 1.32"', () => {
    expect(CLUSTER_DEFAULTS.AZURE).toMatchObject({
      region: 'eastus',
      instanceType: 'Standard_D2s_v4',
      maximumNodes: 3,
      dbInstanceType: 'B_Standard_B1s',
      dbEngineVersion: '8.0.21',
      kubernetesVersion: '1.31',
    });
    expect(CLUSTER_DEFAULTS.DIGITAL_OCEAN).toMatchObject({
      region: 'nyc1',
      instanceType: 's-2vcpu-4gb',
      dbInstanceType: 'db-s-1vcpu-1gb',
      dbEngineVersion: '8',
      kubernetesVersion: '1.32',
    });
  });

  it('"Kubernetes versions: AWS 1.26-1.31, Azure 1.27-1.31, Digital Ocean 1.28-1.32"; "database storage 10 to 160 GiB in steps of 10"', () => {
    expect(KUBERNETES_VERSIONS.AWS).toEqual(['1.26', '1.27', '1.28', '1.29', '1.30', '1.31']);
    expect(KUBERNETES_VERSIONS.AZURE[0]).toBe('1.27');
    expect(KUBERNETES_VERSIONS.DIGITAL_OCEAN.at(-1)).toBe('1.32');
    expect(DB_STORAGE_OPTIONS[0]).toBe(10);
    expect(DB_STORAGE_OPTIONS.at(-1)).toBe(160);
    expect(DB_STORAGE_OPTIONS).toHaveLength(16);
  });

  it('"Limited cluster mode: AWS nodes min 1, max 3, desired 1, on-demand 1/1/1, autoscale off; DigitalOcean nodes min 1, max 2 ... on-demand max 3"', () => {
    expect(LIMITED_CLUSTER_NODES.AWS).toMatchObject({ maximumNodes: 3, ondemandMaxNodes: 1, autoscale: false });
    expect(LIMITED_CLUSTER_NODES.DIGITAL_OCEAN).toMatchObject({ maximumNodes: 2, ondemandMaxNodes: 3 });
    expect(LIMITED_CLUSTER_NODES.AZURE).toMatchObject({ maximumNodes: 3, ondemandMaxNodes: 1 });
  });

  it('"AWS: db.t3.small 30, db.t3.medium 60, db.m5.large and db.m5.xlarge 140; default 20 otherwise" and the others', () => {
    expect(minimumDbStorage('AWS', 'db.t3.small')).toBe(30);
    expect(minimumDbStorage('AWS', 'db.m5.xlarge')).toBe(140);
    expect(minimumDbStorage('AWS', 'db.t3.micro')).toBe(20);
    expect(minimumDbStorage('AZURE', 'B_Standard_B1ms')).toBe(60);
    expect(minimumDbStorage('AZURE', 'B_Standard_B2s')).toBe(80);
    expect(minimumDbStorage('DIGITAL_OCEAN', 'db-s-4vcpu-8gb')).toBe(140);
    expect(minimumDbStorage('DIGITAL_OCEAN', 'db-s-1vcpu-1gb')).toBe(10);
  });

  it('"MySQL version 8.0.36 selects parameter group default.mysql8.0, otherwise default.mysql5.7"', () => {
    expect(dbParamGroupFor('8.0.36')).toBe('default.mysql8.0');
    expect(dbParamGroupFor('8.0.21')).toBe('default.mysql5.7');
  });
});

const FLAGS = { nodes: '--nodes', onDemandNodes: '--on-demand-nodes' } as const;

describe('cluster node counts (spec 003 sections 5 and 9)', () => {
  it('Given no counts typed, When planned, Then the provider defaults ("nodes 1/1/10 and on-demand 1/1/5") or the limited mode', () => {
    expect(planNodeCounts('AWS', {}, FLAGS)).toEqual({
      counts: {
        minimumNodes: 1,
        desiredNodes: 1,
        maximumNodes: 10,
        ondemandMinNodes: 1,
        ondemandDesiredNodes: 1,
        ondemandMaxNodes: 5,
      },
    });
    expect(defaultNodeCounts('AWS', true)).toMatchObject({ maximumNodes: 3, ondemandMaxNodes: 1 });
    // Not in the spec outside limited mode: the limited mode's counts (our choice).
    expect(defaultNodeCounts('DIGITAL_OCEAN')).toMatchObject({ maximumNodes: 2, ondemandMaxNodes: 3 });
    expect(defaultNodeCounts('AZURE')).toMatchObject({ maximumNodes: 3, ondemandMaxNodes: 1 });
    expect(defaultNodeCounts('AZURE')).not.toHaveProperty('autoscale');
  });

  it('Given typed triples, When planned, Then they replace the defaults, the other triple kept', () => {
    expect(planNodeCounts('AWS', { nodes: ' 1 / 2 / 6 ' }, FLAGS)).toEqual({
      counts: { ...defaultNodeCounts('AWS'), minimumNodes: 1, desiredNodes: 2, maximumNodes: 6 },
    });
    expect(planNodeCounts('AZURE', { onDemandNodes: '2/2/2', isLimited: false }, FLAGS)).toMatchObject({
      counts: { maximumNodes: 3, ondemandMinNodes: 2, ondemandDesiredNodes: 2, ondemandMaxNodes: 2 },
    });
  });

  it('Given a malformed, zero or out-of-order triple, When checked, Then one sentence naming the flag and the rule', () => {
    const shape = 'give MIN/DESIRED/MAX as three whole numbers of at least 1, such as 1/2/6.';
    for (const text of ['1/2', '1/2/3/4', 'a/b/c', '1.5/2/3', '-1/1/2', '0/1/3', '']) {
      expect(checkNodeRange('--nodes', 'nodes', text)).toEqual({ error: `--nodes ${text}: ${shape}` });
    }
    expect(checkNodeRange('--nodes', 'nodes', '3/2/6')).toEqual({
      error: '--nodes 3/2/6: desired (2) must be between min (3) and max (6).',
    });
    expect(planNodeCounts('AWS', { nodes: '1/2/3', onDemandNodes: '1/5/3' }, FLAGS)).toEqual({
      errors: { onDemandNodes: '--on-demand-nodes 1/5/3: desired (5) must be between min (1) and max (3).' },
    });
  });

  it("Given --limited, When a count is above the provider's limited maximum, Then refused; at the cap, accepted", () => {
    expect(planNodeCounts('AWS', { nodes: '1/2/4', onDemandNodes: '1/1/2', isLimited: true }, FLAGS)).toEqual({
      errors: {
        nodes: '--nodes 1/2/4: a limited AWS cluster has at most 3 nodes; contact support to expand.',
        onDemandNodes:
          '--on-demand-nodes 1/1/2: a limited AWS cluster has at most 1 on-demand node; contact support to expand.',
      },
    });
    expect(planNodeCounts('DIGITAL_OCEAN', { nodes: '3/3/3', isLimited: true }, FLAGS)).toEqual({
      errors: {
        nodes: '--nodes 3/3/3: a limited DIGITAL_OCEAN cluster has at most 2 nodes; contact support to expand.',
      },
    });
    expect(planNodeCounts('DIGITAL_OCEAN', { nodes: '1/2/2', onDemandNodes: '1/3/3', isLimited: true }, FLAGS)).toEqual(
      {
        counts: {
          minimumNodes: 1,
          desiredNodes: 2,
          maximumNodes: 2,
          ondemandMinNodes: 1,
          ondemandDesiredNodes: 3,
          ondemandMaxNodes: 3,
        },
      },
    );
    expect(checkNodeRange('--nodes', 'nodes', '1/2/4')).toEqual({ range: { min: 1, desired: 2, max: 4 } });
  });

  const count = fc.integer({ min: 1, max: 10_000 });
  const group = fc.constantFrom('nodes' as const, 'onDemandNodes' as const);
  it('Given any whole numbers min <= desired <= max, When checked, Then accepted as typed', () => {
    fc.assert(
      fc.property(group, count, count, count, (g, a, b, c) => {
        const [min, desired, max] = [a, b, c].sort((x, y) => x - y) as [number, number, number];
        expect(checkNodeRange(FLAGS[g], g, `${min}/${desired}/${max}`)).toEqual({ range: { min, desired, max } });
      }),
    );
  });

  it('Given any triple with min > desired or desired > max, When checked, Then refused naming the flag', () => {
    const outOfOrder = fc.tuple(count, count, count).filter(([min, desired, max]) => min > desired || desired > max);
    fc.assert(
      fc.property(group, outOfOrder, (g, [min, desired, max]) => {
        const checked = checkNodeRange(FLAGS[g], g, `${min}/${desired}/${max}`);
        expect(checked).toEqual({
          error: `${FLAGS[g]} ${min}/${desired}/${max}: desired (${desired}) must be between min (${min}) and max (${max}).`,
        });
      }),
    );
  });
});

describe('cluster tabs and deletion (spec 003 section 4)', () => {
  it('"ACTIVE enables Worker Nodes, Namespaces, Pods, Databases and Storage; Overview, Workspaces, Activities and Settings are always enabled"', () => {
    expect(isClusterTabEnabled('pods', 'ACTIVE')).toBe(true);
    expect(isClusterTabEnabled('pods', 'ERROR')).toBe(false);
    expect(isClusterTabEnabled('settings', 'ACTIVATING')).toBe(true);
  });

  const base = {
    status: 'ACTIVE',
    isProtected: false,
    deployedApplications: 0,
    isSystem: false,
    byInstanceOwner: false,
  };
  it('"allowed only if not protected, no deployed applications, not ACTIVATING or DEACTIVATING, not a system cluster"', () => {
    expect(clusterDeletionRefusal(base)).toBeUndefined();
    expect(clusterDeletionRefusal({ ...base, isProtected: true })).toBe(ENVIRONMENT_PROTECTED_MESSAGE);
    expect(clusterDeletionRefusal({ ...base, status: 'DEACTIVATING' })).toBe(ENVIRONMENT_NOT_DELETABLE_MESSAGE);
    expect(clusterDeletionRefusal({ ...base, isSystem: true })).toBe(ENVIRONMENT_NOT_DELETABLE_MESSAGE);
    expect(clusterDeletionRefusal({ ...base, deployedApplications: 2 })).toBe(ENVIRONMENT_HAS_DEPLOYMENTS_MESSAGE);
  });

  it('"Protected clusters need instance-owner permission to delete"', () => {
    expect(clusterDeletionRefusal({ ...base, isProtected: true, byInstanceOwner: true })).toBeUndefined();
  });
});

describe('account rules (spec 002 section 5, spec 003 section 5)', () => {
  it('"new password 8-18 characters with a lowercase letter, an uppercase letter, a digit and one of !@#$%^&*" (sign-up stays 8-16)', () => {
    const eighteen = 'Abcdefgh!123456789';
    expect(eighteen).toHaveLength(18);
    expect(isValidAccountPassword(eighteen)).toBe(true);
    expect(isValidPassword(eighteen)).toBe(false);
    expect(isValidAccountPassword(`${eighteen}0`)).toBe(false);
    expect(isValidAccountPassword('abcdefg!1')).toBe(false);
  });

  it('"confirmation must match ("Confirm password that you entered do not match!")"', () => {
    expect(passwordChangeErrors('Abcdef!12', 'Abcdef!13')).toEqual([CONFIRM_PASSWORD_MISMATCH]);
    expect(passwordChangeErrors('short', 'short')).toEqual([ACCOUNT_PASSWORD_INVALID]);
    expect(passwordChangeErrors('Abcdef!12', 'Abcdef!12')).toEqual([]);
  });

  it('"Expiry choices: 7, 30 (default), 60, 90 days, 1 year or none"', () => {
    expect(COMMAND_TOKEN_EXPIRATIONS).toEqual([7, 30, 60, 90, 365, null]);
    const at = new Date('2026-01-01T00:00:00.000Z');
    expect(commandTokenExpiresAt(at, 365)?.toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(commandTokenExpiresAt(at, null)).toBeNull();
  });

  it('"Hosted zone domain: required ("Please input domain!") and must match a domain pattern ("Domain is invalid.")"', () => {
    expect(hostedZoneDomainError('')).toBe(HOSTED_ZONE_DOMAIN_REQUIRED);
    expect(hostedZoneDomainError('not a domain')).toBe(HOSTED_ZONE_DOMAIN_INVALID);
    expect(hostedZoneDomainError('-bad.com')).toBe(HOSTED_ZONE_DOMAIN_INVALID);
    expect(hostedZoneDomainError('shop.example.co.uk')).toBeUndefined();
  });

  it('"AWS needs the role ARN; DigitalOcean needs token, space region, key and secret; Azure needs subscription, tenant, client id and client secret"', () => {
    expect(missingCloudAccountFields({ name: 'a', provider: 'AWS', awsArnRole: ' ' })).toEqual(['awsArnRole']);
    expect(missingCloudAccountFields({ provider: 'DIGITAL_OCEAN', doToken: 't' })).toEqual([
      'name',
      'doSpaceRegion',
      'doSpaceKey',
      'doSpaceSecret',
    ]);
    expect(
      missingCloudAccountFields({
        name: 'a',
        provider: 'AZURE',
        azSubscriptionId: 's',
        azTenantId: 't',
        azClientId: 'c',
        azClientSecret: 'x',
      }),
    ).toEqual([]);
    expect(missingCloudAccountFields({ name: 'a', provider: 'GCP' })).toEqual(['provider']);
  });
});
