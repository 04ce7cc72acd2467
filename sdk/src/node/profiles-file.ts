/**
 * The shape of the profiles file (`profiles.json`, see profile-store.ts) and its check. Checked by hand, not with
 * zod: every command reads this file at start-up, and the zod schemas of its record and literal (the only uses of
 * those two zod types on a command's start path) cost their set-up and about a third of a command's short-lived
 * allocations (a young-generation collection) on every `skiff` run. It keeps zod's meaning exactly (what
 * profiles-file.test.ts compares, case by case): the file and each profile's `tokens` keep only their own fields, a
 * profile keeps its unknown fields as they are (fields of a newer skiff), an optional field is absent or of its type
 * (`null` is not), and the output lists the known fields in the order below, then a profile's others.
 */

/** A profile's sign-in tokens. */
export interface StoredTokens {
  idToken: string;
  accessToken: string;
  refreshToken?: string;
  expiresAt: number;
}

/** One profile: where it points and, once signed in, its credentials. */
export interface StoredProfile {
  origin: string;
  loginEndpoint?: string;
  clientId?: string;
  /** The user pool id (SRP sign-in and refresh need it). */
  userPoolId?: string;
  /** The app client's secret, stored like a token (this file is 0600); never printed. */
  clientSecret?: string;
  email?: string;
  tokens?: StoredTokens;
  /** A command access token (long-lived), used as the bearer instead of the login tokens. */
  commandToken?: string;
  /** Fields this skiff does not know (written by a newer one): kept as they are. */
  [field: string]: unknown;
}

export interface ProfilesFile {
  version: 1;
  current?: string;
  profiles: Record<string, StoredProfile>;
}

/** A field's check: the value to keep, or INVALID. */
type Parse = (value: unknown) => unknown;
type Fields = Readonly<Record<string, readonly [parse: Parse, optional: boolean]>>;

const INVALID = Symbol('invalid');
const aString: Parse = (value) => (typeof value === 'string' ? value : INVALID);
// zod's z.number(), which the file was checked with: no NaN, no infinity (`1e999` in JSON).
const aNumber: Parse = (value) => (typeof value === 'number' && Number.isFinite(value) ? value : INVALID);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const TOKEN_FIELDS: Fields = {
  idToken: [aString, false],
  accessToken: [aString, false],
  refreshToken: [aString, true],
  expiresAt: [aNumber, false],
};

const PROFILE_FIELDS: Fields = {
  origin: [aString, false],
  loginEndpoint: [aString, true],
  clientId: [aString, true],
  userPoolId: [aString, true],
  clientSecret: [aString, true],
  email: [aString, true],
  tokens: [(value) => withFields(value, TOKEN_FIELDS, false), true],
  commandToken: [aString, true],
};

const FILE_FIELDS: Fields = {
  version: [(value) => (value === 1 ? value : INVALID), false],
  current: [aString, true],
  profiles: [profilesOf, false],
};

/**
 * `input`'s known `fields` (checked, in the order of `fields`), then, if `keepOthers`, its other own fields; INVALID
 * when `input` is no object or a field fails its check. A `__proto__` field is never copied (it would set the copy's
 * prototype).
 */
function withFields(input: unknown, fields: Fields, keepOthers: boolean): Record<string, unknown> | typeof INVALID {
  if (!isObject(input)) return INVALID;
  const output: Record<string, unknown> = {};
  for (const [name, [parse, optional]] of Object.entries(fields)) {
    if (!(name in input)) {
      if (optional) continue;
      return INVALID;
    }
    const value = parse(input[name]);
    if (value === INVALID) return INVALID;
    output[name] = value;
  }
  if (keepOthers) {
    for (const name of Object.keys(input)) {
      if (!Object.hasOwn(fields, name) && name !== '__proto__') output[name] = input[name];
    }
  }
  return output;
}

/** The profiles by name, each checked; INVALID if one fails. */
function profilesOf(input: unknown): Record<string, unknown> | typeof INVALID {
  if (!isObject(input) || Object.getPrototypeOf(input) !== Object.prototype) return INVALID;
  const output: Record<string, unknown> = {};
  for (const name of Object.keys(input)) {
    if (name === '__proto__') continue;
    const profile = withFields(input[name], PROFILE_FIELDS, true);
    if (profile === INVALID) return INVALID;
    output[name] = profile;
  }
  return output;
}

/** `json` (a parsed profiles file) as a ProfilesFile, or undefined when it is not one. */
export function asProfilesFile(json: unknown): ProfilesFile | undefined {
  const file = withFields(json, FILE_FIELDS, false);
  return file === INVALID ? undefined : (file as unknown as ProfilesFile);
}
