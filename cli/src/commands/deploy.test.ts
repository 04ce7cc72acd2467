import { deployWizardFlags } from '@skiff/sdk';
import { DEPLOY_WIZARD_FIELDS } from '@skiff/sdk/domain';
import { describe, expect, it } from 'vitest';
import { WIZARD_FIELD_FLAGS } from '../services/app-deploy.js';
import { DEPLOY_WIZARD_OPTIONS } from './deploy.js';

describe('apps deploy flags', () => {
  it('Given every field of the deploy call, When the flags are read, Then each has a declared flag', () => {
    const declared = new Set(Object.values(DEPLOY_WIZARD_OPTIONS).map((option) => option.flags.split(' ')[0]));
    for (const field of Object.keys(DEPLOY_WIZARD_FIELDS)) {
      expect(WIZARD_FIELD_FLAGS[field], field).toBeDefined();
      expect(declared.has(WIZARD_FIELD_FLAGS[field]), `${field}: ${WIZARD_FIELD_FLAGS[field]}`).toBe(true);
    }
  });

  it("Given every field of the SDK's deploy wizard model, When the CLI's options are read, Then its flag is one of them", () => {
    const declared = new Set(Object.values(DEPLOY_WIZARD_OPTIONS).map((option) => option.flags.split(' ')[0]));
    const flags = Object.entries(deployWizardFlags());
    expect(flags.length).toBeGreaterThan(20);
    for (const [field, flag] of flags) expect(declared.has(flag), `${field}: ${flag}`).toBe(true);
  });
});
