import { describe, expect, it } from 'vitest';
import { webhookTestErrors } from './webhook-test.js';

describe('the webhook test form (spec 002 section 5)', () => {
  it("Given blank fields, Then the spec's messages; given both, none", () => {
    expect(webhookTestErrors({})).toEqual({ username: 'Please input username!', token: 'Please input access token!' });
    expect(webhookTestErrors({ username: ' ', token: 'skf_x' })).toEqual({ username: 'Please input username!' });
    expect(webhookTestErrors({ username: 'dana', token: 'skf_x' })).toEqual({});
  });
});
