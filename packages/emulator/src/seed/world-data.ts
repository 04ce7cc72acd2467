/** The demo world as data: workspaces, their projects and the branch applications of each. */

export type Provider = 'AWS' | 'DIGITAL_OCEAN' | 'AZURE' | 'GCP';
/**
 * The capacity of a seeded application, a tier of the SDK's list (`CAPACITY_OPTIONS`): `small_1` on `main`, else
 * `micro` (the tier of the activate request captured from the platform's web panel). (Drupal Forge and Decoupled trial sites keep the hosted tiers `small_1`/`medium_1` of
 * `HOSTED_CAPACITY_LABELS`, another list.)
 */
export function seedCapacityOf(branch: string): string {
  return branch === 'main' ? 'small_1' : 'micro';
}

/** The displayed state a seeded application starts in. */
export type SeedState = 'running' | 'paused' | 'not-deployed' | 'error' | 'processing';

export interface SeedProject {
  name: string;
  description: string;
  type: { key: string; name: string };
  repository: { provider: 'GITHUB' | 'GITLAB' | 'BITBUCKET' | 'DRUPALCODE'; owner: string };
  image: string;
  /** Demo user emails (local part) with their project role. */
  members: Array<[string, string]>;
  createdBy: string;
  branches: Array<[string, SeedState]>;
}

export interface SeedWorkspace {
  name: string;
  slug: string;
  description: string;
  tags: string[];
  provider: Provider;
  cluster: string;
  kind: 'regular' | 'drupal-forge' | 'personal';
  isProtected?: boolean;
  members: Array<[string, string]>;
  projects: SeedProject[];
}

const ALL_STATES: Array<[string, SeedState]> = [
  ['main', 'running'],
  ['staging', 'paused'],
  ['feature-login', 'not-deployed'],
  ['hotfix-cart', 'error'],
];

const NODE = { key: 'nodejs', name: 'Node.js' };
const NODE_IMAGE = 'registry.demo.skiff.dev/node:20-alpine';
const PHP_IMAGE = 'registry.demo.skiff.dev/php:8.2-apache';

const OTHER_WORKSPACES: Array<[string, string, Provider]> = [
  ['Globex Staging', 'Pre-production copies of the Globex storefronts for QA sign-off.', 'AWS'],
  ['Initech Internal', 'Back-office tools: timesheets, expense reports and the TPS tracker.', 'DIGITAL_OCEAN'],
  ['Umbrella Research', 'Lab dashboards and data-collection forms for the research teams.', 'AZURE'],
  ['Hooli Labs', 'Experiments and hack-week prototypes; nothing here is production.', 'AWS'],
  ['Stark Industries', 'Investor relations site and the product catalogue.', 'AWS'],
  ['Wayne Enterprises', 'Foundation grants portal and the corporate newsroom.', 'AZURE'],
  ['Wonka Factory', 'Online shop for seasonal chocolate boxes.', 'DIGITAL_OCEAN'],
  ['Soylent Corp', 'Nutrition blog and subscription management.', 'AWS'],
  ['Tyrell Systems', 'Customer support knowledge base.', 'AZURE'],
  ['Cyberdyne QA', 'Load-test targets and end-to-end test fixtures.', 'DIGITAL_OCEAN'],
  ['Aperture Science', 'Recruitment site and volunteer sign-up forms.', 'AWS'],
  ['Black Mesa', 'Documentation portal for the facility teams.', 'AZURE'],
];

