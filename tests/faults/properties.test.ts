/**
 * Scenario 6: property-based tests (fast-check, fixed seed) of the argument parsers and validation rules:
 * durations, `workspace/project/branch` REFs, sign-in and sign-up rules, KEY=VALUE words and lines, JSON and YAML
 * option files, backup timezones, and the name rules (secret managers, domains, hosted zones). Pass: every input
 * either parses to the right value or fails with the exact documented message and error class; nothing else is
 * ever thrown; a refused KEY=VALUE never reaches the server (the last property runs the CLI against the emulator).
 */

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseApplicationRef, RefSyntaxError } from '@skiff/sdk';
import {
  BACKUP_TIMEZONE_INVALID_MESSAGE,
  BACKUP_TIMEZONE_OFFSETS,
  BACKUP_TIMEZONE_REQUIRED_MESSAGE,
  customDomainError,
  DOMAIN_INVALID_MESSAGE,
  DOMAIN_REQUIRED_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  formatUtcOffset,
  HOSTED_ZONE_DOMAIN_INVALID,
  HOSTED_ZONE_DOMAIN_REQUIRED,
  hostedZoneDomainError,
  INVALID_EMAIL_MESSAGE,
  INVALID_PASSWORD_MESSAGE,
  isValidPassword,
  PASSWORD_MISMATCH_MESSAGE,
  parseUtcOffset,
  REQUIRED_MESSAGE,
  SECRET_KEY_INVALID_MESSAGE,
  SECRET_KEY_REQUIRED_MESSAGE,
  SECRET_NAME_INVALID_MESSAGE,
  SECRET_NAME_REQUIRED_MESSAGE,
  SECRET_VALUE_REQUIRED_MESSAGE,
  secretManagerNameError,
  validateSignUp,
} from '@skiff/sdk/domain';
import { runCli } from '@skiff/testkit';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import * as z from 'zod';
import { parseDuration } from '../../cli/src/cli/duration.js';
import { UsageError } from '../../cli/src/cli/errors.js';
import { readOptionsFile } from '../../cli/src/cli/input-file.js';
import { parseKeyValueLines, parseKeyValues } from '../../cli/src/cli/key-value.js';
import { OWNER, PASSWORD, recordRow, startFaultEmulator, tempConfigDir } from './harness.js';

const SEED = 7_2026;
const RUNS = 2_000;
/** The longest wait Node timers honour (about 24.8 days); a longer one would fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;
let checked = 0;

/** Checks `check` on `runs` inputs (sync or async) and records one table row; a failure names the counterexample. */
function property<T>(name: string, arb: fc.Arbitrary<T>, check: (value: T) => void | Promise<void>, runs = RUNS) {
  it(name, async () => {
    const details = await fc.check(
      fc.asyncProperty(arb, async (value) => {
        await check(value);
      }),
      { seed: SEED, numRuns: runs },
    );
    checked += details.numRuns;
    recordRow({
      scenario: `6 property: ${name}`,
      faults: `${details.numRuns} inputs, seed ${SEED}`,
      outcome: details.failed ? `FAIL: ${fc.stringify(details.counterexample)}` : 'pass',
      lost: '-',
      duplicated: '-',
    });
    if (details.failed) {
      throw new Error(
        `${name} fails for ${fc.stringify(details.counterexample)} (seed ${SEED}): ${details.errorInstance}`,
      );
    }
  });
}

const durationText = fc.oneof(
  fc.string(),
  fc.stringMatching(/^\s*\d{0,25}(\.\d{0,3})?[hms]?\s*$/),
  fc.stringMatching(/^(\d{1,12}h)?(\d{1,12}m)?(\d{1,12}s)?$/),
);

property('durations parse or fail with the usage message', durationText, (text) => {
  let ms: number;
  try {
    ms = parseDuration(text);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    expect([
      `--timeout '${text}' is not a duration: use 90s, 5m, 1h, 1h30m or plain seconds such as 120.`,
      `--timeout '${text}' is too long: use at most 596h (about 24 days).`,
    ]).toContain((error as Error).message);
    return;
  }
  expect(ms).toBeGreaterThan(0);
  expect(ms).toBeLessThanOrEqual(MAX_TIMER_MS);
});

