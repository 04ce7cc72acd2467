import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { asIsCheckOf } from '../transport/as-is-check.js';
import { actionResultSchema } from './application.js';
import { opt } from './common.js';
import { builtOnFirstUse, lazy } from './lazy-schema.js';
import { workspaceSchema } from './workspace.js';

describe('schemas built on first use', () => {
  it('Given a schema built on first use, When nothing reads it, Then nothing is built; the first read builds it once', () => {
    let builds = 0;
    const schema = builtOnFirstUse(() => {
      builds++;
      return z.looseObject({ name: z.string() });
    });
    expect(builds).toBe(0);
    expect(schema.parse({ name: 'a', extra: 1 })).toEqual({ name: 'a', extra: 1 });
    expect(schema.safeParse({ name: 2 }).success).toBe(false);
    expect(builds).toBe(1);
  });

  it('Given the SDK lazy(), When inspected, Then it is the ZodLazy z.lazy() makes, with the same parse results', () => {
    const made = () => z.looseObject({ id: z.string(), size: opt(z.number()) });
    const ours = lazy(made);
    const zods = z.lazy(made);
    expect(ours._zod.def.type).toBe('lazy');
    expect(ours).toBeInstanceOf(z.ZodLazy);
    expect(ours instanceof z.ZodType).toBe(true);
    expect(Object.getPrototypeOf(ours)).toBe(Object.getPrototypeOf(zods));
    expect('_zod' in ours).toBe(true);
    for (const value of [{ id: 'x', size: null, other: true }, { id: 1 }, null, 'text']) {
      expect(ours.safeParse(value)).toEqual(zods.safeParse(value));
    }
  });

  it('Given a schema built on first use inside another schema, When parsed, Then the outer schema parses through it', () => {
    const outer = z.looseObject({ workspace: opt(workspaceSchema), list: z.array(workspaceSchema) });
    const workspace = { _id: 'w1', name: 'Acme', tags: ['a'], unknownField: 1 };
    expect(outer.parse({ workspace, list: [workspace] })).toEqual({ workspace, list: [workspace] });
    expect(outer.safeParse({ list: [{ _id: 'w2' }] }).success).toBe(false);
    // The SDK's own check of answers (no zod copy) still sees through it.
    expect(asIsCheckOf(outer)?.({ workspace, list: [workspace] })).toBe(true);
  });

  it('Given an eager schema with a transform (actionResultSchema), When parsed, Then it transforms as before', () => {
    expect(actionResultSchema._zod.def.type).toBe('pipe');
    expect(actionResultSchema.parse({ activity: { _id: 'a1' } })).toEqual({ activityId: 'a1', application: undefined });
  });

  it('Given a schema built on first use, When its keys are listed or a property set, Then the built schema answers', () => {
    const schema = builtOnFirstUse(() => z.object({ a: z.string() }));
    const built = Object.keys(z.object({ a: z.string() })).sort();
    expect(Object.keys(schema).sort()).toEqual(built);
    (schema as unknown as { marker: number }).marker = 7;
    expect((schema as unknown as { marker: number }).marker).toBe(7);
    expect(schema.shape.a).toBeInstanceOf(z.ZodString);
  });
});
