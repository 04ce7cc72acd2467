import { DECOUPLED_TRIAL_HOURS, DRUPAL_FORGE_TRIAL_HOURS } from '../domain.js';
import { stableId } from '../ids.js';
import type { Store } from '../store/index.js';

const HOUR = 3_600_000;
const FORGE_WORKSPACE = 'Drupal Forge Sandbox';

/** The Drupal Forge templates of the demo world (ids stable across machines). */
export const DEMO_FORGE_TEMPLATES = [
  { key: 'drupal-cms', name: 'Drupal CMS', projectType: 'drupal11_v2', visibility: 'private', capacity: 'medium_1' },
  { key: 'drupal-11', name: 'Drupal 11', projectType: 'drupal11_v2', visibility: 'public', capacity: 'small_1' },
  { key: 'drupal-7', name: 'Drupal 7', projectType: 'drupal7_v2', visibility: 'public', capacity: 'small_1' },
] as const;

export const demoForgeTemplateId = (key: string): string => stableId(`df-template:${key}`);
/** The demo Decoupled.io space. */
export const DEMO_DECOUPLED_SPACE = 777;

/**
 * Hosted demos: Drupal Forge templates in the Drupal Forge Sandbox, one running Drupal Forge application of the
 * owner there (its own project, as express launch makes it), and the owner's three environments of space 777.
 */
export function seedHostedDemos(store: Store, now: number): void {
  const workspaceId = stableId(`workspace:${FORGE_WORKSPACE}`);
  const workspace = store.workspaces.get(workspaceId);
  if (!workspace) return;
  for (const t of DEMO_FORGE_TEMPLATES) {
    insertForgeTemplate(store, workspaceId, {
      id: demoForgeTemplateId(t.key),
      name: t.name,
      projectType: t.projectType,
      visibility: t.visibility,
      repoUrl: `https://git.demo.skiff.dev/drupalforge/${t.key}`,
      capacity: t.capacity,
      webRoot: t.key === 'drupal-7' ? '/var/www/html' : '/var/www/html/web',
    });
  }
  seedCatalogTemplates(store, workspaceId);
  const owner = store.users.findByEmail('owner@demo.skiff.dev')!;
  const projectId = stableId('df-project:drupal-cms/owner');
  const appId = stableId('df-application:drupal-cms/owner');
  const at = new Date(now - 2 * HOUR).toISOString();
  const hostname = `prod-${workspaceId.slice(-8)}-${projectId.slice(-8)}.forge.demo.skiff.dev`;
  store.projects.insert({
    id: projectId,
    workspaceId,
    name: `Drupal CMS-activated - ${owner.email}`,
    description: '',
    createdBy: owner._id,
    createdAt: at,
    data: { projectType: { key: 'drupal11_v2', name: 'Drupal CMS' } },
    rbac: [{ user: owner._id, role: 'PROJECT_OWNER' }],
  });
  store.applications.insert({
    id: appId,
    workspaceId,
    projectId,
    name: 'main',
    status: 'DEPLOY_APPLICATION_SUCCESS',
    replicas: 1,
    createdAt: at,
    data: {
      applicationName: 'drupal-cms-main',
      originBranch: 'main',
      hostname,
      editorHostname: `cs-${hostname}`,
      editorPwd: 'demo-editor',
      deployedAt: at,
      expiredTime: new Date(now + DRUPAL_FORGE_TRIAL_HOURS * HOUR).toISOString(),
      enableAutoPause: true,
      environment: workspace.environment ?? null,
      catalogId: demoForgeTemplateId('drupal-cms'),
      repoUrl: 'https://git.demo.skiff.dev/drupalforge/drupal-cms',
      capacity: 'medium_1',
      drupalForge: { submissionId: stableId('df-submission:owner'), isIncludeDev: true, email: owner.email },
    },
  });
  for (const [i, strategy] of (['dev', 'test', 'live'] as const).entries()) {
    const id = stableId(`dio-application:${strategy}/owner`);
    store.decoupledIo.insert({
      id,
      spaceId: DEMO_DECOUPLED_SPACE,
      email: owner.email,
      strategy,
      status: 'DEPLOY_APPLICATION_SUCCESS',
      isActive: true,
      expiredTime: now + DECOUPLED_TRIAL_HOURS * HOUR,
      createdAt: new Date(now - (3 - i) * HOUR).toISOString(),
      data: {
        host: `${strategy}-${id.slice(-8)}.apps.decoupled.demo.skiff.dev`,
        vscodePassword: 'demo-editor',
        capacity: 'small_1',
        templateId: demoForgeTemplateId('drupal-cms'),
      },
    });
  }
}

interface ForgeTemplateSeed {
  id: string;
  name: string;
  projectType: string;
  visibility: string;
  repoUrl: string | null;
  capacity: string;
  webRoot: string;
}

function insertForgeTemplate(store: Store, workspaceId: string, t: ForgeTemplateSeed): void {
  store.drupalForge.insertTemplate({
    id: t.id,
    workspaceId,
    name: t.name,
    data: {
      projectType: t.projectType,
      repositoryVisibility: t.visibility,
      repoUrl: t.repoUrl,
      capacity: t.capacity,
      appRoot: '/var/www/html',
      webRoot: t.webRoot,
      adminUser: 'admin',
      adminPassword: 'admin',
      team: { _id: stableId('df-team:forge'), name: 'DrupalForge', isVerified: true },
      forgeSpotNamespace: null,
    },
  });
}

/**
 * The contract addresses express launch by catalogue (`/drupal-forge/catalogs/{templateId}/express-launch`, and
 * `PATCH /drupal-forge/catalogs/{catalogId}` updates "the template"): a Drupal Forge catalogue is a template. So each
 * published Drupal Forge catalogue (what `catalogs-drupalforge` lists) is also a template of the sandbox, same id.
 */
function seedCatalogTemplates(store: Store, workspaceId: string): void {
  const catalogs = store.catalogs.all().filter((c) => c.isPublish === true && c.isDrupalForge === true);
  for (const catalog of catalogs) {
    insertForgeTemplate(store, workspaceId, {
      id: catalog._id,
      name: typeof catalog.title === 'string' ? catalog.title : catalog.name,
      projectType: 'drupal11_v2',
      visibility: 'public',
      repoUrl: typeof catalog.repoUrl === 'string' ? catalog.repoUrl : null,
      capacity: 'small_1',
      webRoot: '/var/www/html/web',
    });
  }
}
