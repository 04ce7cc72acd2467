import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { asProfilesFile } from './profiles-file.js';

/** The zod schema the profiles file was checked with before the hand check: the reference it must agree with. */
const zodProfilesFile = z.object({
  version: z.literal(1),
  current: z.string().optional(),
  profiles: z.record(
    z.string(),
    z.looseObject({
      origin: z.string(),
      loginEndpoint: z.string().optional(),
      clientId: z.string().optional(),
      userPoolId: z.string().optional(),
      clientSecret: z.string().optional(),
      email: z.string().optional(),
      tokens: z
        .object({
          idToken: z.string(),
          accessToken: z.string(),
          refreshToken: z.string().optional(),
          expiresAt: z.number(),
        })
        .optional(),
      commandToken: z.string().optional(),
    }),
  ),
});

/** What zod made of the file's text: the file as a JSON text (so key order counts), or undefined when rejected. */
function byZod(text: string): string | undefined {
  const parsed = zodProfilesFile.safeParse(JSON.parse(text));
  return parsed.success ? JSON.stringify(parsed.data) : undefined;
}

function byHand(text: string): string | undefined {
  const file = asProfilesFile(JSON.parse(text));
  return file === undefined ? undefined : JSON.stringify(file);
}

const tokens = '{"idToken":"i","accessToken":"a","refreshToken":"r","expiresAt":1}';

const FILES = [
  `{"version":1,"profiles":{}}`,
  `{"version":1,"current":"local","profiles":{"local":{"origin":"http://127.0.0.1:4600","tokens":${tokens}}}}`,
  // Unknown fields: dropped from the file and from tokens, kept in a profile; known fields come out in their order.
  `{"profiles":{"a":{"zeta":1,"tokens":${tokens},"origin":"o","extra":{"x":[1]}}},"other":true,"version":1}`,
  `{"version":1,"profiles":{"a":{"origin":"o","tokens":{"expiresAt":2,"accessToken":"a","idToken":"i","more":1}}}}`,
  `{"version":1,"profiles":{"1":{"origin":"a"},"b":{"origin":"b"},"0":{"origin":"c"}}}`,
  `{"version":1,"profiles":{"__proto__":{"origin":"p"},"a":{"origin":"a","__proto__":{"x":1}}}}`,
  // Rejected.
  `{"version":2,"profiles":{}}`,
  `{"version":"1","profiles":{}}`,
  `{"profiles":{}}`,
  `{"version":1}`,
  `{"version":1,"profiles":[]}`,
  `{"version":1,"profiles":null}`,
  `{"version":1,"current":null,"profiles":{}}`,
  `{"version":1,"current":3,"profiles":{}}`,
  `{"version":1,"profiles":{"a":{}}}`,
  `{"version":1,"profiles":{"a":{"origin":null}}}`,
  `{"version":1,"profiles":{"a":[]}}`,
  `{"version":1,"profiles":{"a":"http://a"}}`,
  `{"version":1,"profiles":{"a":{"origin":"o","email":null}}}`,
  `{"version":1,"profiles":{"a":{"origin":"o","tokens":null}}}`,
  `{"version":1,"profiles":{"a":{"origin":"o","tokens":{"idToken":"i","accessToken":"a"}}}}`,
  `{"version":1,"profiles":{"a":{"origin":"o","tokens":{"idToken":"i","accessToken":"a","expiresAt":"1"}}}}`,
  `{"version":1,"profiles":{"a":{"origin":"o","tokens":{"idToken":"i","accessToken":"a","expiresAt":1e999}}}}`,
  `{"version":1,"profiles":{"a":{"origin":"o"},"b":{"origin":1}}}`,
  `[]`,
  `null`,
  `"profiles"`,
  `1`,
];

/**
 * Profiles whose fields are each absent, of their type or of another (fields and values picked by a fixed
 * pseudo-random walk), so that both outcomes come up often.
 */
function generatedFiles(count: number): string[] {
  const others = ['null', '7', '{}', '[]', '"s"', '{"idToken":"i","accessToken":"a","expiresAt":"x"}', '1e999'];
  const fields = ['origin', 'loginEndpoint', 'clientId', 'userPoolId', 'clientSecret', 'email', 'tokens'];
  fields.push('commandToken', 'newerField');
  let seed = 7;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed >> 8;
  };
  const valid = (field: string) => (field === 'tokens' ? tokens : '"s"');
  return Array.from({ length: count }, () => {
    const profile = fields.flatMap((field) => {
      const pick = next() % 20;
      if (pick < 6) return [];
      return [`"${field}":${pick < 19 ? valid(field) : others[next() % others.length]}`];
    });
    return `{"version":1,"profiles":{"p":{${profile.join(',')}}}}`;
  });
}

describe('asProfilesFile (the profiles file check)', () => {
  it.each(FILES)('Given the file %s, Then it accepts and keeps what zod did, in the same order', (text) => {
    expect(byHand(text)).toBe(byZod(text));
  });

  it('Given a __proto__ field in a profile, Then it is not copied (the profile keeps a plain prototype)', () => {
    const file = asProfilesFile(JSON.parse(`{"version":1,"profiles":{"a":{"origin":"o","__proto__":{"x":1}}}}`));
    expect(Object.getPrototypeOf(file?.profiles.a)).toBe(Object.prototype);
    expect(file?.profiles.a).toEqual({ origin: 'o' });
  });

  it('Given 400 generated profiles, Then each is accepted or refused as zod did, with the same fields', () => {
    const files = generatedFiles(400);
    const accepted = files.filter((text) => byZod(text) !== undefined).length;
    // Both outcomes are exercised.
    expect(accepted).toBeGreaterThan(10);
    expect(accepted).toBeLessThan(390);
    for (const text of files) expect([text, byHand(text)]).toEqual([text, byZod(text)]);
  });
});
