import { describe, expect, it } from 'vitest';
import { EMPTY_TEMPLATE_FORM, templateFormBody, templateFormErrors, templateFormValues } from './template-form.js';

describe('template form (spec 003 section 5)', () => {
  it('"name, repoUrl, projectType, organization, appRoot, webRoot required ("Required")"; capacity only in the admin update', () => {
    expect(Object.keys(templateFormErrors(EMPTY_TEMPLATE_FORM, 'create'))).toEqual([
      'name',
      'repoUrl',
      'projectType',
      'organization',
      'appRoot',
      'webRoot',
    ]);
    expect(templateFormErrors({ ...EMPTY_TEMPLATE_FORM, name: '  ' }, 'create').name).toBe('Required');
    expect(templateFormErrors(EMPTY_TEMPLATE_FORM, 'adminUpdate').capacityDefault).toBe('Required');
  });

  it('sends trimmed values, leaves blank optional fields out, and reads a catalog back', () => {
    const body = templateFormBody({ ...EMPTY_TEMPLATE_FORM, name: ' site ', organization: 'Acme', adminPath: '' });
    expect(body).toEqual({ name: 'site', organization: { name: 'Acme' } });
    expect(templateFormValues({ name: 'site', organization: { name: 'Acme' }, capacityDefault: 2 })).toMatchObject({
      name: 'site',
      organization: 'Acme',
      capacityDefault: '2',
      appRoot: '',
    });
  });
});
