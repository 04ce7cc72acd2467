import { describe, expect, it } from 'vitest';
import { DISABLED_FIELDS_FOR_WORKSPACE_MESSAGE, MAX_CAPACITY_MESSAGE } from '../domain/index.js';
import { REQUIRED_MESSAGE } from '../domain/validation.js';
import {
  type ConfigurationFormContext,
  configurationErrorsOf,
  configurationFlags,
  configurationFormContext,
  configurationFormFields,
  configurationRequest,
  firstConfigurationAnswers,
  unaskedConfigurationAnswers,
} from './configuration-form.js';

const branch: ConfigurationFormContext = configurationFormContext({
  kind: 'application',
  workspace: { enableEditConfiguration: true },
  provider: 'AWS',
  projectTypeKey: 'nodejs',
  record: {},
  secretManagers: ['vault'],
});

describe('the configuration form model', () => {
  it('Given a Node.js branch without storage, when the form starts, then the spec defaults fill the gaps and the request sends the shown fields', () => {
    expect(branch.currentStorage).toBe(5);
    expect(configurationFormFields(branch).map((f) => f.key)).toEqual([
      'appRoot',
      'webRoot',
      'startAppScript',
      'replicas',
      'isEnablePMA',
      'isEnableEditor',
      'secretManager',
      'containerImage',
      'groupType',
      'capacity',
      'capacityLimit',
      'storage',
    ]);
    const answers = firstConfigurationAnswers({ replicas: 0, capacity: 'weird' }, branch);
    expect(configurationRequest(answers, branch)).toEqual({
      appRoot: '/var/www/html',
      webRoot: '/var/www/html',
      startAppScript: '',
      replicas: 1,
      isEnablePMA: false,
      isEnableEditor: false,
      groupType: 'on-demand',
      storage: 5,
    });
    expect(configurationErrorsOf(answers, branch)).toEqual({ startAppScript: REQUIRED_MESSAGE });
  });

  it('Given a tag in a workspace that locks configuration, when fields are offered, then no storage, image or resources', () => {
    const tag = configurationFormContext({
      kind: 'deployment',
      workspace: { enableEditConfiguration: false },
      provider: 'AWS',
      projectTypeKey: 'nodejs',
      record: { storage: 10 },
    });
    expect(tag.currentStorage).toBeUndefined();
    expect(tag.startScript).toBe(false);
    expect(configurationFormFields(tag).map((f) => f.key)).not.toContain('capacity');
    expect(unaskedConfigurationAnswers({ capacity: 'micro', storage: 10 }, tag)).toEqual({
      capacity: DISABLED_FIELDS_FOR_WORKSPACE_MESSAGE,
      storage: 'a tag has no storage',
    });
  });

  it('Given a partial answer set and the record, when checked, then only the given fields and the capacity pair are judged', () => {
    const record = { capacity: 'medium_1', capacityLimit: 'medium_1', storage: 20 };
    const context = { ...branch, currentStorage: 20 };
    expect(configurationErrorsOf({ replicas: 3 }, context, record)).toEqual({});
    expect(configurationErrorsOf({ replicas: 11, storage: 10 }, context, record)).toEqual({
      replicas: 'replicas must be between 1 and 10',
      storage: 'Storage cannot be smaller than the current storage.',
    });
    expect(configurationErrorsOf({ capacity: 'large_1' }, context, record)).toEqual({
      capacityLimit: MAX_CAPACITY_MESSAGE,
    });
    expect(configurationRequest({ replicas: 3, secretManager: '' }, context)).toEqual({ replicas: 3 });
  });

  it('Given a request, when turned into configure flags, then each answer is its flag and value in the form order, toggles as on/off', () => {
    const context = { ...branch, currentStorage: 10 };
    const request = configurationRequest(
      { storage: 20, isEnableEditor: false, appRoot: '/var/www/site', capacity: 'micro', secretManager: '' },
      context,
    );
    expect(configurationFlags(request, context)).toEqual([
      ...['--app-root', '/var/www/site', '--editor', 'off', '--capacity', 'micro', '--storage', '20'],
    ]);
    expect(configurationFlags({}, context)).toEqual([]);
  });
});
