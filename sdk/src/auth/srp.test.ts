import { getDiffieHellman } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  answerPasswordVerifier,
  base64ToBytes,
  bytesToBase64,
  makeSrpVerifier,
  padHex,
  parseSrpTimestamp,
  passwordClaimSignature,
  SRP_N,
  serverSessionKey,
  srpTimestamp,
  startSrpClient,
  startSrpServer,
} from './srp.js';

describe('SRP as Cognito runs it', () => {
  it('uses the 3072-bit group of RFC 3526 (Node knows it as modp15)', () => {
    expect(SRP_N.toString(16)).toBe(getDiffieHellman('modp15').getPrime('hex').replace(/^0+/, ''));
  });

  it('writes numbers as padded hex: even length, 00 before a high first nibble', () => {
    expect(padHex(0xabcn)).toBe('0abc');
    expect(padHex(0x7fn)).toBe('7f');
    expect(padHex(0x80n)).toBe('0080');
  });

  it('writes and reads TIMESTAMP as "ddd MMM D HH:mm:ss UTC YYYY"', () => {
    const date = new Date(Date.UTC(2026, 10, 7, 3, 4, 5));
    expect(srpTimestamp(date)).toBe('Sat Nov 7 03:04:05 UTC 2026');
    expect(parseSrpTimestamp('Sat Nov 7 03:04:05 UTC 2026')?.getTime()).toBe(date.getTime());
    expect(parseSrpTimestamp('Sat Nov 07 03:04:05 UTC 2026')).toBeUndefined();
    expect(parseSrpTimestamp('Fri Nov 7 03:04:05 UTC 2026')).toBeUndefined();
  });

  it('reads strict base64 only', () => {
    expect(base64ToBytes('AAE=')).toEqual(Uint8Array.of(0, 1));
    expect(base64ToBytes('AAE')).toBeUndefined();
    expect(base64ToBytes('AA-=')).toBeUndefined();
  });

  it('gives client and server the same key: the right password verifies, a wrong one does not', async () => {
    const stored = await makeSrpVerifier('SkiffEmulator', 'user-1', 'Right!pass1');
    const secretBlock = bytesToBase64(Uint8Array.from({ length: 48 }, (_, i) => i));
    const claim = async (password: string) => {
      const client = startSrpClient();
      const server = await startSrpServer(stored.verifier);
      const answer = await answerPasswordVerifier({
        ...client,
        poolName: 'SkiffEmulator',
        userId: 'user-1',
        password,
        srpB: server.srpB,
        salt: stored.salt,
        secretBlock,
      });
      const key = await serverSessionKey({
        srpA: client.srpA,
        srpB: server.srpB,
        b: server.b,
        verifierHex: stored.verifier,
      });
      const expected = await passwordClaimSignature({
        key: key!,
        poolName: 'SkiffEmulator',
        userId: 'user-1',
        secretBlock: base64ToBytes(secretBlock)!,
        timestamp: answer.timestamp,
      });
      return answer.signature === expected;
    };
    expect(await claim('Right!pass1')).toBe(true);
    expect(await claim('Wrong!pass1')).toBe(false);
  });
});
