import { defineCommand } from '../cli/command-spec.js';
import { WAIT_OPTIONS } from './shared-options.js';

/** `skiff apps export-template|ci-template`: the Export Site screen's template exports (spec 002 section 2.8). */

const REF = { ref: { description: 'the application: workspace/project/branch, each part by name or id' } } as const;
const MAIN = "'Acme Production/storefront/main'";
const service = () => import('../services/app-exports.js');

export const exportTemplate = defineCommand({
  name: 'export-template',
  summary: 'export an application to a catalogue template',
  args: REF,
  options: {
    name: { flags: '--name <name>', description: 'the template name (required)' },
    organization: { flags: '--organization <org>', description: 'the organization it is published under (required)' },
    image: { flags: '--image <url>', description: 'a picture for the catalogue' },
  },
  examples: [
    [`skiff apps export-template ${MAIN} --name 'Shop starter' --organization 'Acme Web Team'`, 'a template'],
    [`skiff apps export-template ${MAIN} --name shop --organization acme --json | jq -r ._id`, 'its id'],
  ],
  run: async (ctx, args, options) => (await service()).exportTemplate(ctx, args.ref, options),
});

export const ciTemplate = defineCommand({
  name: 'ci-template',
  summary: 'print the CI pipeline that rolls the branch out on each push (GitHub, GitLab, Bitbucket)',
  args: REF,
  options: {
    provider: { flags: '--provider <host>', description: 'github, gitlab or bitbucket', defaultHelp: 'github' },
  },
  examples: [
    [`skiff apps ci-template ${MAIN} > .github/workflows/skiff-deploy.yml`, 'a GitHub Actions workflow'],
    [`skiff apps ci-template ${MAIN} --provider gitlab > .gitlab-ci.yml`, 'GitLab CI/CD'],
  ],
  run: async (ctx, args, options) => (await service()).ciTemplate(ctx, args.ref, options),
});

export const webhookTest = defineCommand({
  name: 'webhook-test',
  summary: "call the branch's git webhook as a git host would on a push (a TRIGGER_WEBHOOK task)",
  description:
    'Test the git webhook (Export Site): the deployed branch is pulled and rolled out. The token is a command ' +
    'access token (skiff tokens create), read from stdin so it never shows in the process list.',
  args: REF,
  options: {
    username: { flags: '--username <name>', description: 'who pushed, as the git host says (required)' },
    tokenStdin: { flags: '--token-stdin', description: 'read the access token from stdin (required)' },
    ...WAIT_OPTIONS,
  },
  examples: [
    [`printf '%s' "$SKIFF_CI_TOKEN" | skiff apps webhook-test ${MAIN} --username dana --token-stdin --wait`, 'test it'],
  ],
  run: async (ctx, args, options) => (await service()).webhookTest(ctx, args.ref, options),
});
