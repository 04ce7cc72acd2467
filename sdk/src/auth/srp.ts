/**
 * SRP-6a as Amazon Cognito user pools run it (`USER_SRP_AUTH`, then the `PASSWORD_VERIFIER` challenge), written from
 * the published protocol (RFC 5054 / RFC 2945, the 3072-bit group of RFC 3526) with WebCrypto and BigInt only, so
 * the same code runs in Node and in the browser. The emulator uses the server half (verifier, B, S) from here too.
 *
 * Cognito's choices on top of plain SRP-6a: SHA-256 everywhere; numbers hashed as their "padded hex" (even length,
 * a leading 00 when the first nibble is 8..f); k = H(N | g); x = H(salt | H(poolName | userId | ":" | password));
 * the session key is HKDF-SHA256(ikm = S, salt = u, info = "Caldera Derived Key"), 16 bytes; the client proves it
 * with HMAC(key, poolName | userId | SECRET_BLOCK | TIMESTAMP), TIMESTAMP written "ddd MMM D HH:mm:ss UTC YYYY".
 */

/** The 3072-bit MODP group of RFC 3526 (section 4); g = 2. */
const N_HEX =
  'FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD' +
  'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED' +
  'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
  '83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B' +
  'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510' +
  '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
  'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200C' +
  'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF';
export const SRP_N = BigInt(`0x${N_HEX}`);
export const SRP_G = 2n;

const encoder = new TextEncoder();
const subtle = () => globalThis.crypto.subtle;

/** The hex Cognito hashes a number as: even length, and `00` first when the top bit would read as a sign. */
export function padHex(value: bigint): string {
  const hex = value.toString(16);
  if (hex.length % 2 === 1) return `0${hex}`;
  return '89abcdef'.includes(hex[0]!) ? `00${hex}` : hex;
}

export function hexToBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function bytesToHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Strict base64 (standard alphabet, canonical padding), or undefined. */
export function base64ToBytes(text: string): Uint8Array | undefined {
  if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(text)) return undefined;
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

async function sha256(bytes: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await subtle().digest('SHA-256', concat(bytes)));
}

export async function hmacSha256(key: Uint8Array, message: Uint8Array): Promise<Uint8Array> {
  const imported = await subtle().importKey('raw', concat(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await subtle().sign('HMAC', imported, concat(message)));
}

/** H of numbers: SHA-256 over their padded hex, as a number. */
async function hashNumbers(...values: bigint[]): Promise<bigint> {
  const digest = await sha256(hexToBytes(values.map(padHex).join('')));
  return BigInt(`0x${bytesToHex(digest)}`);
}

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = ((base % modulus) + modulus) % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

export function randomBigInt(byteCount: number): bigint {
  const bytes = new Uint8Array(byteCount);
  globalThis.crypto.getRandomValues(bytes);
  return BigInt(`0x${bytesToHex(bytes)}`);
}

let multiplier: Promise<bigint> | undefined;
/** k = H(N | g). */
export function srpMultiplier(): Promise<bigint> {
  multiplier ??= hashNumbers(SRP_N, SRP_G);
  return multiplier;
}

/** The part of a user pool id after the region (`us-east-1_AbC123` -> `AbC123`), which SRP hashes. */
export function poolNameOf(userPoolId: string): string {
  return userPoolId.split('_')[1] ?? '';
}

/** x = H(salt | SHA-256(poolName | userId | ":" | password)). */
export async function srpPrivateKey(poolName: string, userId: string, password: string, salt: bigint) {
  const inner = bytesToHex(await sha256(encoder.encode(`${poolName}${userId}:${password}`)));
  const digest = await sha256(hexToBytes(padHex(salt) + inner));
  return BigInt(`0x${bytesToHex(digest)}`);
}

/** HKDF-SHA256 with Cognito's info string, the first 16 bytes: the key both sides prove knowledge of. */
async function sessionKey(secret: bigint, scrambler: bigint): Promise<Uint8Array> {
  const prk = await hmacSha256(hexToBytes(padHex(scrambler)), hexToBytes(padHex(secret)));
  const info = concat(encoder.encode('Caldera Derived Key'), Uint8Array.of(1));
  return (await hmacSha256(prk, info)).slice(0, 16);
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The TIMESTAMP of a PASSWORD_VERIFIER answer: "ddd MMM D HH:mm:ss UTC YYYY" (day of month not padded). */
export function srpTimestamp(date = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `${DAYS[date.getUTCDay()]} ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()} ` +
    `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())} UTC ${date.getUTCFullYear()}`
  );
}

const TIMESTAMP_PATTERN = new RegExp(
  `^(${DAYS.join('|')}) (${MONTHS.join('|')}) ([1-9]|[12]\\d|3[01]) ([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d UTC \\d{4}$`,
);

/** The time a TIMESTAMP names, or undefined when it is not in Cognito's format. */
export function parseSrpTimestamp(text: string): Date | undefined {
  if (!TIMESTAMP_PATTERN.test(text)) return undefined;
  const [weekDay, month, day, time, , year] = text.split(' ') as [string, string, string, string, string, string];
  const [hh, mm, ss] = time.split(':').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(Number(year), MONTHS.indexOf(month), Number(day), hh, mm, ss));
  return DAYS[date.getUTCDay()] === weekDay && date.getUTCDate() === Number(day) ? date : undefined;
}

