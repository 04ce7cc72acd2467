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
