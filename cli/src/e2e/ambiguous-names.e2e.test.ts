import { describe, expect, it } from 'vitest';
import { jsonOf, useSignedInCli } from './signed-in.js';

/**
 * The platform accepts two workspaces (or projects) of the same name. A name that matches more than one is an
 * error (exit 2) listing the candidates with their ids: nothing is picked, and a delete deletes nothing.
 */
const ids: string[] = [];
const owner = useSignedInCli(undefined, async () => {
  ids.length = 0; // a fresh world after a failed test: its own twins
  for (const description of ['first twin', 'second twin']) {
    const created = await owner.cli([
      'workspaces',
      'create',
      'Twin QA',
      '--single-node',
      '--description',
      description,
      '--json',
    ]);
    expect(created.code).toBe(0);
    ids.push(jsonOf(created)._id);
  }
});

async function exists(path: string): Promise<boolean> {
  const result = await owner.cli(['api', 'GET', path]);
  return result.code === 0;
}

describe('a workspace name two workspaces have', () => {
  it('Given two workspaces named Twin QA, When deleting by name, Then exit 2 lists both ids and both remain', async () => {
    const result = await owner.cli(['workspaces', 'delete', 'Twin QA', '--confirm', 'workspace/Twin QA']);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    // The candidates come in the server's list order (newest first).
    const lines = result.stderr.split('\n');
    expect(lines.slice(0, 2)).toEqual([
      "Error: 2 workspaces are named 'Twin QA': use an id instead.",
      'Use one of these ids:',
    ]);
    expect(lines.slice(2).sort()).toEqual(['', `  ${ids[0]}  Twin QA`, `  ${ids[1]}  Twin QA`].sort());
    expect(await exists(`/workspaces/${ids[0]}`)).toBe(true);
    expect(await exists(`/workspaces/${ids[1]}`)).toBe(true);
  });

  it('Given the same name in another case, When showing it, Then it is ambiguous too (exit 2)', async () => {
    const result = await owner.cli(['workspaces', 'get', 'twin qa']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^Error: 2 workspaces are named 'twin qa': use an id instead\./);
  });

  it('Given the id of the second, When deleting it, Then exactly that one goes and the name is unique again', async () => {
    const deleted = await owner.cli(['workspaces', 'delete', ids[1]!, '--confirm', 'workspace/Twin QA']);
    expect(deleted.code).toBe(0);
    expect(await exists(`/workspaces/${ids[1]}`)).toBe(false);
    expect(await exists(`/workspaces/${ids[0]}`)).toBe(true);
    const shown = await owner.cli(['workspaces', 'get', 'Twin QA', '--json']);
    expect(jsonOf(shown)._id).toBe(ids[0]);
  });
});

describe('a project name two projects of a workspace have', () => {
  it('Given two projects named dup, When deleting WS/dup, Then exit 2 lists both and neither is deleted', async () => {
    const projectIds: string[] = [];
    for (let i = 0; i < 2; i++) {
      const made = await owner.cli([
        'api',
        'POST',
        `/workspaces/${ids[0]}/projects`,
        '-f',
        'name=dup',
        '-f',
        'repositoryProvider=GITHUB',
      ]);
      expect(made.stderr).toBe('');
      projectIds.push(jsonOf(made)._id);
    }
    const result = await owner.cli(['projects', 'delete', `${ids[0]}/dup`, '--confirm', 'project/dup']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("Error: 2 projects are named 'dup': use an id instead.\nUse one of these ids:\n");
    for (const id of projectIds) {
      expect(result.stderr).toContain(`  ${id}  dup\n`);
      expect(await exists(`/workspaces/${ids[0]}/projects/${id}`)).toBe(true);
    }
  });
});
