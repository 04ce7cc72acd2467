import { domainFormFields, type WizardField } from '@skiff/sdk';
import { defineCommand, type GroupSpec } from '../cli/command-spec.js';
import { YES_OPTION } from '../cli/confirm.js';
import { type FlagRenderings, modelOptions } from '../cli/model-options.js';
import { pagingOptions } from '../cli/paging.js';
import { WHOLE_LIST_PAGING } from '../cli/print-items.js';
import { WAIT_OPTIONS } from './shared-options.js';

const REF_HELP = 'the application: workspace/project/branch, each part by name or id';
const SITE = 'Acme Production/storefront/main';

const list = defineCommand({
  name: 'list',
  summary: "list a workspace's custom domains",
  args: { workspace: { description: 'the workspace, by name or id' } },
  options: {
    ...pagingOptions('domains', WHOLE_LIST_PAGING),
    search: { flags: '--search <text>', description: 'only domains containing this text' },
  },
  examples: [
    ["skiff domains list 'Acme Production'", 'every custom domain of the workspace'],
    ["skiff domains list 'Acme Production' --json | jq -r '.items[].domain'", 'the domain names'],
  ],
  run: async (ctx, args, options) => (await import('../services/domains.js')).listDomains(ctx, args.workspace, options),
});

/**
 * The domain form's fields (the SDK's `domainFormFields`), the user's own certificate shown; the key before the
 * certificate as the CLI always had them (help, and which file is read first).
 */
export const DOMAIN_FIELDS: readonly WizardField[] = domainFormFields({ certificate: 'own' }).sort(
  (a, b) => Number(a.key === 'sslCertificate') - Number(b.key === 'sslCertificate'),
);

/**
 * How `domains add` / `tags domain-add` answer the form: the DOMAIN argument, the key and certificate as PEM files
 * (either given means your own certificate; none, the automatic one).
 */
export const DOMAIN_RENDERINGS: FlagRenderings = {
  domain: { argument: 'domain' },
  certificate: { noFlag: 'your own with --key and --cert (PEM files), else automatic', by: '--key' },
  sslCertificate: {
    file: true,
    description: 'your SSL certificate (PEM file)',
    answers: (pem: string) => ({ sslCertificate: pem, certificate: 'own' }),
  },
  privateKey: {
    file: true,
    description: 'the private key of your certificate (PEM file)',
    answers: (pem: string) => ({ privateKey: pem, certificate: 'own' }),
  },
};

/** The domain form's flags (`--key`, `--cert` from the model) and the wait options. */
export const DOMAIN_ADD_OPTIONS = {
  ...modelOptions(DOMAIN_FIELDS, DOMAIN_RENDERINGS),
  ...WAIT_OPTIONS,
};

const add = defineCommand({
  name: 'add',
  summary: 'add a custom domain to an application, with your own certificate or an automatic one',
  description:
    'Add a custom domain (an ADD_CUSTOM_DOMAIN task). With --key and --cert (PEM files) the domain uses your ' +
    'certificate; without them, only the domain is sent and the platform provides one. --wait follows the task.',
  args: { ref: { description: REF_HELP }, domain: { description: 'the host name, e.g. shop.example.com' } },
  options: DOMAIN_ADD_OPTIONS,
  examples: [
    [`skiff domains add '${SITE}' shop.example.com --wait`, 'add a domain, automatic certificate'],
    [`skiff domains add '${SITE}' shop.example.com --key shop.key --cert shop.crt`, 'with your own certificate'],
  ],
  run: async (ctx, args, options) =>
    (await import('../services/domains.js')).addDomain(ctx, args.ref, args.domain, options),
});

const remove = defineCommand({
  name: 'remove',
  summary: 'remove a custom domain (by name or id) from its application',
  args: {
    workspace: { description: 'the workspace, by name or id' },
    domain: { description: 'the domain name or id, from `domains list`' },
  },
  options: { yes: YES_OPTION, ...WAIT_OPTIONS },
  examples: [["skiff domains remove 'Acme Production' shop.example.com --yes --wait", 'remove it and wait']],
  run: async (ctx, args, options) =>
    (await import('../services/domains.js')).removeDomain(ctx, args.workspace, args.domain, options),
});

const forceHttps = defineCommand({
  name: 'force-https',
  summary: 'redirect every HTTP request of an application to HTTPS (on), or stop (off)',
  args: { ref: { description: REF_HELP }, state: { description: 'on or off' } },
  options: WAIT_OPTIONS,
  examples: [
    [`skiff domains force-https '${SITE}' on --wait`, 'force HTTPS and wait'],
    [`skiff domains force-https '${SITE}' off`, 'stop forcing it'],
  ],
  run: async (ctx, args, options) =>
    (await import('../services/domains.js')).forceHttps(ctx, args.ref, args.state, options),
});

export const domainsGroup: GroupSpec = {
  name: 'domains',
  summary: 'list, add and remove custom domains; force HTTPS',
  commands: [list, add, remove, forceHttps],
};