property(
  'h/m/s durations are exact',
  fc.record({ h: fc.nat(500), m: fc.nat(59), s: fc.nat(59) }).filter(({ h, m, s }) => h + m + s > 0),
  ({ h, m, s }) => {
    const text = `${h ? `${h}h` : ''}${m ? `${m}m` : ''}${s ? `${s}s` : ''}`;
    expect(parseDuration(text)).toBe(((h * 60 + m) * 60 + s) * 1000);
    expect(parseDuration(` ${text.toUpperCase()} `)).toBe(((h * 60 + m) * 60 + s) * 1000);
  },
);

const part = fc.string({ minLength: 1 }).filter((s) => !s.includes('/'));
property(
  'REFs split into workspace/project/branch or fail with RefSyntaxError',
  fc.oneof(
    fc.string(),
    fc.tuple(part, part, fc.string()).map((t) => t.join('/')),
  ),
  (ref) => {
    let parsed: ReturnType<typeof parseApplicationRef>;
    try {
      parsed = parseApplicationRef(ref);
    } catch (error) {
      expect(error).toBeInstanceOf(RefSyntaxError);
      expect((error as Error).message).toBe(
        `'${ref}' is not a valid REF: expected workspace/project/branch (names or ids).`,
      );
      return;
    }
    expect(`${parsed.workspace}/${parsed.project}/${parsed.branch}`).toBe(ref);
    expect(parsed.workspace).not.toContain('/');
    expect(parsed.project).not.toContain('/');
    expect(parsed.workspace && parsed.project && parsed.branch).toBeTruthy();
  },
);

