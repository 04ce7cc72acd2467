import { stableId } from '../ids.js';
import type { Store } from '../store/index.js';

/** Demo catalogs: published templates (two flagged Drupal Forge) and one unpublished draft of the admin. */
const CATALOGS = [
  {
    name: 'drupal-cms-starter',
    title: 'Drupal CMS Starter',
    provider: 'GITHUB',
    org: 'Drupal Forge',
    df: true,
    ai: true,
  },
  {
    name: 'drupal-commerce-kit',
    title: 'Drupal Commerce Kit',
    provider: 'GITLAB',
    org: 'Drupal Forge',
    df: true,
    ai: false,
  },
  { name: 'wordpress-blog', title: 'WordPress Blog', provider: 'GITHUB', org: 'Skiff Labs', df: false, ai: false },
  {
    name: 'nextjs-storefront',
    title: 'Next.js Storefront',
    provider: 'GITHUB',
    org: 'Skiff Labs',
    df: false,
    ai: true,
  },
  { name: 'laravel-api', title: 'Laravel API', provider: 'BITBUCKET', org: 'Community', df: false, ai: false },
];

export function seedCatalogs(store: Store, now: number): void {
  const owner = stableId('user:owner@demo.skiff.dev');
  CATALOGS.forEach((c, i) => {
    store.catalogs.insert({
      id: stableId(`catalog:${c.name}`),
      name: c.name,
      createdBy: owner,
      createdAt: new Date(now - (60 - i) * 86_400_000).toISOString(),
      data: {
        title: c.title,
        image: `https://images.demo.skiff.dev/catalogs/${c.name}.png`,
        repoUrl: `https://example.com/${c.org.toLowerCase().replace(/ /g, '-')}/${c.name}`,
        repositoryProvider: c.provider,
        organization: {
          name: c.org,
          email: 'publisher@demo.skiff.dev',
          isVerified: c.org !== 'Community',
          color: '#1677ff',
        },
        isPublish: true,
        isUsingAIKey: c.ai,
        isFromRegistry: c.provider === 'GITLAB',
        isDrupalForge: c.df,
      },
    });
  });
  store.catalogs.insert({
    id: stableId('catalog:admin-draft'),
    name: 'admin-draft',
    createdBy: stableId('user:admin@demo.skiff.dev'),
    createdAt: new Date(now - 86_400_000).toISOString(),
    data: { title: 'Admin draft', repositoryProvider: 'GITHUB', isPublish: false },
  });
}
