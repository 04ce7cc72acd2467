import { describe, expect, it } from 'vitest';
import {
  blueGreenBadges,
  canDeleteDeployment,
  canUseBlueGreen,
  deploymentBadge,
  deploymentDeletionConfirmationError,
  isDeploymentNotDeployedYet,
  validateDeploymentTag,
} from './deployment-rules.js';
import {
  defaultProjectName,
  isRegistryServer,
  normaliseRepositoryPart,
  projectDeletionConfirmationError,
  projectNameError,
  registryErrors,
} from './project-rules.js';
import { parseSecretImport, secretManagerNameError, secretValuesErrors } from './secret-rules.js';

describe('deployment (tag) rules, spec 002 section 4', () => {
  it('Given the badge rule "Processing (pending or in progress), error label, green running (success with replicas above 0), gold stopped (success with 0 replicas), Not Deployed otherwise", Then each state reads so', () => {
    expect(
      deploymentBadge({ status: 'DEPLOY_APPLICATION_SUCCESS', replicas: 1, lastActivity: { status: 'IN_PROGRESS' } })
        .label,
    ).toBe('Processing');
    expect(deploymentBadge({ status: null, lastActivity: { status: 'ERROR' } }).label).toBe('Error');
    expect(
      deploymentBadge({ status: 'DEPLOY_APPLICATION_SUCCESS', replicas: 2, lastActivity: { status: 'SUCCESS' } }),
    ).toEqual({ label: 'Running', tone: 'success' });
    expect(deploymentBadge({ status: 'DEPLOY_APPLICATION_SUCCESS', replicas: 0 })).toEqual({
      label: 'Stopped',
      tone: 'warning',
    });
    expect(deploymentBadge({ status: 'UNDEPLOY_APPLICATION_SUCCESS', replicas: 0 }).label).toBe('Not Deployed');
  });

  it('Given "no environment and no last activity, an undeploy success, or a completed delete is not deployed yet", Then the launch wizard is offered for those only', () => {
    expect(isDeploymentNotDeployedYet({})).toBe(true);
    expect(isDeploymentNotDeployedYet({ status: 'UNDEPLOY_APPLICATION_SUCCESS', environment: { _id: 'e' } })).toBe(
      true,
    );
    expect(
      isDeploymentNotDeployedYet({
        environment: 'e',
        lastActivity: { action: 'DELETE_DEPLOYMENT', status: 'SUCCESS' },
      }),
    ).toBe(true);
    expect(
      isDeploymentNotDeployedYet({
        status: 'DEPLOY_APPLICATION_SUCCESS',
        environment: 'e',
        lastActivity: { action: 'CREATE_DEPLOYMENT', status: 'SUCCESS' },
      }),
    ).toBe(false);
  });

  it('Given "Delete is enabled only when the status is undeploy success", Then only that status allows it', () => {
    expect(canDeleteDeployment({ status: 'UNDEPLOY_APPLICATION_SUCCESS' })).toBe(true);
    expect(canDeleteDeployment({ status: 'DEPLOY_APPLICATION_SUCCESS', replicas: 1 })).toBe(false);
    expect(canDeleteDeployment({ status: null })).toBe(false);
  });

  it('Given "creation and switch are enabled only when the status is deploy success with replicas above 0", Then blue/green follows', () => {
    expect(canUseBlueGreen({ status: 'DEPLOY_APPLICATION_SUCCESS', replicas: 1 })).toBe(true);
    expect(canUseBlueGreen({ status: 'DEPLOY_APPLICATION_SUCCESS', replicas: 0 })).toBe(false);
    expect(canUseBlueGreen({ status: 'UNDEPLOY_APPLICATION_SUCCESS', replicas: 1 })).toBe(false);
  });

  it('Given "blue only: Blue plus Live; green only: Green; blue with switched over: Blue; both with switched over: Green plus Live", Then the badges match', () => {
    expect(blueGreenBadges({ isBlue: true })).toEqual(['Blue', 'Live']);
    expect(blueGreenBadges({ isGreen: true })).toEqual(['Green']);
    expect(blueGreenBadges({ isBlue: true, switchedOver: true })).toEqual(['Blue']);
    expect(blueGreenBadges({ isBlue: true, isGreen: true, switchedOver: true })).toEqual(['Green', 'Live']);
    expect(blueGreenBadges({})).toEqual([]);
  });

  it('Given the deployment danger zone "the typed value must equal the container image, else Value is not matching!", Then only the image confirms', () => {
    expect(deploymentDeletionConfirmationError('app:1.2.0', 'app:1.2.0')).toBeUndefined();
    expect(deploymentDeletionConfirmationError('app:1.2', 'app:1.2.0')).toBe('Value is not matching!');
  });

  it('Given tag creation needs "name and image tag required (Please enter image tag)", Then a missing image says so', () => {
    expect(validateDeploymentTag({ name: 'v1', containerImage: ' ' })).toEqual(['Please enter image tag']);
    expect(validateDeploymentTag({ name: 'v1', containerImage: 'v1.0.0' })).toEqual([]);
  });
});

