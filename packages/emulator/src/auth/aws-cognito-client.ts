import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';

/**
 * Amazon's own Cognito client pointed at an emulator (tests only): the emulator's user pool answers at
 * `{origin}/cognito/`; the pool's calls are unsigned, so the credentials are placeholders.
 */
export function awsCognitoClient(origin: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: `${origin}/cognito/`,
    credentials: { accessKeyId: 'unused', secretAccessKey: 'unused' },
  });
}