const SPECIALS = '!@#$%^&*';
function referencePassword(p: string): boolean {
  const chars = [...p];
  return (
    p.length >= 8 &&
    p.length <= 16 &&
    chars.some((c) => c >= 'a' && c <= 'z') &&
    chars.some((c) => c >= 'A' && c <= 'Z') &&
    chars.some((c) => c >= '0' && c <= '9') &&
    chars.some((c) => SPECIALS.includes(c))
  );
}
const passwordish = fc.oneof(fc.string({ maxLength: 20 }), fc.stringMatching(/^[a-zA-Z0-9!@#$%^&*?_ ]{6,18}$/));

property(
  'the sign-up rules give exactly the spec messages',
  fc.tuple(fc.oneof(fc.string(), fc.emailAddress()), passwordish, passwordish),
  ([email, password, confirm]) => {
    const errors = validateSignUp(email, password, confirm);
    expect(isValidPassword(password)).toBe(referencePassword(password));
    expect([undefined, EMAIL_REQUIRED_MESSAGE, INVALID_EMAIL_MESSAGE]).toContain(errors.email);
    if (!email.trim()) expect(errors.email).toBe(EMAIL_REQUIRED_MESSAGE);
    expect(errors.password).toBe(
      !password ? REQUIRED_MESSAGE : referencePassword(password) ? undefined : INVALID_PASSWORD_MESSAGE,
    );
    expect(errors.confirm).toBe(confirm === password ? undefined : PASSWORD_MISMATCH_MESSAGE);
  },
);

const KEY_RULE = /^[A-Za-z0-9_]+$/;
/** The reference for one KEY=VALUE word: the message it must fail with, or undefined when it is fine. */
function keyValueProblem(word: string): string | undefined {
  const at = word.indexOf('=');
  if (at < 0) return `KEY=VALUE '${word}' has no '=': write the name, then =, then the value.`;
  const key = word.slice(0, at);
  const problem = !key.trim()
    ? SECRET_KEY_REQUIRED_MESSAGE
    : !KEY_RULE.test(key)
      ? SECRET_KEY_INVALID_MESSAGE
      : word.length === at + 1
        ? SECRET_VALUE_REQUIRED_MESSAGE
        : undefined;
  return problem && `KEY=VALUE '${key}': ${problem}`;
}
const keyish = fc.oneof(fc.string({ maxLength: 10 }), fc.stringMatching(/^[A-Za-z0-9_]{1,10}$/));
const keyValueWord = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.tuple(keyish, fc.string({ maxLength: 20 })).map(([k, v]) => `${k}=${v}`),
);

property(
  'KEY=VALUE words parse, or fail with the spec message naming the key only',
  fc.array(keyValueWord, { maxLength: 4 }),
  (words) => {
    const expected = words.map(keyValueProblem).find(Boolean);
    let values: Record<string, string>;
    try {
      values = parseKeyValues(words);
    } catch (error) {
      expect(error).toBeInstanceOf(UsageError);
      expect((error as Error).message).toBe(expected);
      return;
    }
    expect(expected).toBeUndefined();
    const split = words.map((w) => [w.slice(0, w.indexOf('=')), w.slice(w.indexOf('=') + 1)]);
    expect(values).toEqual(Object.fromEntries(split));
  },
);

const goodPair = fc.tuple(fc.stringMatching(/^[A-Za-z0-9_]{1,8}$/), fc.stringMatching(/^[^\r\n]{1,12}$/));
property(
  'KEY=VALUE lines skip blanks, comments and export, and keep every pair',
  fc.array(fc.oneof(goodPair, fc.constantFrom('', '# note', '   ')), { maxLength: 8 }),
  (lines) => {
    const text = lines.map((l) => (typeof l === 'string' ? l : `export ${l[0]}=${l[1]}`)).join('\n');
    const pairs = lines.filter((l): l is [string, string] => typeof l !== 'string');
    let values: Record<string, string>;
    try {
      values = parseKeyValueLines(text, 'stdin');
    } catch (error) {
      // Only a value that trims to nothing (spaces) may be refused, with the spec's value message.
      expect(error).toBeInstanceOf(UsageError);
      expect((error as Error).message).toMatch(/: Please input value or delete this field\.$/);
      return;
    }
    const trimmed = pairs.map(([k, v]) => `export ${k}=${v}`.trim().replace(/^export\s+/, ''));
    expect(values).toEqual(
      Object.fromEntries(trimmed.map((w) => [w.slice(0, w.indexOf('=')), w.slice(w.indexOf('=') + 1)])),
    );
  },
);

const filesDir = mkdtempSync(join(tmpdir(), 'skiff-props-'));
const optionsSchema = z.strictObject({ replicas: z.number().int().min(1).max(10), name: z.string().optional() });
const fileText = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.json(),
  fc.record({ replicas: fc.oneof(fc.integer(), fc.string()), name: fc.string() }).map((o) => JSON.stringify(o)),
  fc.record({ replicas: fc.integer({ min: -2, max: 12 }) }).map((o) => `replicas: ${o.replicas}\n`),
);
let fileCount = 0;
property(
  'JSON and YAML option files give the options or one UsageError naming the file',
  fc.tuple(fileText, fc.constantFrom('json', 'yaml')),
  async ([text, ext]) => {
    const file = join(filesDir, `options-${fileCount++}.${ext}`);
    writeFileSync(file, text);
    let options: z.infer<typeof optionsSchema>;
    try {
      options = await readOptionsFile(file, optionsSchema);
    } catch (error) {
      expect(error).toBeInstanceOf(UsageError);
      expect((error as Error).message.startsWith(file)).toBe(true);
      return;
    }
    expect(optionsSchema.safeParse(options).success).toBe(true);
  },
  300,
);

property(
  'backup timezones parse to an offered offset or give the required or invalid message',
  fc.oneof(
    fc.string({ maxLength: 10 }),
    fc
      .tuple(
        fc.constantFrom('', 'UTC', 'utc', 'GMT'),
        fc.constantFrom('+', '-', ''),
        fc.nat(20),
        fc.constantFrom('', ':30', ':45', ':15', '.5', '.75'),
      )
      .map((p) => p.join('')),
  ),
  (text) => {
    const parsed = parseUtcOffset(text);
    if ('hours' in parsed) {
      expect(BACKUP_TIMEZONE_OFFSETS).toContain(parsed.hours);
      expect(parseUtcOffset(formatUtcOffset(parsed.hours))).toEqual(parsed);
    } else {
      expect(parsed.error).toBe(text.trim() ? BACKUP_TIMEZONE_INVALID_MESSAGE : BACKUP_TIMEZONE_REQUIRED_MESSAGE);
    }
  },
);

const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,8}[a-z0-9])?$/);
property(
  'names: secret managers, custom domains and hosted zones give exactly the spec messages',
  fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.tuple(label, label, fc.constantFrom('com', 'dev', 'io')).map((p) => p.join('.')),
  ),
  (text) => {
    const secretName = secretManagerNameError(text);
    expect(secretName).toBe(
      !text.trim()
        ? SECRET_NAME_REQUIRED_MESSAGE
        : /^[A-Za-z0-9-]+$/.test(text)
          ? undefined
          : SECRET_NAME_INVALID_MESSAGE,
    );
    for (const [check, required, invalid] of [
      [customDomainError, DOMAIN_REQUIRED_MESSAGE, DOMAIN_INVALID_MESSAGE],
      [hostedZoneDomainError, HOSTED_ZONE_DOMAIN_REQUIRED, HOSTED_ZONE_DOMAIN_INVALID],
    ] as const) {
      const message = check(text);
      expect([undefined, required, invalid]).toContain(message);
      if (!text.trim()) expect(message).toBe(required);
      if (/^[a-z0-9-]+\.[a-z0-9-]+\.(com|dev|io)$/.test(text) && !/(^|\.)-|-(\.|$)/.test(text))
        expect(message).toBeUndefined();
    }
  },
);

