import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The RSA key pair the emulator signs tokens with (RS256, as Cognito does). Made once per data folder and kept in
 * `cognito-signing-key.pem` (mode 0600) beside the database, so tokens survive a restart; in memory without a folder.
 * The public half is served as a JWKS; its `kid` is the RFC 7638 thumbprint of the public key.
 */
export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The public key as a JWK with `kid`, `alg`, `use` (one entry of the JWKS). */
  jwk: Record<string, string>;
}

export const SIGNING_KEY_FILE = 'cognito-signing-key.pem';

function loadOrCreate(dataDir: string | undefined): KeyObject {
  const path = dataDir ? join(dataDir, SIGNING_KEY_FILE) : undefined;
  if (path && existsSync(path)) {
    chmodSync(path, 0o600);
    return createPrivateKey(readFileSync(path, 'utf8'));
  }
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  if (path) {
    writeFileSync(path, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600, flag: 'wx' });
    chmodSync(path, 0o600);
  }
  return privateKey;
}

export function loadSigningKey(dataDir: string | undefined): SigningKey {
  const privateKey = loadOrCreate(dataDir);
  const publicKey = createPublicKey(privateKey);
  const { n, e } = publicKey.export({ format: 'jwk' }) as { n: string; e: string };
  // RFC 7638: SHA-256 of the required members in lexicographic order, no white space.
  const kid = createHash('sha256')
    .update(JSON.stringify({ e, kty: 'RSA', n }))
    .digest('base64url');
  return { kid, privateKey, publicKey, jwk: { alg: 'RS256', e, kid, kty: 'RSA', n, use: 'sig' } };
}