/** The signature over poolName | userId | secret block | timestamp with the session key, base64. */
export async function passwordClaimSignature(args: {
  key: Uint8Array;
  poolName: string;
  userId: string;
  secretBlock: Uint8Array;
  timestamp: string;
}): Promise<string> {
  const message = concat(
    encoder.encode(args.poolName),
    encoder.encode(args.userId),
    args.secretBlock,
    encoder.encode(args.timestamp),
  );
  return bytesToBase64(await hmacSha256(args.key, message));
}

/** The client's half: a random `a` and `SRP_A` = g^a mod N (never 0 mod N). */
export function startSrpClient(): { a: bigint; srpA: string } {
  for (;;) {
    const a = randomBigInt(128);
    const A = modPow(SRP_G, a, SRP_N);
    if (A % SRP_N !== 0n) return { a, srpA: A.toString(16) };
  }
}

export interface PasswordVerifierInput {
  a: bigint;
  srpA: string;
  /** The part of the user pool id after `_`. */
  poolName: string;
  /** USER_ID_FOR_SRP of the challenge. */
  userId: string;
  password: string;
  /** SRP_B, SALT (hex) and SECRET_BLOCK (base64) of the challenge. */
  srpB: string;
  salt: string;
  secretBlock: string;
  now?: Date;
}

/** The PASSWORD_VERIFIER answer: PASSWORD_CLAIM_SIGNATURE and TIMESTAMP. Throws on a server value SRP forbids. */
export async function answerPasswordVerifier(input: PasswordVerifierInput) {
  const A = BigInt(`0x${input.srpA}`);
  const B = BigInt(`0x${input.srpB}`);
  if (B % SRP_N === 0n) throw new Error('The login provider sent an invalid SRP_B.');
  const u = await hashNumbers(A, B);
  if (u === 0n) throw new Error('The login provider sent an invalid SRP_B.');
  const secretBlock = base64ToBytes(input.secretBlock);
  if (!secretBlock) throw new Error('The login provider sent an invalid SECRET_BLOCK.');
  const x = await srpPrivateKey(input.poolName, input.userId, input.password, BigInt(`0x${input.salt}`));
  const k = await srpMultiplier();
  const base = (B - k * modPow(SRP_G, x, SRP_N)) % SRP_N;
  const S = modPow(base, input.a + u * x, SRP_N);
  const timestamp = srpTimestamp(input.now);
  const signature = await passwordClaimSignature({
    key: await sessionKey(S, u),
    poolName: input.poolName,
    userId: input.userId,
    secretBlock,
    timestamp,
  });
  return { signature, timestamp };
}

/** What a user pool keeps instead of the password: the salt and v = g^x mod N (hex). */
export async function makeSrpVerifier(poolName: string, userId: string, password: string) {
  const salt = randomBigInt(16);
  const x = await srpPrivateKey(poolName, userId, password, salt);
  return { salt: padHex(salt), verifier: modPow(SRP_G, x, SRP_N).toString(16) };
}

/** The server's half: a random `b` and SRP_B = k·v + g^b mod N. */
export async function startSrpServer(verifierHex: string): Promise<{ b: bigint; srpB: string }> {
  const v = BigInt(`0x${verifierHex}`);
  const k = await srpMultiplier();
  for (;;) {
    const b = randomBigInt(128);
    const B = (k * v + modPow(SRP_G, b, SRP_N)) % SRP_N;
    if (B !== 0n) return { b, srpB: B.toString(16) };
  }
}

/** The session key the server derives from A: (A·v^u)^b mod N, through the same HKDF. Undefined for a bad A. */
export async function serverSessionKey(args: { srpA: string; srpB: string; b: bigint; verifierHex: string }) {
  if (!/^[0-9a-fA-F]{1,1000}$/.test(args.srpA)) return undefined;
  const A = BigInt(`0x${args.srpA}`);
  if (A % SRP_N === 0n) return undefined;
  const B = BigInt(`0x${args.srpB}`);
  const u = await hashNumbers(A, B);
  if (u === 0n) return undefined;
  const v = BigInt(`0x${args.verifierHex}`);
  const S = modPow(A * modPow(v, u, SRP_N), args.b, SRP_N);
  return sessionKey(S, u);
}
