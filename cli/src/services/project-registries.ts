import type { Project } from '@skiff/sdk';
import type { Context } from '../cli/context.js';
import { EXIT } from '../cli/exit-codes.js';
import { printTable } from '../cli/print-table.js';
import { cliSession } from '../cli/session.js';
import { resolveProjectRef } from './collaboration-scope.js';
import { type RegistryOptions, setRegistry } from './project-settings.js';

/** One image registry of a project as `projects registries` shows it; the token is never read back. */
export interface ProjectRegistry {
  registry: 'ci-cd' | 'base';
  provider?: string | null;
  server?: string | null;
  username?: string | null;
  tags?: string[] | null;
}

/**
 * The registries a project has set (spec 002 section 2.4: Base Registry Configuration, CI/CD Registry
 * Configuration), base first as on the settings screen; one whose server is empty is not set.
 */
export function projectRegistries(project: Project): ProjectRegistry[] {
  const base: ProjectRegistry = {
    registry: 'base',
    provider: project.baseRegistryProvider,
    server: project.baseRegistryServer,
    username: project.baseRegistryUsername,
    tags: project.baseRegistryTags ?? [],
  };
  const ciCd: ProjectRegistry = {
    registry: 'ci-cd',
    provider: project.registryProvider,
    server: project.registryServer,
    username: project.registryUsername,
  };
  return [base, ciCd].filter((registry) => registry.server);
}

const SETTING_OPTIONS = ['provider', 'server', 'username', 'tokenStdin', 'tag'] as const;

/**
 * `skiff projects registries WS/PROJECT`: lists the project's registries (with --base, the base one only); with
 * any of --provider, --server, --username, --token-stdin or --tag, sets one instead.
 */
export async function projectRegistriesCommand(ctx: Context, ref: string, options: RegistryOptions): Promise<number> {
  if (SETTING_OPTIONS.some((name) => options[name] !== undefined)) return setRegistry(ctx, ref, options);
  const { client } = cliSession(ctx);
  const { workspace, project } = await resolveProjectRef(client, ref);
  const full = await client.projects.get(workspace._id, project._id, { signal: ctx.signal });
  const items = projectRegistries(full).filter((registry) => !options.base || registry.registry === 'base');
  if (ctx.json) {
    ctx.out.json({ items, total: items.length });
    return EXIT.ok;
  }
  printTable(
    ctx,
    [{ header: 'REGISTRY' }, { header: 'PROVIDER' }, { header: 'SERVER' }, { header: 'USERNAME' }, { header: 'TAGS' }],
    items.map((item) => [
      item.registry === 'base' ? 'Base' : 'CI/CD',
      item.provider ?? '',
      item.server ?? '',
      item.username ?? '',
      (item.tags ?? []).join(', '),
    ]),
    `No ${options.base ? 'base registry' : 'registries'} set in ${project.name}. Set one with: skiff projects registries '${ref}' --provider Github --server ghcr.io --username USER --token-stdin`,
  );
  return EXIT.ok;
}
