import { describe, expect, it } from 'vitest';
import {
  canRemoveExpressLaunch,
  DRUPAL_FORGE_EXPIRY_WARNING,
  drupalPodBranch,
  EXPRESS_LAUNCH_EMPTY_MESSAGE,
  EXPRESS_LAUNCH_FAILURE_MESSAGE,
  hostedCapacityLabel,
  hostedTimeLeftMs,
  isDecoupledStrategy,
  isValidGithubUsername,
  isValidNamespace,
  parseDrupalPodEnv,
  showsExpiryWarning,
} from './drupal-forge.js';

describe('Drupal Forge rules', () => {
  it('Given the spec, Then the messages are word for word', () => {
    // Spec 000 section 8: "Drupal Forge or pod workspaces show the warning 'Your application will be paused after the expiration time.'"
    expect(DRUPAL_FORGE_EXPIRY_WARNING).toBe('Your application will be paused after the expiration time.');
    // Spec 001 section 8: "Express launch: failure 'Occurring an internal error. Please try again.'; decrease at 0 gives 'The number of application is 0.'"
    expect(EXPRESS_LAUNCH_FAILURE_MESSAGE).toBe('Occurring an internal error. Please try again.');
    expect(EXPRESS_LAUNCH_EMPTY_MESSAGE).toBe('The number of application is 0.');
  });

  it('Given a workspace, Then only a Drupal Forge or pod one shows the expiry warning', () => {
    expect(showsExpiryWarning({ isDrupalForge: true })).toBe(true);
    expect(showsExpiryWarning({ isDrupalPod: true })).toBe(true);
    expect(showsExpiryWarning({ isDrupalForge: false, isDrupalPod: null })).toBe(false);
    expect(showsExpiryWarning({})).toBe(false);
  });

  it('Given express-launch counts, When one is to be removed, Then only a ready or in-progress instance allows it', () => {
    expect(canRemoveExpressLaunch({ ready: 0, inprogress: 0 })).toBe(false);
    expect(canRemoveExpressLaunch({ ready: 1, inprogress: 0 })).toBe(true);
    expect(canRemoveExpressLaunch({ ready: 0, inprogress: 2 })).toBe(true);
  });

  it('Given the contract example of envVariables, When parsed, Then each DP_ variable and the branch come out', () => {
    const env = parseDrupalPodEnv(
      'DP_IMAGE=devpanel/drupal-9:develop,DP_APP_ROOT=/var/www/html,DP_WEB_ROOT=/var/www/html/web,DP_REPO_BRANCH=https://git.drupalcode.org/issue/drupalpod-3504317/-/tree/drupalforge,DP_RUN_SCRIPT=re-config.sh',
    );
    expect(env).toMatchObject({ DP_IMAGE: 'devpanel/drupal-9:develop', DP_RUN_SCRIPT: 're-config.sh' });
    expect(drupalPodBranch(env?.DP_REPO_BRANCH)).toBe('drupalforge');
    expect(drupalPodBranch(undefined)).toBe('main');
    expect(parseDrupalPodEnv('no pairs here')).toBeUndefined();
    expect(parseDrupalPodEnv('=x')).toBeUndefined();
  });

  it('Given names, Then GitHub user names and namespaces follow their platforms’ rules', () => {
    expect(isValidGithubUsername('octo-cat')).toBe(true);
    expect(isValidGithubUsername('-octo')).toBe(false);
    expect(isValidGithubUsername('octo--cat')).toBe(false);
    expect(isValidGithubUsername('a'.repeat(40))).toBe(false);
    expect(isValidNamespace('forge-spot')).toBe(true);
    expect(isValidNamespace('Forge_Spot')).toBe(false);
  });

  it('Given capacities, strategies and expiries, Then the widget label, strategy check and time left follow', () => {
    expect(hostedCapacityLabel('small_1')).toBe('0.5CPU, 1GB RAM');
    expect(hostedCapacityLabel('xl_9')).toBe('xl_9');
    expect(isDecoupledStrategy('live')).toBe(true);
    expect(isDecoupledStrategy('prod')).toBe(false);
    expect(hostedTimeLeftMs(1_000, 400)).toBe(600);
    expect(hostedTimeLeftMs('1970-01-01T00:00:01.000Z', 400)).toBe(600);
    expect(hostedTimeLeftMs(null)).toBeUndefined();
  });
});
