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
});
