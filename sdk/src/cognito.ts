/**
 * The login provider's wire protocol: Cognito's SRP arithmetic (group, hashes, timestamp, password claim) and the
 * registered callback URL. The SDK's sign-in and the emulator's user pool both stand on it, so it is an entry of its
 * own (`@skiff/sdk/cognito`) that the emulator may import besides the product rules. What keeps the emulator honest
 * here is not this code but AWS's own clients, which its tests run against it (amazon-cognito-identity-js and
 * @aws-sdk/client-cognito-identity-provider).
 */
export * from './auth/callback-url.js';
export * from './auth/challenges.js';
export * from './auth/srp.js';
