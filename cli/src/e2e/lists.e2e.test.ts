import { describe, expect, it } from 'vitest';
import { useSignedInCli } from './signed-in.js';

// One signed-in emulator for the file; a fresh one, signed in again, after a failed test (`useSignedInCli`).
const signedIn = useSignedInCli(undefined, undefined, {});
const cli = (args: string[]) => signedIn.cli(args);

describe('skiff workspaces list', () => {
  it('Given the demo world, When listing with --page 1, Then a table with the spec columns shows the first page', async () => {
    const result = await cli(['workspaces', 'list', '--page', '1']);
    expect(result.code).toBe(0);
    const [header, ...rows] = result.stdout.trimEnd().split('\n');
    expect(header).toMatch(/^NAME\s+DESCRIPTION\s+PROJECTS\s+APPS\s+PROVIDER\s+ID$/);
    expect(rows).toHaveLength(12);
    expect(result.stdout).toMatch(/Acme Production .* AWS\s+[0-9a-f]{24}/);
    expect(result.stderr).toMatch(/Page 1 of \d+/);
  });

  it('Given --json and a filter, When listing, Then one JSON document with the matching workspaces', async () => {
    const result = await cli(['workspaces', 'list', '--json', '--drupal-forge']);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    const page = JSON.parse(result.stdout);
    expect(page.items.map((w: { name: string }) => w.name)).toContain('Drupal Forge Sandbox');
    expect(page.items.every((w: { isDrupalForge: boolean }) => w.isDrupalForge)).toBe(true);
  });

  it('Given two kind filters, When listing, Then exit 2', async () => {
    const result = await cli(['workspaces', 'list', '--personal', '--regular']);
    expect(result.code).toBe(2);
  });
});

describe('skiff projects list', () => {
  it('Given a workspace by name, When listing, Then its projects show with type and repository', async () => {
    const result = await cli(['projects', 'list', '--workspace', 'Acme Production']);
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n')[0]).toMatch(/^NAME\s+TYPE\s+REPOSITORY\s+DEPLOYED\s+PAUSED\s+ID$/);
    expect(result.stdout).toMatch(/storefront\s+\S/);
  });

  it('Given a workspace by id, When listing as JSON, Then the same projects come back', async () => {
    const workspaces = JSON.parse((await cli(['workspaces', 'list', '--json', '--search', 'Acme Production'])).stdout);
    const id = workspaces.items[0]._id as string;
    const result = await cli(['projects', 'list', '--workspace', id, '--json']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).items.map((p: { name: string }) => p.name)).toContain('storefront');
  });

  it('Given a misspelt workspace, When listing, Then exit 5 with a did-you-mean', async () => {
    const result = await cli(['projects', 'list', '--workspace', 'Acme Prodution']);
    expect(result.code).toBe(5);
    expect(result.stderr).toMatch(/^Error: No workspace named 'Acme Prodution'\. Did you mean 'Acme Production'\?/);
  });
});

describe('skiff apps list', () => {
  it('Given a project, When listing, Then each branch shows its displayed state', async () => {
    const result = await cli(['apps', 'list', '--workspace', 'Acme Production', '--project', 'storefront']);
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n')[0]).toMatch(/^BRANCH\s+PROJECT\s+STATE\s+HOSTNAME\s+LAST ACTIVITY\s+ID$/);
    expect(result.stdout).toMatch(/^staging\s+storefront\s+Paused\s/m);
    expect(result.stdout).toMatch(/^feature-login\s+storefront\s+Not Deployed\s/m);
    expect(result.stdout).toMatch(/^hotfix-cart\s+storefront\s+Error\s/m);
  });

  it('Given --json, When listing, Then the displayed state is in each item', async () => {
    const result = await cli(['apps', 'list', '--workspace', 'Acme Production', '--json']);
    const items = JSON.parse(result.stdout).items as Array<{ branch: string; displayedState: string }>;
    expect(items.find((a) => a.branch === 'staging')?.displayedState).toBe('Paused');
  });

  it('Given an unknown workspace in a REF, When deploying, Then exit 5 with a did-you-mean', async () => {
    const result = await cli(['apps', 'deploy', 'Acme Prod/storefront/main']);
    expect(result.code).toBe(5);
    expect(result.stderr.split('\n')[0]).toBe("Error: No workspace named 'Acme Prod'. Did you mean 'Acme Production'?");
  });

  it('Given a REF with two parts, When deploying, Then exit 2 explains the form', async () => {
    const result = await cli(['apps', 'deploy', 'Acme Production/storefront']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/expected workspace\/project\/branch/);
  });
});
