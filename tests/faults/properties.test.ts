/**
 * Scenario 6: property-based tests (fast-check, fixed seed) of the argument parsers and validation rules:
 * durations, `workspace/project/branch` REFs, sign-in and sign-up rules. Pass: every input either parses to the
 * right value or fails with the exact documented message and error class; nothing else is ever thrown.
 */
import {
  EMAIL_REQUIRED_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  INVALID_PASSWORD_MESSAGE,
  isValidPassword,
  PASSWORD_MISMATCH_MESSAGE,
  parseApplicationRef,
  REQUIRED_MESSAGE,
  RefSyntaxError,
  validateSignUp,
} from '@skiff/sdk';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { parseDuration } from '../../cli/src/cli/duration.js';
import { UsageError } from '../../cli/src/cli/errors.js';
import { recordRow } from './harness.js';

const SEED = 7_2026;
const RUNS = 2_000;
/** The longest wait Node timers honour (about 24.8 days); a longer one would fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;
let checked = 0;

function property<T>(name: string, arb: fc.Arbitrary<T>, check: (value: T) => void) {
  it(name, () => {
    const details = fc.check(
      fc.property(arb, (value) => {
        check(value);
      }),
      { seed: SEED, numRuns: RUNS },
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

it('checked inputs', () => {
  expect(checked).toBeGreaterThan(0);
});
