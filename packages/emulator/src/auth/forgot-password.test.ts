import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cognito, type Loose, startTestEmulator, type TestEmulator } from '../test-support.js';

const CLIENT = 'skiff-emulator';

describe('forgot password: the Cognito actions and the hosted page', () => {
  let emu: TestEmulator;
  let domain: string;
  const log: string[] = [];
  beforeAll(async () => {
    emu = await startTestEmulator({ log: (line) => log.push(line) });
    domain = ((await (await fetch(`${emu.origin}/.well-known/skiff.json`)).json()) as Loose).loginDomain;
  });
  afterAll(() => emu.dispose());
  /** Where the web app's forgot-password link returns: its login page, a registered callback URL. */
  const back = () => `${emu.origin}/login`;

  const resetCodeFor = (email: string) =>
    [...log]
      .reverse()
      .find((l) => l.startsWith(`password reset code for ${email}: `))
      ?.match(/: (\d{6}) \(valid until /)?.[1];
  const signIn = (email: string, password: string) =>
    cognito(emu.origin, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: CLIENT,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    });
  const confirm = (email: string, code: string, password: string) =>
    cognito(emu.origin, 'ConfirmForgotPassword', {
      ClientId: CLIENT,
      Username: email,
      ConfirmationCode: code,
      Password: password,
    });
  /** Plays the browser: posts a form of the hosted page. */
  const post = (page: string, fields: Record<string, string>) =>
    fetch(`${domain}${page}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: CLIENT, redirect_uri: back(), ...fields }).toString(),
      redirect: 'manual',
    });

  it('Given ForgotPassword, When the logged code and a new password are confirmed, Then only the new password signs in and old refresh tokens end', async () => {
    const email = 'dev@demo.skiff.dev';
    const before = await signIn(email, 'Skiff!demo1');
    const sent = await cognito(emu.origin, 'ForgotPassword', { ClientId: CLIENT, Username: 'DEV@demo.skiff.dev' });
    expect(sent).toEqual({
      status: 200,
      body: { CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: email } },
    });
    const code = resetCodeFor(email)!;
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await confirm(email, wrong, 'Reset!pass1')).body).toEqual({
      __type: 'CodeMismatchException',
      message: 'Code does not match.',
    });
    expect((await confirm(email, code, 'weak')).body.__type).toBe('InvalidPasswordException');
    expect(await confirm(email, code, 'Reset!pass1')).toEqual({ status: 200, body: {} });
    expect((await signIn(email, 'Skiff!demo1')).body.__type).toBe('NotAuthorizedException');
    expect((await signIn(email, 'Reset!pass1')).status).toBe(200);
    const refresh = await cognito(emu.origin, 'InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: CLIENT,
      AuthParameters: { REFRESH_TOKEN: before.body.AuthenticationResult.RefreshToken },
    });
    expect(refresh.body.__type).toBe('NotAuthorizedException');
    expect((await confirm(email, code, 'Again!pass1')).body.__type).toBe('CodeMismatchException');
  });

  it('Given an unknown user, an unknown client or five wrong codes, Then Cognito errors, and the code is spent', async () => {
    const unknown = await cognito(emu.origin, 'ForgotPassword', { ClientId: CLIENT, Username: 'nobody@example.com' });
    expect(unknown.body).toEqual({ __type: 'UserNotFoundException', message: 'User is not existed.' });
    const client = await cognito(emu.origin, 'ForgotPassword', { ClientId: 'other', Username: 'admin@demo.skiff.dev' });
    expect(client.body.__type).toBe('ResourceNotFoundException');
    await cognito(emu.origin, 'ForgotPassword', { ClientId: CLIENT, Username: 'admin@demo.skiff.dev' });
    const code = resetCodeFor('admin@demo.skiff.dev')!;
    const wrong = code === '000000' ? '000001' : '000000';
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) answers.push((await confirm('admin@demo.skiff.dev', wrong, 'Reset!pass1')).body.__type);
    expect(answers).toEqual([...Array(4).fill('CodeMismatchException'), 'LimitExceededException']);
    expect((await confirm('admin@demo.skiff.dev', code, 'Reset!pass1')).body.__type).toBe('CodeMismatchException');
    expect((await signIn('admin@demo.skiff.dev', 'Skiff!demo1')).status).toBe(200);
  });

  it('Given the hosted page, When the e-mail, then the code and a new password are sent, Then the browser goes back to the redirect_uri and the new password signs in', async () => {
    const email = 'member@demo.skiff.dev';
    const page = await fetch(
      `${domain}/forgotPassword?${new URLSearchParams({ client_id: CLIENT, redirect_uri: back() })}`,
    );
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain(`name="redirect_uri" value="${back()}"`);

    const missing = await post('/forgotPassword', { email: 'nobody@example.com' });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain('User is not existed.');

    const codeForm = await post('/forgotPassword', { email: 'Member@demo.skiff.dev' });
    expect(codeForm.status).toBe(200);
    const codeHtml = await codeForm.text();
    expect(codeHtml).toContain(`A code was sent to ${email}.`);
    expect(codeHtml).toContain('<label for="password">New password</label>');
    const code = resetCodeFor(email)!;

    const answers = async (fields: Record<string, string>) => {
      const res = await post('/confirmForgotPassword', { email, ...fields });
      expect(res.headers.get('location')).toBeNull();
      return res.text();
    };
    expect(await answers({ code, password: 'short', confirm: 'short' })).toContain('Invalid Password');
    expect(await answers({ code, password: 'Reset!pass1', confirm: 'Reset!pass2' })).toContain(
      'Confirm password that you entered do not match!',
    );
    const wrong = code === '000000' ? '000001' : '000000';
    expect(await answers({ code: wrong, password: 'Reset!pass1', confirm: 'Reset!pass1' })).toContain(
      'Code does not match.',
    );
    const done = await post('/confirmForgotPassword', { email, code, password: 'Reset!pass1', confirm: 'Reset!pass1' });
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe(back());
    expect((await signIn(email, 'Reset!pass1')).status).toBe(200);
  });

  it("Given a redirect_uri not registered on the app client or an unknown client, Then Cognito's error page, never the redirect", async () => {
    const registered = `${emu.origin}/login`;
    for (const [client, uri, error] of [
      [CLIENT, 'https://evil.example/login', 'redirect_mismatch'],
      [CLIENT, 'http://127.0.0.1:53682/login', 'redirect_mismatch'],
      [CLIENT, `${emu.origin}/login/`, 'redirect_mismatch'],
      ['other', registered, 'invalid_request'],
    ] as const) {
      const expected = `/cognito/error?${new URLSearchParams({ error, client_id: client })}`;
      const query = new URLSearchParams({ client_id: client, redirect_uri: uri });
      const res = await fetch(`${domain}/forgotPassword?${query}`, { redirect: 'manual' });
      expect([res.status, res.headers.get('location')]).toEqual([302, expected]);
      for (const page of ['/forgotPassword', '/confirmForgotPassword']) {
        const posted = await post(page, {
          client_id: client,
          redirect_uri: uri,
          email: 'owner@demo.skiff.dev',
          code: '123456',
          password: 'Reset!pass1',
          confirm: 'Reset!pass1',
        });
        expect([posted.status, posted.headers.get('location')]).toEqual([302, expected]);
      }
    }
    const page = await fetch(
      `${domain}/forgotPassword?${new URLSearchParams({ client_id: CLIENT, redirect_uri: registered })}`,
    );
    expect(page.status).toBe(200);
  });

  it('Given markup in the e-mail, Then the page shows it escaped', async () => {
    const res = await post('/forgotPassword', { email: '"><script>alert(1)</script>@x.dev' });
    const html = await res.text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&#34;&#62;&#60;script&#62;');
  });
});
