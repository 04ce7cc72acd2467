import { describe, expect, it } from 'vitest';
import { DISABLED_FIELDS_FOR_WORKSPACE_MESSAGE } from '../domain/application-forms.js';
import { DIRECT_LINK_MESSAGE } from '../domain/deploy-wizard-rules.js';
import { REQUIRED_MESSAGE } from '../domain/validation.js';
import {
  currentStorageOf,
  deployWizardErrors,
  deployWizardRequest,
  firstDeployWizardAnswers,
  unaskedDeployAnswers,
} from './deploy-wizard.js';
import { type DeployWizardContext, deployWizardSteps } from './deploy-wizard-fields.js';
import { stepOfField } from './wizard-model.js';

const branch: DeployWizardContext = {
  kind: 'application',
  sources: ['SCRATCH', 'HTTP', 'S3', 'REPOSITORY'],
  branches: [{ id: 'b1', name: 'main' }],
  canEditConfiguration: true,
  spotAllowed: true,
  currentStorage: 10,
  secretManagers: ['vault'],
};
const tag: DeployWizardContext = { ...branch, kind: 'deployment', currentStorage: undefined };

describe('the deploy wizard model', () => {
  it('Given a branch record without storage, when its current storage is read, then it is the spec default 5 Gi', () => {
    expect(currentStorageOf({})).toBe(5);
    expect(currentStorageOf({ storage: 20 })).toBe(20);
  });

  it('Given a branch, when the wizard starts, then the first answers are the spec defaults and the record roots, with no replicas', () => {
    const answers = firstDeployWizardAnswers({ appRoot: '/srv', isEnablePMA: true, secretManager: 'vault' }, branch);
    expect(answers).toMatchObject({
      copyDatabaseFilesType: 'SCRATCH',
      filePermissionLevel: 'stricterPermission',
      isEnablePMA: true,
      appRoot: '/srv',
      webRoot: '/var/www/html',
      secretManager: 'vault',
      capacity: 'tiny',
      capacityLimit: 'tiny',
      groupType: 'spot',
      storage: 10,
    });
    expect(answers).not.toHaveProperty('replicas');
    expect(deployWizardSteps(branch).map((s) => s.title)).toEqual([
      'Database & Static Files Settings',
      'Security Settings',
      'Configuration Settings',
      'Review and Launch',
    ]);
  });

  it('Given a tag, when its first answers are sent, then the request carries replicas 1 and no storage', () => {
    const body = deployWizardRequest(firstDeployWizardAnswers({ containerImage: '3.0.0' }, tag), tag);
    expect(body).toEqual({
      copyDatabaseFilesType: 'SCRATCH',
      isEnableBasicAuth: false,
      filePermissionLevel: 'stricterPermission',
      isEnablePMA: false,
      isEnableEditor: false,
      appRoot: '/var/www/html',
      webRoot: '/var/www/html',
      containerImage: '3.0.0',
      capacity: 'tiny',
      capacityLimit: 'tiny',
      groupType: 'spot',
      replicas: 1,
    });
  });

  it('Given answers of another source and basic auth off, when the request is made, then hidden fields are not sent', () => {
    const answers = {
      ...firstDeployWizardAnswers({}, branch),
      copyDatabaseFilesType: 'HTTP',
      oldHostname: 'old.example.com',
      urlDB: ' https://example.com/db.sql.gz ',
      s3DB: 's3://bucket/db',
      authUsername: 'admin',
      secretManager: '',
    };
    const body = deployWizardRequest(answers, branch);
    expect(body.urlDB).toBe('https://example.com/db.sql.gz');
    expect(body).not.toHaveProperty('s3DB');
    expect(body).not.toHaveProperty('authUsername');
    expect(body).not.toHaveProperty('secretManager');
    expect(body).not.toHaveProperty('replicas');
    expect(body.storage).toBe(10);
  });

  it('Given broken answers, when checked, then each field gets the spec message and the step that shows it is known', () => {
    const answers = {
      ...firstDeployWizardAnswers({}, branch),
      copyDatabaseFilesType: 'HTTP',
      urlDB: 'ftp://x',
      webRoot: ' ',
      storage: 5,
    };
    const errors = deployWizardErrors(answers, branch);
    expect(errors).toMatchObject({
      oldHostname: REQUIRED_MESSAGE,
      urlDB: DIRECT_LINK_MESSAGE,
      webRoot: REQUIRED_MESSAGE,
      storage: 'Storage cannot be smaller than the current storage.',
    });
    expect(stepOfField(deployWizardSteps(branch), answers, 'urlDB')).toBe(0);
    expect(stepOfField(deployWizardSteps(branch), answers, 'storage')).toBe(2);
  });

  it('Given a tag with 6 replicas or a source the project does not offer, when checked, then both are refused', () => {
    const errors = deployWizardErrors(
      { ...firstDeployWizardAnswers({}, tag), replicas: 6, copyDatabaseFilesType: 'APPLICATION' },
      { ...tag, sources: ['SCRATCH'] },
    );
    expect(errors.replicas).toBe('replicas must be between 1 and 5');
    expect(errors.copyDatabaseFilesType).toBe('must be one of SCRATCH for this project');
  });

  it('Given answers no step asks (replicas on a branch, capacity where the workspace forbids it), when checked, then each is reported with why', () => {
    const locked = { ...branch, canEditConfiguration: false };
    expect(unaskedDeployAnswers({ replicas: 3, capacity: 'micro', urlDB: 'https://x/db' }, locked)).toEqual({
      replicas: "a branch's deploy takes no replica count; set replicas in its configuration once deployed",
      capacity: DISABLED_FIELDS_FOR_WORKSPACE_MESSAGE,
      urlDB: 'goes with copyDatabaseFilesType HTTP',
    });
    expect(unaskedDeployAnswers({ storage: 10 }, tag)).toEqual({ storage: 'a tag has no storage' });
    expect(unaskedDeployAnswers({ isFromGit: true, deploymentConfig: { a: 1 } }, branch)).toEqual({});
  });

  it('Given no spot on the provider, when the server types are offered, then spot is not among them and on-demand is first', () => {
    const noSpot = { ...branch, spotAllowed: false };
    const answers = firstDeployWizardAnswers({}, noSpot);
    expect(answers.groupType).toBe('on-demand');
    const group = deployWizardSteps(noSpot)[2]!
      .fields(answers)
      .find((f) => f.key === 'groupType');
    expect(group?.choices).toEqual(['on-demand']);
    expect(deployWizardErrors({ ...answers, groupType: 'spot' }, noSpot).groupType).toBeDefined();
  });
});