describe('secret manager rules, spec 002 section 5', () => {
  it('Given "name required (please enter name), only letters, digits and hyphens", Then names are checked', () => {
    expect(secretManagerNameError('')).toBe('please enter name');
    expect(secretManagerNameError('prod_env')).toMatch(/letters, digits and hyphens/);
    expect(secretManagerNameError('prod-env-2')).toBeUndefined();
  });

  it('Given "Variable key required, letters, digits and underscore only (Variable name is invalid); value required", Then each message appears once', () => {
    expect(secretValuesErrors({ 'DB-HOST': 'x', 'A B': 'y' })).toEqual(['Variable name is invalid']);
    expect(secretValuesErrors({ DB_HOST: '' })).toEqual(['Please input value or delete this field.']);
    expect(secretValuesErrors({ '': 'v' })).toEqual(['Please input key or delete this field.']);
    expect(secretValuesErrors({ DB_HOST: 'db', PORT: '3306' })).toEqual([]);
  });

  it('Given "Import requires a single .json file, parsed as the values map", Then an object imports and an array does not', () => {
    expect(parseSecretImport('{"A":"1","B":2}')).toEqual({ values: { A: '1', B: '2' } });
    expect(parseSecretImport('[1]')).toHaveProperty('error');
    expect(parseSecretImport('{')).toHaveProperty('error');
  });
});

describe('project rules, specs 001 and 002 section 5', () => {
  it('Given "Project name is required (empty or blank gives Required). Default: Project {current date}", Then both hold', () => {
    expect(projectNameError('  ')).toBe('Required');
    expect(projectNameError('shop')).toBeUndefined();
    expect(defaultProjectName(new Date(2026, 10, 22))).toBe('Project 2026/11/22');
  });

  it('Given "Repository owner and repository id are lowercased and stripped to letters, digits, hyphen and underscore", Then they are', () => {
    expect(normaliseRepositoryPart('Acme Corp/Shop_1!')).toBe('acmecorpshop_1');
  });

  it('Given "Project deletion requires typing project/{name}", Then only that text confirms', () => {
    expect(projectDeletionConfirmationError('project/storefront', 'storefront')).toBeUndefined();
    expect(projectDeletionConfirmationError('storefront', 'storefront')).toBe('Value is not matching!');
  });

  it('Given "Registry forms: server, username, token and tags required, with a URL-format check on the server", Then each field is reported', () => {
    expect(registryErrors({}, true)).toEqual({
      server: 'Required',
      username: 'Required',
      token: 'Required',
      tags: 'Required',
    });
    expect(registryErrors({ server: 'not a url', username: 'u', token: 't' }, false)).toEqual({
      server: 'Invalid url',
    });
    expect(isRegistryServer('ghcr.io')).toBe(true);
    expect(isRegistryServer('index.docker.io/v1')).toBe(true);
    expect(isRegistryServer('https://registry.gitlab.com')).toBe(true);
  });
});