export const DEMO_WORLD: SeedWorkspace[] = [
  {
    name: 'Acme Production',
    slug: 'acme',
    description: 'Customer-facing sites of Acme Corp: the shop, the marketing pages and the legacy portal.',
    tags: ['production', 'acme'],
    provider: 'AWS',
    cluster: 'acme-prod-eks',
    kind: 'regular',
    isProtected: true,
    members: [
      ['owner', 'WORKSPACE_OWNER'],
      ['admin', 'WORKSPACE_ADMIN'],
      ['dev', 'DEVELOPER'],
    ],
    projects: [
      {
        name: 'storefront',
        description: 'Next.js storefront with the cart and checkout flows.',
        type: NODE,
        repository: { provider: 'GITHUB', owner: 'acme' },
        image: NODE_IMAGE,
        members: [
          ['admin', 'PROJECT_OWNER'],
          ['dev', 'PROJECT_DEVELOPER'],
        ],
        createdBy: 'admin',
        branches: [...ALL_STATES, ['develop', 'processing']],
      },
      {
        name: 'marketing-site',
        description: 'WordPress marketing pages and the company blog.',
        type: { key: 'wordpress', name: 'WordPress' },
        repository: { provider: 'GITHUB', owner: 'acme' },
        image: PHP_IMAGE,
        members: [['admin', 'PROJECT_OWNER']],
        createdBy: 'admin',
        branches: ALL_STATES,
      },
      {
        name: 'legacy-lamp',
        description: 'The old customer portal on PHP and MySQL, kept until the migration ends.',
        type: { key: 'lamp', name: 'LAMP' },
        repository: { provider: 'BITBUCKET', owner: 'acme-legacy' },
        image: 'registry.demo.skiff.dev/php:7.4-apache',
        members: [['owner', 'PROJECT_OWNER']],
        createdBy: 'owner',
        branches: ALL_STATES,
      },
    ],
  },
  {
    name: 'Drupal Forge Sandbox',
    slug: 'forge',
    description: 'Hosted Drupal trials; applications pause automatically and expire.',
    tags: ['drupal', 'trial'],
    provider: 'DIGITAL_OCEAN',
    cluster: 'forge-nyc1-doks',
    kind: 'drupal-forge',
    members: [['owner', 'WORKSPACE_OWNER']],
    projects: [
      {
        name: 'intranet',
        description: 'Drupal 10 intranet with single sign-on and the staff directory.',
        type: { key: 'drupal10', name: 'Drupal 10' },
        repository: { provider: 'DRUPALCODE', owner: 'forge' },
        image: 'registry.demo.skiff.dev/php:8.3-fpm',
        members: [['owner', 'PROJECT_OWNER']],
        createdBy: 'owner',
        branches: ALL_STATES,
      },
    ],
  },
  {
    name: "Owner's Personal",
    slug: 'owner',
    description: 'Personal workspace of the instance owner for quick experiments.',
    tags: ['personal'],
    provider: 'AZURE',
    cluster: 'personal-eastus-aks',
    kind: 'personal',
    members: [['owner', 'WORKSPACE_OWNER']],
    projects: [
      {
        name: 'playground',
        description: 'Scratch Node.js service for trying platform features.',
        type: NODE,
        repository: { provider: 'GITLAB', owner: 'olivia' },
        image: NODE_IMAGE,
        members: [['owner', 'PROJECT_OWNER']],
        createdBy: 'owner',
        branches: [['main', 'running']],
      },
    ],
  },
  ...OTHER_WORKSPACES.map(
    ([name, description, provider], i): SeedWorkspace => ({
      name,
      slug: name.split(' ')[0]!.toLowerCase(),
      description,
      tags: i % 2 ? ['internal'] : ['client'],
      provider,
      cluster: `${name.split(' ')[0]!.toLowerCase()}-cluster`,
      kind: 'regular',
      members:
        i === 0
          ? [
              ['owner', 'WORKSPACE_OWNER'],
              ['admin', 'WORKSPACE_OWNER'],
            ]
          : [['owner', 'WORKSPACE_OWNER']],
      projects:
        i === 0
          ? [
              {
                name: 'api-gateway',
                description: 'Node.js gateway in front of the Globex services.',
                type: NODE,
                repository: { provider: 'GITHUB', owner: 'globex' },
                image: NODE_IMAGE,
                members: [['admin', 'PROJECT_OWNER']],
                createdBy: 'admin',
                branches: [['main', 'running']],
              },
            ]
          : [],
    }),
  ),
];
