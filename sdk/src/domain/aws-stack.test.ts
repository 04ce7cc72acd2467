import { describe, expect, it } from 'vitest';
import {
  AWS_ROLE_TEMPLATE_URL,
  awsQuickCreateUrl,
  awsStackCallbackUrl,
  CLOUD_FORMATION_CALLBACK_PATH,
  callbackOfQuickCreateUrl,
} from './aws-stack.js';

describe('AWS stack quick-create (spec 003 sections 2.11 and 7)', () => {
  it('Given a platform origin and a caller, When the quick-create address is built, Then it is the AWS console over HTTPS carrying the callback with token and user id', () => {
    const callback = awsStackCallbackUrl('http://127.0.0.1:4600', { token: 'a.b&c', userId: 'u 1' });
    expect(callback).toBe(`http://127.0.0.1:4600${CLOUD_FORMATION_CALLBACK_PATH}?token=a.b%26c&userId=u+1`);
    const url = awsQuickCreateUrl(callback, 'eu-west-1');
    expect(new URL(url).origin).toBe('https://console.aws.amazon.com');
    expect(url).toContain('region=eu-west-1#/stacks/quickcreate?');
    expect(url).toContain(encodeURIComponent(AWS_ROLE_TEMPLATE_URL));
    expect(callbackOfQuickCreateUrl(url)).toBe(callback);
    const back = new URL(callbackOfQuickCreateUrl(url)!);
    expect([back.searchParams.get('token'), back.searchParams.get('userId')]).toEqual(['a.b&c', 'u 1']);
  });
});
