/**
 * Test only: the evidence of each surface for each capability of the SDK's table, read from the surfaces
 * themselves (the SDK's client and operation table, the CLI's command tree, the TUI's routes and key table, the web
 * app's routes, the emulator's router matched against the contract's paths), and the matrix written from it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CAPABILITIES, type Capability, isGap, OPERATIONS, PERMISSION_LABELS, SkiffClient } from '@skiff/sdk';
import type { CommandSpec, GroupSpec, OptionSpec } from '../../cli/src/cli/command-spec.js';
import { COMMAND_TREE } from '../../cli/src/commands/index.js';
import { createApiRouter } from '../../packages/emulator/src/api/routes.js';
import { KEY_BINDINGS } from '../../tui/src/keys/key-table.js';
import { ROUTES as WEB_ROUTES } from '../../web/src/routes.js';
import { ROUTES as TUI_ROUTES } from './tui-routes.js';

export const SURFACES = ['sdk', 'cli', 'tui', 'web', 'emulator'] as const;
export type Surface = (typeof SURFACES)[number];

/** What a surface shows for a capability: where it is, or the gap's reason; `problem` when the claim is false. */
export interface Cell {
  present: boolean;
  text: string;
  problem?: string;
}

export const CONTRACT_PATH = fileURLToPath(new URL('../../contract/openapi-v2.json', import.meta.url));

/** The contract's method and path of each operation id. */
function contractOperations(): Map<string, { method: string; path: string }> {
  if (!existsSync(CONTRACT_PATH)) throw new Error(`The contract is missing: expected ${CONTRACT_PATH}.`);
  const contract = JSON.parse(readFileSync(CONTRACT_PATH, 'utf8')) as {
    paths: Record<string, Record<string, { operationId?: string }>>;
  };
  const byId = new Map<string, { method: string; path: string }>();
  for (const [path, operations] of Object.entries(contract.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (operation?.operationId) byId.set(operation.operationId, { method: method.toUpperCase(), path });
    }
  }
  return byId;
}

/** Every `group command` (and single command) the CLI declares, with the flags of its visible options. */
export function cliCommands(): Map<string, string[]> {
  const names = new Map<string, string[]>();
  const flagsOf = (spec: CommandSpec<never, never>) =>
    Object.values((spec.options ?? {}) as Record<string, OptionSpec>)
      .filter((option) => !option.hidden)
      .map((option) => option.flags);
  for (const entry of COMMAND_TREE) {
    if ('commands' in entry) {
      for (const spec of (entry as GroupSpec).commands) names.set(`${entry.name} ${spec.name}`, flagsOf(spec));
    } else names.set(entry.name, flagsOf(entry as CommandSpec<never, never>));
  }
  return names;
}

function sdkMethod(client: SkiffClient, path: string): unknown {
  let value: unknown = client;
  for (const part of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  return value;
}

export function evidence(): (capability: Capability) => Record<Surface, Cell> {
  const client = new SkiffClient({ origin: 'http://127.0.0.1:9' });
  const operations = contractOperations();
  const emulator = createApiRouter();
  const commands = cliCommands();
  const keys = new Set(KEY_BINDINGS.map((binding) => binding.command));
  const webPages = new Set(WEB_ROUTES.filter((route) => 'page' in route).map((route) => route.path));

  return (capability) => {
    const methods = capability.operations.map((id) => OPERATIONS[id]);
    const sdkMissing = capability.operations.filter((id) => {
      const method = OPERATIONS[id];
      return !method || typeof sdkMethod(client, method) !== 'function';
    });
    const sdk: Cell = sdkMissing.length
      ? { present: false, text: '-', problem: `no SDK method for ${sdkMissing.join(', ')}` }
      : { present: true, text: methods.map((m) => `\`${m}\``).join(', ') };

    const unserved = capability.operations.filter((id) => {
      const operation = operations.get(id);
      if (!operation) return true;
      return !emulator.match(operation.method, operation.path.replace(/\{[^}]+\}/g, 'x1'));
    });
    const emulatorCell: Cell = unserved.length
      ? { present: false, text: '-', problem: `the emulator serves no route for ${unserved.join(', ')}` }
      : { present: true, text: 'yes' };

    const cell = (claim: string | { gap: string } | object, present: boolean, text: string, problem: string): Cell => {
      if (isGap(claim)) return { present: false, text: `gap: ${claim.gap}` };
      return present ? { present, text } : { present, text: '-', problem };
    };
    const cli = capability.cli;
    const tui = capability.tui;
    const web = capability.web;
    return {
      sdk,
      emulator: emulatorCell,
      cli: cell(
        cli,
        !isGap(cli) && commands.has(cli),
        `\`skiff ${String(cli)}\``,
        `the CLI has no command '${String(cli)}'`,
      ),
      tui: isGap(tui)
        ? { present: false, text: `gap: ${tui.gap}` }
        : cell(
            tui,
            tui.route in TUI_ROUTES && (!tui.key || keys.has(tui.key as never)),
            `${tui.route}${tui.key ? ` (${tui.key})` : ''}`,
            `the TUI has no ${tui.route in TUI_ROUTES ? `key command '${tui.key}'` : `route '${tui.route}'`}`,
          ),
      web: cell(web, !isGap(web) && webPages.has(String(web)), `\`${String(web)}\``, `the web app has no page ${web}`),
    };
  };
}

const escapeCell = (text: string) => text.replaceAll('|', '\\|');

/** The generated `docs/capabilities.md`. */
export function capabilityMatrix(): string {
  const of = evidence();
  const lines = [
    '# Capabilities by surface',
    '',
    '<!-- Generated by `npm run capabilities` from sdk/src/capabilities/ and the surfaces themselves. Do not edit. -->',
    '',
    'Each row is one capability of the product (the spec names it where the Spec column says). A cell names where a',
    "surface offers it, read from that surface: the SDK's client and operation table, the CLI's command tree, the",
    "TUI's routes and key table, the web app's routes, the emulator's router (matched against the contract's path).",
    'A gap carries its reason, written in the table (`sdk/src/capabilities/`); a gap without one fails',
    '`tests/cross-surface/capabilities.test.ts`.',
    '',
    '| Capability | Spec | Who | Confirmation | SDK | CLI | TUI | Web | Emulator |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  const gaps: Record<Surface, number> = { sdk: 0, cli: 0, tui: 0, web: 0, emulator: 0 };
  for (const capability of CAPABILITIES) {
    const cells = of(capability);
    for (const surface of SURFACES) if (!cells[surface].present) gaps[surface] += 1;
    const confirm = capability.confirm.kind === 'typed' ? `type ${capability.confirm.hint}` : capability.confirm.kind;
    const row = [
      `${capability.title} (\`${capability.id}\`)`,
      capability.spec,
      PERMISSION_LABELS[capability.who],
      confirm === 'yesNo' ? 'yes/no' : confirm,
      ...SURFACES.map((surface) => cells[surface].text),
    ];
    lines.push(`| ${row.map(escapeCell).join(' | ')} |`);
  }
  lines.push('', `${CAPABILITIES.length} capabilities. Gaps (each with its reason above):`, '');
  for (const surface of SURFACES) lines.push(`- ${surface}: ${gaps[surface]}`);
  return `${lines.join('\n')}\n`;
}
