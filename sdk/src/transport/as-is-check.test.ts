import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { applicationSchema } from '../schemas/application.js';
import { opt } from '../schemas/common.js';
import { asIsCheckOf } from './as-is-check.js';
import { SchemaMismatchError } from './errors.js';
import { parseWith } from './transport.js';

/** An application as the emulator answers it, with a field the schema does not declare. */
const application = () => ({
  _id: '62f3450eed38336a7e7df308',
  name: 'main',
  status: 'DEPLOY_APPLICATION_SUCCESS',
  replicas: 1,
  hostname: null,
  enableAutoPause: false,
  lastActivity: { _id: 'a1', action: 'DEPLOY_APPLICATION', status: 'SUCCESS', updatedAt: '2025-01-01T00:17:50.000Z' },
  workspace: '35e0e02ddf88b143d8726b49',
  project: { _id: 'f9e572780f26fbb9f7401fe4', name: 'web' },
  environment: { _id: 'e1', clusterName: 'acme-prod-eks' },
  capacity: 'small_1',
  deployedBy: { rawInfo: { email: 'owner@demo.skiff.dev' } },
  podDetails: [{ name: 'pod-1' }],
  createdAt: '2025-01-01T00:00:10.000Z',
});

/** What zod alone makes of a value: its answer, or the message parseWith turns its issues into. */
function byZod(schema: z.ZodType, value: unknown): unknown {
  const result = schema.safeParse(value);
  return result.success ? result.data : 'rejected';
}

const check = (schema: z.ZodType, value: unknown) => asIsCheckOf(schema)?.(value);

describe('asIsCheckOf (zod answers checked without zod copying them)', () => {
  it('Given a well-formed application, When parsed, Then the very object comes back, equal to what zod gives', () => {
    const app = application();
    expect(check(applicationSchema, app)).toBe(true);
    expect(parseWith(applicationSchema, app, 'GET /applications')).toBe(app);
    expect(parseWith(applicationSchema, app, 'GET /applications')).toEqual(byZod(applicationSchema, application()));
  });

  it.each([
    ['a missing _id', { _id: undefined }],
    ['an empty _id', { _id: '' }],
    ['a replicas string', { replicas: '1' }],
    ['an infinite number', { replicas: Number.POSITIVE_INFINITY }],
    ['a lastActivity status number', { lastActivity: { status: 5 } }],
    ['a project neither id nor object with _id', { project: { name: 'web' } }],
    ['podDetails holding a string', { podDetails: ['pod-1'] }],
    ['a boolean as a string', { enableAutoPause: 'false' }],
  ])('Given %s, Then the check says no and the error is the one zod names', (_, patch) => {
    const bad = { ...application(), ...patch };
    expect(check(applicationSchema, bad)).toBe(false);
    expect(byZod(applicationSchema, bad)).toBe('rejected');
    expect(() => parseWith(applicationSchema, bad, 'GET /applications')).toThrow(SchemaMismatchError);
    expect(() => parseWith(applicationSchema, bad, 'GET /applications')).toThrow(/Unexpected answer from GET/);
  });

  it('Given an own __proto__ key (which zod drops from its copy), Then zod parses it', () => {
    const app = JSON.parse(`{"_id":"a","__proto__":{"polluted":true}}`);
    expect(check(applicationSchema, app)).toBe(false);
    expect(parseWith(applicationSchema, app, 'GET /applications')).not.toBe(app);
  });

  it('Given schemas that change or drop values (transform, default, stripping object), Then zod parses them', () => {
    const transformed = z.looseObject({ n: z.string().transform((s) => s.length) });
    const defaulted = z.looseObject({ n: z.number().default(1) });
    const stripping = z.object({ n: z.number() });
    for (const schema of [transformed, defaulted, stripping]) expect(asIsCheckOf(schema)).toBeUndefined();
    expect(parseWith(transformed, { n: 'abc' }, 'x')).toEqual({ n: 3 });
    expect(parseWith(defaulted, {}, 'x')).toEqual({ n: 1 });
    expect(parseWith(stripping, { n: 1, extra: true }, 'x')).toEqual({ n: 1 });
  });

  it('Given literals, string enums, arrays, unions and a recursive schema, Then it agrees with zod', () => {
    type Node = { name: string; children?: Node[] | null };
    const node: z.ZodType<Node> = z.lazy(() =>
      z.looseObject({ name: z.string(), children: opt(z.array(node)), kind: opt(z.enum(['dir', 'file'])) }),
    );
    const cases: unknown[] = [
      { name: 'a', children: [{ name: 'b', children: null }] },
      { name: 'a', children: [{ name: 1 }] },
      { name: 'a', kind: 'file' },
      { name: 'a', kind: 'link' },
      [],
      null,
    ];
    for (const value of cases) expect(check(node, value)).toBe(byZod(node, value) !== 'rejected');
    const flag = z.union([z.literal('on'), z.literal(1)]);
    for (const value of ['on', 1, 'off', true]) expect(check(flag, value)).toBe(byZod(flag, value) !== 'rejected');
  });

  it('Given a union whose later option transforms (a log line: an object or a bare string), Then only values of the options before it pass as they are', () => {
    const line = z.union([z.looseObject({ message: z.string() }), z.string().transform((message) => ({ message }))]);
    const lines = z.array(line);
    const asSent = [{ message: 'one' }, { message: 'two', level: 'info' }];
    expect(check(lines, asSent)).toBe(true);
    expect(parseWith(lines, asSent, 'x')).toBe(asSent);
    expect(check(lines, [{ message: 'one' }, 'two'])).toBe(false);
    expect(parseWith(lines, [{ message: 'one' }, 'two'], 'x')).toEqual([{ message: 'one' }, { message: 'two' }]);
    expect(() => parseWith(lines, [{ message: 1 }], 'x')).toThrow(SchemaMismatchError);
    const transformFirst = z.union([z.string().transform((s) => s.length), z.string()]);
    expect(asIsCheckOf(transformFirst)).toBeUndefined();
    expect(parseWith(transformFirst, 'abc', 'x')).toBe(3);
  });
});
