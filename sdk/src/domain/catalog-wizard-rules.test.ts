import { describe, expect, it } from 'vitest';
import {
  CATALOG_WIZARD_STEPS,
  catalogProjectName,
  catalogRepositoryProvider,
  cloneRepositoryName,
  isCatalogWizardVariant,
} from './catalog-wizard-rules.js';

describe('catalogue wizard rules (spec 003 sections 2.7 and 5)', () => {
  it('Given the two variants, Then deploy has two steps and clone adds Source Code', () => {
    expect(CATALOG_WIZARD_STEPS.quickstart).toEqual(['Setting Up New Project', 'Review and Launch']);
    expect(CATALOG_WIZARD_STEPS.quickclone).toEqual(['Setting Up New Project', 'Source Code', 'Review and Launch']);
    expect(isCatalogWizardVariant('quickclone')).toBe(true);
    expect(isCatalogWizardVariant('launch')).toBe(false);
  });

  it('Given a catalogue name with capitals and a dot, When naming, Then the project is lowercased and the repository keeps only letters, digits, - and _', () => {
    expect(catalogProjectName('Drupal.CMS', 1700000000000)).toBe('drupal.cms-1700000000000');
    expect(cloneRepositoryName('Drupal.CMS', 1700000000000)).toBe('drupalcms-1700000000000');
  });

  it('Given a template provider, Then the wizard provider is it when offered, else GitHub', () => {
    expect(catalogRepositoryProvider('GITLAB')).toBe('GITLAB');
    expect(catalogRepositoryProvider('DRUPALCODE')).toBe('GITHUB');
    expect(catalogRepositoryProvider(undefined)).toBe('GITHUB');
  });
});
