/**
 * Spec 002 sections 5 and 9 (Export Site: VPS form) and spec 003 section 2.14 (extend-application page) as pure
 * rules with the spec's exact texts.
 */

/** The VPS form's message for a missing title, VPS username, public IP or (on create) private key. */
export const VPS_REQUIRED_MESSAGE = 'Required';
/** Spec 002 section 9: the VPS list's page size (options 12 and 25). */
export const VPS_PAGE_SIZES = [12, 25] as const;
/** Spec 002 section 5: the server requirements shown beside the VPS form. */
export const VPS_REQUIREMENTS = [
  'Ubuntu 20.04/22.04 LTS',
  'Minimum 1 GB RAM and 1 vCPU (2 GB recommended)',
  'Node.js apps: at least 2 GB RAM and 2 CPUs',
  'PHP apps: at least 1 GB RAM and 1 CPU',
] as const;

export interface VpsFormInput {
  title?: string | null;
  description?: string | null;
  vpsUsername?: string | null;
  publicIPAddress?: string | null;
  privKey?: string | null;
}

/** Field name to message: title, vpsUsername and publicIPAddress always required; privKey only when creating. */
export function vpsFormErrors(input: VpsFormInput, creating: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  const fields: Array<keyof VpsFormInput> = ['title', 'vpsUsername', 'publicIPAddress'];
  if (creating) fields.push('privKey');
  for (const field of fields) if (!input[field]?.trim()) errors[field] = VPS_REQUIRED_MESSAGE;
  return errors;
}

/** The outcomes of the extend-application page, with the text each shows (spec 003 section 2.14). */
export const EXTEND_APPLICATION_TEXTS = {
  token_error: 'Token is invalid.',
  error: 'Your application happened an error.',
  expired: 'Your application is expired trial',
  ready: 'Your application is ready.',
  restarting: 'Your application is being restarted.',
} as const;
/** Every error view adds this line with a Contact link. */
export const EXTEND_CONTACT_SUPPORT = 'Please contact support.';
/** The restarting view counts down about a minute before enabling the visit button. */
export const EXTEND_RESTART_COUNTDOWN_MS = 60_000;

/** The text the page shows for a state the server answered (unknown states get the generic error). */
export function extendApplicationText(state: string): string | undefined {
  return (EXTEND_APPLICATION_TEXTS as Record<string, string>)[state];
}

/**
 * Spec 002 section 7: the CI template of each git host ("fetched from /templates/{provider}-ci.template.yml", a file
 * of the web app, outside the API). Its text is ours: on a push to the branch it calls the application's git
 * webhook (`PUT /webhooks/applications/{a}/git`, username and token), which pulls and rolls out the branch. The
 * token comes from a CI secret, never from the text.
 */
export const CI_TEMPLATE_PROVIDERS = ['github', 'gitlab', 'bitbucket'] as const;
export type CiTemplateProvider = (typeof CI_TEMPLATE_PROVIDERS)[number];
export const CI_TEMPLATE_LABELS: Readonly<Record<CiTemplateProvider, string>> = {
  github: 'GitHub Actions',
  gitlab: 'GitLab CI/CD',
  bitbucket: 'Bitbucket Pipelines',
};
/** Where each host reads the pipeline from. */
export const CI_TEMPLATE_FILES: Readonly<Record<CiTemplateProvider, string>> = {
  github: '.github/workflows/skiff-deploy.yml',
  gitlab: '.gitlab-ci.yml',
  bitbucket: 'bitbucket-pipelines.yml',
};
/** The CI secrets the template reads: a name for the task's log, and a command access token. */
export const CI_TEMPLATE_SECRETS = ['SKIFF_USERNAME', 'SKIFF_TOKEN'] as const;
/** Spec 002 section 8: the notice after the template was copied. */
export const TEMPLATE_COPIED_MESSAGE = 'Copied the template to clipboard';

/** The webhook call of the templates as folded YAML lines (`prefix` indents them), reading the CI secrets as $VARS. */
function webhookCall(url: string, prefix: string): string[] {
  const [user, token] = CI_TEMPLATE_SECRETS;
  return [
    "curl -fsS -X PUT -H 'Content-Type: application/json'",
    `'${url}'`,
    `-d "{\\"username\\":\\"$${user}\\",\\"token\\":\\"$${token}\\"}"`,
  ].map((line) => `${prefix}${line}`);
}

/** The CI template of `provider` for an application's branch on the platform at `origin`. */
export function ciTemplateText(
  provider: CiTemplateProvider,
  target: { origin: string; applicationId: string; branch: string },
): string {
  const url = `${target.origin.replace(/\/+$/, '')}/webhooks/applications/${encodeURIComponent(target.applicationId)}/git`;
  const branch = JSON.stringify(target.branch);
  const secrets = CI_TEMPLATE_SECRETS.join(', ');
  switch (provider) {
    case 'github':
      return [
        `# Rolls out ${branch} on each push; repository secrets: ${secrets}.`,
        `on: { push: { branches: [${branch}] } }`,
        'jobs:',
        '  deploy:',
        '    runs-on: ubuntu-latest',
        '    env:',
        ...CI_TEMPLATE_SECRETS.map((name) => `      ${name}: \${{ secrets.${name} }}`),
        '    steps:',
        '      - run: >-',
        ...webhookCall(url, '          '),
      ].join('\n');
    case 'gitlab':
      return [
        `# Rolls out ${branch} on each push; masked variables: ${secrets}.`,
        'deploy:',
        '  stage: deploy',
        '  image: curlimages/curl:latest',
        '  rules:',
        `    - if: $CI_COMMIT_BRANCH == ${branch}`,
        '  script:',
        '    - >-',
        ...webhookCall(url, '      '),
      ].join('\n');
    case 'bitbucket':
      return [
        `# Rolls out ${branch} on each push; secured variables: ${secrets}.`,
        'pipelines:',
        '  branches:',
        `    ${branch}:`,
        '      - step:',
        '          name: Pull and roll out the branch',
        '          image: curlimages/curl:latest',
        '          script:',
        '            - >-',
        ...webhookCall(url, '              '),
      ].join('\n');
    default: {
      const never: never = provider;
      throw new Error(`Unknown CI provider ${String(never)}`);
    }
  }
}

/** Spec 002 section 8: the VPS list could not be read. */
export const VPS_LOAD_FAILED_MESSAGE = 'Error loading vps.';
