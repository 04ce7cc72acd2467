import { describe, expect, it } from 'vitest';
import { CLUSTER_TERMS_REQUIRED_MESSAGE } from '../domain/cluster-plan.js';
import { REQUIRED_MESSAGE } from '../domain/validation.js';
import { ENVIRONMENT_NAME_REQUIRED_MESSAGE, WORKSPACE_NAME_REQUIRED_MESSAGE } from '../domain/workspace-rules.js';
import {
  clusterFormAnswersOf,
  clusterFormChanged,
  clusterFormErrors,
  clusterFormFlags,
  clusterFormRequest,
  firstClusterFormAnswers,
} from './cluster-form.js';
import { type ClusterFormContext, clusterFormFields, clusterFormSteps } from './cluster-form-fields.js';

const context: ClusterFormContext = {
  accounts: [
    { _id: 'a1', name: 'Acme AWS', provider: 'AWS' },
    { _id: 'd1', name: 'Ocean', provider: 'DIGITAL_OCEAN' },
    { _id: 'd2', name: 'Ocean', provider: 'DIGITAL_OCEAN' },
  ],
};

describe('the cluster form model', () => {
  it('Given no answers, when the form starts, then the spec 003 section 9 AWS defaults and every rule the user must answer', () => {
    const first = firstClusterFormAnswers();
    expect(first).toMatchObject({
      provider: 'AWS',
      region: 'us-east-1',
      kubernetesVersion: '1.30',
      instanceType: 't3.medium',
      nodes: '1/1/10',
      onDemandNodes: '1/1/5',
      dbInstanceType: 'db.t3.micro',
      dbStorage: '20',
      isLimited: false,
    });
    expect(clusterFormSteps(context).map((s) => s.title)).toEqual([
      'Name your workspace',
      'Link your account',
      'Configure your environment',
    ]);
    expect(clusterFormErrors(first, context)).toEqual({
      name: ENVIRONMENT_NAME_REQUIRED_MESSAGE,
      agreeTermAndCondition: CLUSTER_TERMS_REQUIRED_MESSAGE,
      workspace: WORKSPACE_NAME_REQUIRED_MESSAGE,
      cloudAccount: REQUIRED_MESSAGE,
    });
  });

  it('Given a change of provider, limited mode or database type, when the answers follow, then that provider defaults, limited nodes and the proposed storage', () => {
    const typed = { ...firstClusterFormAnswers(), workspace: 'Lyra', name: 'lyra', isLimited: true };
    const ocean = clusterFormChanged('provider', { ...typed, provider: 'DIGITAL_OCEAN' });
    expect(ocean).toMatchObject({ workspace: 'Lyra', name: 'lyra', region: 'nyc1', nodes: '1/1/2', dbStorage: '10' });
    const fields = clusterFormFields(context, ocean);
    expect(fields.find((f) => f.key === 'dbEngine')?.choices).toEqual(['mysql', 'postgres']);
    const account = fields.find((f) => f.key === 'cloudAccount');
    expect(account?.choices?.map((id) => account.show?.(id))).toEqual(['Ocean (d1)', 'Ocean (d2)']);
    expect(clusterFormChanged('isLimited', { ...ocean, isLimited: false })).toMatchObject({ nodes: '1/1/2' });
    const azure = firstClusterFormAnswers('AZURE');
    expect(azure).toMatchObject({ dbInstanceType: 'B_Standard_B1s', dbStorage: '30', nodes: '1/1/3' });
    expect(clusterFormChanged('dbInstanceType', { ...azure, dbInstanceType: 'B_Standard_B2s' }).dbStorage).toBe('140');
  });

  it('Given partial answers as flags, when completed and sent, then the request carries the plan, node counts and account', () => {
    const given = {
      provider: 'aws',
      workspace: ' Orion ',
      name: 'orion',
      cloudAccount: 'a1',
      agreeTermAndCondition: true,
    };
    const values = clusterFormAnswersOf({ ...given, isLimited: true, dbInstanceType: 'db.t3.medium' }, context);
    expect(values).toMatchObject({ nodes: '1/1/3', onDemandNodes: '1/1/1', dbStorage: '60' });
    const request = clusterFormRequest(values, context);
    expect(request.name).toBe('Orion');
    expect(request.environment).toMatchObject({
      provider: 'AWS',
      maximumNodes: 3,
      ondemandMaxNodes: 1,
      kubernetesAutoScale: false,
      dbInstanceType: 'db.t3.medium',
      dbStorage: 60,
      cloudAccount: { _id: 'a1', name: 'Acme AWS', provider: 'AWS' },
    });
    expect(clusterFormFlags(values, context, () => 'Acme AWS').slice(0, 3)).toEqual([
      ['--workspace', 'Orion'],
      ['--provider', 'AWS'],
      ['--cloud-account', 'Acme AWS'],
    ]);
  });

  it('Given broken answers, when checked, then one message per field, the node triple named as the caller names it', () => {
    const values = clusterFormAnswersOf(
      { provider: 'DIGITAL_OCEAN', workspace: 'w', name: 'n', cloudAccount: 'a1', nodes: '3/2/6', dbInstanceType: 'x' },
      context,
    );
    expect(clusterFormErrors(values, context, (f) => f.flag ?? f.key)).toEqual({
      dbInstanceType:
        "Database instance type 'x' is not offered: db-s-1vcpu-1gb, db-s-1vcpu-2gb, db-s-2vcpu-4gb, db-s-4vcpu-8gb.",
      agreeTermAndCondition: CLUSTER_TERMS_REQUIRED_MESSAGE,
      nodes: '--nodes 3/2/6: desired (2) must be between min (3) and max (6).',
      cloudAccount: "'Acme AWS' is a AWS account, not DIGITAL_OCEAN.",
    });
    expect(clusterFormErrors({ provider: 'GCP' }, context)).toEqual({
      provider: 'GCP is coming soon: choose AWS, DIGITAL_OCEAN or AZURE.',
    });
    expect(() => clusterFormRequest(values, context)).toThrow(/not offered/);
  });
});
