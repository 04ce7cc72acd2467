/**
 * The capability table (sdk/src/capabilities/) against the surfaces: every capability is on every surface, or its
 * gap has a written reason; no surface claims what it lacks; docs/capabilities.md is the generated matrix.
 * `npm run capabilities` rewrites the matrix (WRITE_CAPABILITIES=1).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CAPABILITIES, isGap, OPERATIONS } from '@skiff/sdk';
import { describe, expect, it } from 'vitest';
import { capabilityMatrix, cliCommands, evidence, SURFACES } from './capability-matrix.js';

const MATRIX_PATH = fileURLToPath(new URL('../../docs/capabilities.md', import.meta.url));

describe('the capability table', () => {
  it('Given the table, Then ids are unique, every operation is in the SDK operation table and every gap has a reason', () => {
    const ids = CAPABILITIES.map((capability) => capability.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const capability of CAPABILITIES) {
      expect(capability.operations.length, capability.id).toBeGreaterThan(0);
      for (const id of capability.operations) expect(OPERATIONS[id], `${capability.id}: ${id}`).toBeDefined();
      for (const claim of [capability.cli, capability.tui, capability.web]) {
        if (isGap(claim))
          expect(claim.gap.trim().length, `${capability.id}: a gap without a reason`).toBeGreaterThan(10);
      }
    }
  });

  it('Given every capability, When each surface is read, Then each is there or its gap is written down', () => {
    const of = evidence();
    const problems: string[] = [];
    for (const capability of CAPABILITIES) {
      const cells = of(capability);
      for (const surface of SURFACES) {
        const cell = cells[surface];
        if (cell.problem) problems.push(`${capability.id} (${surface}): ${cell.problem}`);
        else if (!cell.present && !cell.text.startsWith('gap: '))
          problems.push(`${capability.id} (${surface}): missing`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('Given a claim a surface does not back, When it is read, Then the check reports it (the check can fail)', () => {
    const of = evidence();
    const [first] = CAPABILITIES;
    const cells = of({
      ...first!,
      operations: ['ApplicationsController_listBackup'],
      cli: 'backups frobnicate',
      tui: { route: 'noSuchScreen' },
      web: '/no/such/page',
    });
    expect(cells.cli.problem).toMatch(/no command 'backups frobnicate'/);
    expect(cells.tui.problem).toMatch(/no route 'noSuchScreen'/);
    expect(cells.web.problem).toMatch(/no page/);
    expect(cells.sdk.present && cells.emulator.present).toBe(true);
  });

  it("Given each destructive capability's rule, Then its CLI command declares the flag that answers it", () => {
    const commands = cliCommands();
    const wrong: string[] = [];
    for (const { id, cli, confirm } of CAPABILITIES) {
      if (isGap(cli) || confirm.kind === 'none') continue;
      const flags = commands.get(cli) ?? [];
      const wanted = confirm.kind === 'typed' ? '--confirm <text>' : '-y, --yes';
      if (!flags.includes(wanted)) wrong.push(`${id}: skiff ${cli} lacks ${wanted} (has ${flags.join(' ')})`);
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  });

  it('Given the table and the surfaces, Then docs/capabilities.md is the matrix generated from them', () => {
    const matrix = capabilityMatrix();
    if (process.env.WRITE_CAPABILITIES === '1') writeFileSync(MATRIX_PATH, matrix);
    expect(readFileSync(MATRIX_PATH, 'utf8'), 'docs/capabilities.md is stale: run npm run capabilities').toBe(matrix);
  });
});
