import {
  AGREEMENT_REQUIRED_MESSAGE,
  ARN_ROLE_INVALID_MESSAGE,
  ARN_ROLE_REQUIRED_MESSAGE,
  ENVIRONMENT_NAME_REQUIRED_MESSAGE,
} from '@skiff/sdk/domain';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe.js';
import { apiClientFor, chromiumAvailable, DEMO_OWNER, screenshot, signIn, useWebPage } from './browser.js';

const ARN = 'arn:aws:iam::123456789012:role/skiffrole-stack-skiffRole-ABCDEFGHIJKLM';

describe.runIf(chromiumAvailable())(
  'web /workspaces/add-environment: the three-step wizard (spec 000 section 2)',
  () => {
    const web = useWebPage();

    it('Given the owner, when each step is left wrong then right, then the SDK’s messages show and the workspace is created on a new cluster', async () => {
      await signIn(web.page, web.origin);
      await web.page.goto(`${web.origin}/workspaces/add-environment`);
      const steps = web.page.getByRole('list', { name: 'Steps' });
      await steps.getByText('1. Workspace Information').waitFor();
      const first = web.page.getByRole('form', { name: 'Workspace Information' });
      await first.getByLabel('Name').fill('Env wizard e2e');
      await first.getByRole('button', { name: 'Next' }).click();

      const link = web.page.getByRole('form', { name: 'Link AWS Account' });
      await link.getByRole('button', { name: 'Next' }).click();
      await link.getByText(ARN_ROLE_REQUIRED_MESSAGE).waitFor();
      await link.getByLabel('Role ARN').fill('arn:aws:iam::123456789012:role/other');
      await link.getByRole('button', { name: 'Next' }).click();
      await link.getByText(ARN_ROLE_INVALID_MESSAGE).waitFor();
      expect(await seriousAxeViolations(web.page)).toEqual([]);
      await screenshot(web.page, 'add-environment-arn');
      await link.getByLabel('Role ARN').fill(ARN);
      await link.getByRole('button', { name: 'Next' }).click();

      const config = web.page.getByRole('form', { name: 'Environment Configurations' });
      await config.getByLabel('Environment name').fill(' ');
      await config.getByRole('button', { name: 'Create' }).click();
      await config.getByText(ENVIRONMENT_NAME_REQUIRED_MESSAGE).waitFor();
      await config.getByText(AGREEMENT_REQUIRED_MESSAGE).waitFor();
      await config.getByLabel('Environment name').fill('env-wizard-e2e');
      await config.getByRole('checkbox').check();
      await config.getByRole('button', { name: 'Create' }).click();
      await web.page.getByRole('heading', { name: 'Env wizard e2e', level: 1 }).waitFor();

      const owner = await apiClientFor(web.origin, DEMO_OWNER);
      const created = (await owner.workspaces.list({ search: 'Env wizard e2e' })).items[0]!;
      expect(web.page.url()).toBe(`${web.origin}/workspaces/${created._id}/projects`);
      expect(created.environment?.clusterName).toBe('env-wizard-e2e');
    });
  },
);