it('refused KEY=VALUE words and secret files store nothing (the CLI against a real emulator)', async () => {
  const emu = await startFaultEmulator({ taskSpeed: 50 });
  const config = tempConfigDir();
  const env = { SKIFF_CONFIG_DIR: config.dir };
  try {
    const login = ['auth', 'login', '--origin', emu.origin, '--email', OWNER, '--password-stdin'];
    expect((await runCli(login, { env, input: PASSWORD })).code).toBe(0);
    const bad = fc.sample(
      keyValueWord.filter((w) => keyValueProblem(w) !== undefined),
      { seed: SEED, numRuns: 10 },
    );
    const files = fc.sample(
      fc.oneof(
        fc.string({ maxLength: 30 }),
        fc.json().filter((j) => !j.startsWith('{')),
      ),
      { seed: SEED, numRuns: 4 },
    );
    const project = 'Acme Production/storefront';
    const results = await Promise.all([
      ...bad.map((word) => runCli(['secrets', 'set', project, 'fuzz', word], { env })),
      ...files.map((text, i) => {
        const file = join(filesDir, `import-${i}.json`);
        writeFileSync(file, text);
        return runCli(['secrets', 'import', project, 'fuzz', file], { env });
      }),
    ]);
    const unexpected = results.filter(
      (r) => r.code !== 2 || !r.stderr.startsWith('Error: ') || r.stderr.includes('    at '),
    );
    const stored = JSON.parse((await runCli(['secrets', 'list', project, '--json'], { env })).stdout).items;
    recordRow({
      scenario: '6 property: refused secrets store nothing (CLI + emulator)',
      faults: `${results.length} refused inputs, seed ${SEED}`,
      outcome: unexpected.length === 0 && stored.length === 0 ? 'pass' : `FAIL: ${unexpected.length} unexpected`,
      lost: '-',
      duplicated: '-',
    });
    expect(unexpected.map((r) => r.stderr)).toEqual([]);
    expect(stored).toEqual([]);
  } finally {
    await emu.close();
    config.remove();
  }
}, 120_000);

it('checked inputs', () => {
  expect(checked).toBeGreaterThan(0);
});
