/**
 * Build shim for the SDK's `import { Agent, request } from 'undici'` (see tsup.config.ts): undici is loaded on first
 * use only, because loading it costs more than the whole start-up budget of a CLI command.
 */
import { createRequire } from 'node:module';

type Undici = typeof import('undici');
const requireFromHere = createRequire(import.meta.url);
const load = (): Undici => requireFromHere('undici') as Undici;

export class Agent {
  constructor(options?: ConstructorParameters<Undici['Agent']>[0]) {
    // biome-ignore lint/correctness/noConstructorReturn: the shim hands out the real Agent.
    return new (load().Agent)(options) as unknown as Agent;
  }
}

export const request: Undici['request'] = ((...args: Parameters<Undici['request']>) =>
  load().request(...args)) as Undici['request'];
