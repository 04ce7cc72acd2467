/**
 * What the CLI says names the things a user already named (cli findings L2, L5, L19): `show` runs `get`, a hint
 * after a miss lists with the workspace and project of the REF filled in, and `apps list --json` gives each item's
 * workspace and project names, so a script can build its REF.
 */
import { describe, expect, it } from 'vitest';
import { jsonOf, useSignedInCli } from './signed-in.js';

const WORKSPACE = 'Acme Production';
const MAIN = `${WORKSPACE}/storefront/main`;

const s = useSignedInCli();

describe('show, like get (L2)', () => {
  it('Given apps show and workspaces view, When run, Then they print what get prints', async () => {
    const [got, shown] = await Promise.all([s.cli(['apps', 'get', MAIN]), s.cli(['apps', 'show', MAIN])]);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toBe(got.stdout);
    const [workspace, viewed] = await Promise.all([
      s.cli(['workspaces', 'get', WORKSPACE, '--json']),
      s.cli(['workspaces', 'view', WORKSPACE, '--json']),
    ]);
    expect(viewed.code).toBe(0);
    expect(jsonOf(viewed)).toEqual(jsonOf(workspace));
  });
});

describe('hints with the names of the REF (L5)', () => {
  it('Given a branch, a project or a tag that is not there, When asked for, Then the hint lists them where they were looked for', async () => {
    const [branch, project, tag] = await Promise.all([
      s.cli(['apps', 'get', `${WORKSPACE}/storefront/feature-lgin`]),
      s.cli(['apps', 'get', `${WORKSPACE}/nope/main`]),
      s.cli(['tags', 'get', `${WORKSPACE}/storefront@no-such-tag`]),
    ]);
    expect(branch.code).toBe(5);
    expect(branch.stderr).toContain(
      "\nList them with: skiff apps list --workspace 'Acme Production' --project storefront\n",
    );
    expect(project.code).toBe(5);
    expect(project.stderr).toContain("\nList them with: skiff projects list --workspace 'Acme Production'\n");
    expect(tag.code).toBe(5);
    expect(tag.stderr).toContain("\nList them with: skiff tags list --project 'Acme Production/storefront'\n");
    for (const result of [branch, project, tag]) expect(result.stderr).not.toMatch(/WORKSPACE|PROJECT/);
  });
});

describe('names in apps list --json (L19)', () => {
  it("Given a workspace's applications as JSON, When a REF is built from each item's names, Then get finds it", async () => {
    const listed = await s.cli(['apps', 'list', '--workspace', WORKSPACE, '--json']);
    expect(listed.code).toBe(0);
    const items = jsonOf(listed).items as Array<{
      _id: string;
      workspaceName: string;
      projectName: string;
      branch: string;
    }>;
    expect(items.length).toBeGreaterThan(1);
    for (const item of items) expect(item.workspaceName).toBe(WORKSPACE);
    expect(new Set(items.map((item) => item.projectName))).toContain('storefront');
    const first = items[0]!;
    const got = await s.cli(['apps', 'get', `${first.workspaceName}/${first.projectName}/${first.branch}`, '--json']);
    expect(got.code).toBe(0);
    expect(jsonOf(got)._id).toBe(first._id);
  });

  it('Given every application as JSON, When listed, Then each item names its workspace and project', async () => {
    const listed = await s.cli(['apps', 'list', '--json']);
    expect(listed.code).toBe(0);
    const items = jsonOf(listed).items as Array<{ workspaceName: string | null; projectName: string | null }>;
    expect(items.length).toBeGreaterThan(1);
    for (const item of items) {
      expect(item.workspaceName).toEqual(expect.any(String));
      expect(item.projectName).toEqual(expect.any(String));
    }
    expect(items.map((item) => item.workspaceName)).toContain(WORKSPACE);
  });
});
