import { readFileSync } from 'node:fs';
import { DEPLOY_WIZARD_FIELDS, deployWizardIssues } from '@skiff/sdk/domain';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const EXAMPLE = new URL('../../../examples/deploy.yaml', import.meta.url);
const text = readFileSync(EXAMPLE, 'utf8');

describe('examples/deploy.yaml, the sample the README links', () => {
  it('Given the sample, Then its answers break no rule of the deploy wizard', () => {
    expect(deployWizardIssues(parse(text))).toEqual([]);
  });

  it('Given every key the deploy wizard takes, Then the sample documents it (set or commented)', () => {
    const documented = new Set([...text.matchAll(/^#?\s*([A-Za-z0-9]+):/gm)].map((m) => m[1]));
    expect(Object.keys(DEPLOY_WIZARD_FIELDS).filter((key) => !documented.has(key))).toEqual([]);
  });
});
