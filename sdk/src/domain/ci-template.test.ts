import { describe, expect, it } from 'vitest';
import { CI_TEMPLATE_PROVIDERS, CI_TEMPLATE_SECRETS, ciTemplateText } from './export-site-rules.js';
import { PROJECT_EDIT_NAME_REQUIRED_MESSAGE, projectEditNameError } from './project-rules.js';

const target = { origin: 'https://panel.example.com/', applicationId: 'app 1', branch: 'feature/"x"' };

describe('the CI templates (spec 002 section 7)', () => {
  it.each(CI_TEMPLATE_PROVIDERS)(
    'Given %s, Then the template calls the git webhook with the CI secrets and quotes the branch',
    (provider) => {
      const text = ciTemplateText(provider, target);
      expect(text).toContain("'https://panel.example.com/webhooks/applications/app%201/git'");
      expect(text).toContain('curl -fsS -X PUT');
      for (const name of CI_TEMPLATE_SECRETS) expect(text).toContain(`$${name}`);
      // A branch name with quotes stays one YAML string.
      expect(text).toContain(JSON.stringify(target.branch));
      expect(text).not.toMatch(/\t/);
    },
  );
});

describe('the project name on edit (spec 002 section 5)', () => {
  it("Given a blank or missing name, Then 'Please enter name'; a name passes", () => {
    expect(projectEditNameError('  ')).toBe(PROJECT_EDIT_NAME_REQUIRED_MESSAGE);
    expect(projectEditNameError(undefined)).toBe(PROJECT_EDIT_NAME_REQUIRED_MESSAGE);
    expect(projectEditNameError('shop')).toBeUndefined();
  });
});
