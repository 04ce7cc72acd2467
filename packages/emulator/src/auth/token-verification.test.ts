import { statSync } from 'node:fs';
import { join } from 'node:path';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../emulator.js';
import { cognito, type Loose, startTestEmulator, type TestEmulator } from '../test-support.js';
import { SIGNING_KEY_FILE } from './signing-keys.js';

/** The emulator's tokens checked the way a resource server checks Cognito's: jose against the published JWKS. */
describe('tokens a standard verifier accepts', () => {
  let emu: TestEmulator;
  let result: Loose;
  beforeAll(async () => {
    // The key the emulator makes for a new data folder (the other tests share one made by the test helper).
    emu = await startTestEmulator({ ownSigningKey: true });
    result = (
      await cognito(emu.origin, 'InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: 'skiff-emulator',
        AuthParameters: { USERNAME: 'dev@demo.skiff.dev', PASSWORD: 'Skiff!demo1' },
      })
    ).body.AuthenticationResult;
  });
  afterAll(() => emu.dispose());

  it('Given the id and access tokens, When jose verifies them against {iss}/.well-known/jwks.json, Then both pass', async () => {
    const issuer = `${emu.origin}/cognito/local_SkiffEmulator`;
    const jwks = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
    const id = await jwtVerify(result.IdToken, jwks, { issuer, audience: 'skiff-emulator', algorithms: ['RS256'] });
    expect(id.payload).toMatchObject({ token_use: 'id', email: 'dev@demo.skiff.dev' });
    const access = await jwtVerify(result.AccessToken, jwks, { issuer, algorithms: ['RS256'] });
    expect(access.payload).toMatchObject({ token_use: 'access', client_id: 'skiff-emulator' });
    const config = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as Loose;
    expect(config).toMatchObject({ issuer, jwks_uri: `${issuer}/.well-known/jwks.json` });
  });

  it('Given the data folder, Then the private key is a 0600 file and a restart keeps the key (tokens stay valid)', async () => {
    const path = join(emu.dir, SIGNING_KEY_FILE);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    await emu.close();
    const again = await startEmulator({ port: 0, dataDir: emu.dir });
    try {
      const res = await fetch(`${again.origin}/api/v2/users/profile`, {
        headers: { authorization: `Bearer ${result.IdToken}` },
      });
      expect(res.status).toBe(200);
    } finally {
      await again.close();
    }
  });
});
