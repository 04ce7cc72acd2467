/** The demo world's users; all share DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'Skiff!demo1';

export interface DemoUser {
  email: string;
  /** Instance role (the profile's `role`). */
  role: 'INSTANCE_OWNER' | 'INSTANCE_ADMIN' | 'MEMBER';
  description: string;
  displayName: string;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'owner@demo.skiff.dev',
    role: 'INSTANCE_OWNER',
    displayName: 'Olivia Owner',
    description: 'Instance owner: sees every workspace and passes every role check.',
  },
  {
    email: 'admin@demo.skiff.dev',
    role: 'MEMBER',
    displayName: 'Adam Admin',
    description: 'Workspace admin of Acme Production and owner of Globex Staging.',
  },
  {
    email: 'dev@demo.skiff.dev',
    role: 'MEMBER',
    displayName: 'Dana Developer',
    description: 'Developer in Acme Production; project developer of storefront only.',
  },
];

/** An extra demo user who shows one sign-in case of a real user pool (README: "Sign-in cases to try"). */
export interface SignInDemoUser {
  email: string;
  password: string;
  description: string;
  /** An admin-created user with a temporary password: the first sign-in asks for a new one (NEW_PASSWORD_REQUIRED). */
  forceChangePassword?: boolean;
  mfa?: { type: 'SOFTWARE_TOKEN_MFA'; secret: string } | { type: 'SMS_MFA'; phoneNumber: string };
}

/** The authenticator-app secret of mfa@demo.skiff.dev (base32): `oathtool --totp -b` prints its current code. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export const SIGN_IN_DEMO_USERS: readonly SignInDemoUser[] = [
  {
    email: 'newpass@demo.skiff.dev',
    password: 'Skiff!temp1',
    description: 'Created by an admin with a temporary password: the first sign-in must set a new one.',
    forceChangePassword: true,
  },
  {
    email: 'mfa@demo.skiff.dev',
    password: DEMO_PASSWORD,
    description: 'Authenticator-app MFA: a 6-digit code from DEMO_TOTP_SECRET (also printed by the emulator).',
    mfa: { type: 'SOFTWARE_TOKEN_MFA', secret: DEMO_TOTP_SECRET },
  },
  {
    email: 'sms@demo.skiff.dev',
    password: DEMO_PASSWORD,
    description: 'SMS MFA: the code the emulator "texts" is printed on its stderr and by skiff emulator codes.',
    mfa: { type: 'SMS_MFA', phoneNumber: '+15555550123' },
  },
];
