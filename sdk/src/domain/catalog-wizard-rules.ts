/**
 * Spec 003 sections 2.7 and 5: the catalogue deploy (quickstart) and clone (quickclone) wizards, for every front end.
 */
import type { WizardGitProvider } from './project-wizard-rules.js';

export const CATALOG_WIZARD_VARIANTS = ['quickstart', 'quickclone'] as const;
export type CatalogWizardVariant = (typeof CATALOG_WIZARD_VARIANTS)[number];

/** Both variants' title. */
export const CATALOG_WIZARD_TITLE = 'Deploy New Application';

/** The steps of each variant in order: deploy has two, clone adds the source code. */
export const CATALOG_WIZARD_STEPS: Record<CatalogWizardVariant, readonly string[]> = {
  quickstart: ['Setting Up New Project', 'Review and Launch'],
  quickclone: ['Setting Up New Project', 'Source Code', 'Review and Launch'],
};

/** Whether a path segment names a variant (anything else opens the deploy variant, our choice). */
export function isCatalogWizardVariant(value: string | undefined): value is CatalogWizardVariant {
  return (CATALOG_WIZARD_VARIANTS as readonly string[]).includes(value ?? '');
}

/** The catalogue name with the timestamp, both lowercased (the characters a repository name allows). */
function stamped(catalogName: string, now: number): string {
  return `${catalogName}-${now}`.toLowerCase();
}

/** "Default project name from a catalogue: catalogue name plus a timestamp, lowercased." */
export function catalogProjectName(catalogName: string, now: number = Date.now()): string {
  return stamped(catalogName, now);
}

/**
 * "The clone repository name is a prefixed timestamp stripped of characters other than letters, digits, - and _."
 * The prefix is not shown; ours is the catalogue's name.
 */
export function cloneRepositoryName(catalogName: string, now: number = Date.now()): string {
  return stamped(catalogName, now).replace(/[^a-z0-9_-]/g, '');
}

/**
 * The provider a deploy-variant project records: the template's own when it is one the wizard offers, else
 * GitHub (our choice; the deploy variant asks no source questions).
 */
export function catalogRepositoryProvider(provider: string | null | undefined): WizardGitProvider {
  return provider === 'GITLAB' || provider === 'BITBUCKET' ? provider : 'GITHUB';
}

/** Where the policy lives (ours: the spec names only its sections). */
export const POLICY_URL = 'https://skiff.dev/policy';

/** The sections the terms checkbox links to (spec 003 section 2.7). */
export const CATALOG_POLICY_SECTIONS = [
  { anchor: 'terms', label: 'Terms of Service' },
  { anchor: 'privacy', label: 'Privacy Policy' },
  { anchor: 'acceptable-use', label: 'Acceptable Use Policy' },
  { anchor: 'cookie', label: 'Cookie Policy' },
] as const;
