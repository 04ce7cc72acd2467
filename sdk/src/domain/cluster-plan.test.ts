import { describe, expect, it } from 'vitest';
import { CLUSTER_TERMS_REQUIRED_MESSAGE, GCP_COMING_SOON_MESSAGE, planCluster } from './cluster-plan.js';
import { ENVIRONMENT_NAME_REQUIRED_MESSAGE } from './workspace-rules.js';

describe('planCluster', () => {
  it('Given only a provider, name and the terms, When planned, Then the spec defaults of that provider (Azure B1s storage 30, spec 003 section 5)', () => {
    const aws = planCluster({ provider: 'aws', name: 'orion', agreeTermAndCondition: true });
    expect(aws).toEqual({
      settings: expect.objectContaining({
        provider: 'AWS',
        region: 'us-east-1',
        instanceType: 't3.medium',
        dbInstanceType: 'db.t3.micro',
        dbEngine: 'mysql',
        dbEngineVersion: '8.0.36',
        dbParamGroup: 'default.mysql8.0',
        dbStorage: 20,
        kubernetesVersion: '1.30',
        vpcCIDR: '10.0.0.0/16',
        maximumNodes: 10,
        isLimited: false,
      }),
    });
    const azure = planCluster({ provider: 'AZURE', name: 'lyra', agreeTermAndCondition: true });
    expect(azure).toEqual({
      settings: expect.objectContaining({ region: 'eastus', dbParamGroup: 'default.mysql5.7', dbStorage: 30 }),
    });
  });

  it('Given limited mode, When planned, Then the limited node counts (AWS without autoscaling)', () => {
    const plan = planCluster({ provider: 'AWS', name: 'o', isLimited: true, agreeTermAndCondition: true });
    expect(plan).toEqual({
      settings: expect.objectContaining({
        minimumNodes: 1,
        maximumNodes: 3,
        ondemandMaxNodes: 1,
        kubernetesAutoScale: false,
      }),
    });
  });

  it('Given broken choices, When planned, Then one message per field and no settings', () => {
    expect(planCluster({ provider: 'GCP' })).toEqual({ errors: { provider: GCP_COMING_SOON_MESSAGE } });
    const plan = planCluster({
      provider: 'DIGITAL_OCEAN',
      kubernetesVersion: '1.27',
      dbEngine: 'oracle',
      dbInstanceType: 'db-s-4vcpu-8gb',
      dbStorage: 100,
    });
    expect(plan).toEqual({
      errors: {
        name: ENVIRONMENT_NAME_REQUIRED_MESSAGE,
        kubernetesVersion: "Kubernetes version '1.27' is not offered: 1.28, 1.29, 1.30, 1.31, 1.32.",
        dbEngine: "Database engine 'oracle' is not offered: mysql, postgres.",
        dbStorage: 'Database storage must be at least 140 GiB for db-s-4vcpu-8gb.',
        agreeTermAndCondition: CLUSTER_TERMS_REQUIRED_MESSAGE,
      },
    });
    const storage = planCluster({ provider: 'AWS', name: 'o', dbStorage: 15, agreeTermAndCondition: true });
    expect(storage).toEqual({
      errors: { dbStorage: 'Database storage 15 GiB is not offered: 10 to 160 GiB in steps of 10.' },
    });
  });
});
