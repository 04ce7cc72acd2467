import { defineCommand } from '../cli/command-spec.js';

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
