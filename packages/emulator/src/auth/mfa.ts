import { createHmac } from 'node:crypto';

/** MFA as a user pool configures it per user: an authenticator app (TOTP) or a code by SMS. */
export type MfaSetting =
  | { type: 'SOFTWARE_TOKEN_MFA' /** Base32, as an authenticator app is given it. */; secret: string }
  | { type: 'SMS_MFA'; phoneNumber: string };

export function mfaOf(data: Record<string, unknown>): MfaSetting | undefined {
  const mfa = data.mfa as Partial<{ type: string; secret: string; phoneNumber: string }> | undefined;
  if (mfa?.type === 'SOFTWARE_TOKEN_MFA' && typeof mfa.secret === 'string')
    return { type: mfa.type, secret: mfa.secret };
  if (mfa?.type === 'SMS_MFA' && typeof mfa.phoneNumber === 'string') {
    return { type: mfa.type, phoneNumber: mfa.phoneNumber };
  }
  return undefined;
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index === -1) continue;
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The RFC 6238 code (HMAC-SHA1, 30-second steps, 6 digits) of a base32 secret at `time`. */
export function totpCode(secret: string, time = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(time / 30_000)));
  const digest = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const number = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(number % 1_000_000).padStart(6, '0');
}

/** True for the code of this 30-second step or the one before or after (clock drift, as authenticators allow). */
export function isValidTotp(secret: string, code: string, now = Date.now()): boolean {
  return [-30_000, 0, 30_000].some((drift) => totpCode(secret, now + drift) === code.trim());
}

/** `+15555550123` -> `+*******0123`, as Cognito shows the destination of an SMS code. */
export function maskPhone(phone: string): string {
  return `+${'*'.repeat(Math.max(phone.length - 5, 0))}${phone.slice(-4)}`;
}
