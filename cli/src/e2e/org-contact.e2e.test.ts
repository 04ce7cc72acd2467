import { describe, expect, it } from 'vitest';
import { jsonOf, useSignedInCli } from './signed-in.js';

const s = useSignedInCli();

describe("skiff orgs: an organization's email and logo (spec 002 section 3)", () => {
  it('Given an organization, When its email and logo are set, Then get reads them back, as text and JSON', async () => {
    const created = await s.cli(['orgs', 'create', '--name', 'Contact Co', '--email', 'hello@contact.example']);
    expect(created.code, created.stderr).toBe(0);
    const logo = 'https://contact.example/logo.png';
    const updated = await s.cli(['orgs', 'update', 'Contact Co', '--email', 'web@contact.example', '--logo', logo]);
    expect([updated.code, updated.stdout]).toEqual([0, 'Updated organization Contact Co.\n']);
    const shown = await s.cli(['orgs', 'get', 'Contact Co']);
    expect(shown.stdout).toMatch(/\nEmail: +web@contact\.example\n/);
    expect(shown.stdout).toContain(`Logo:`);
    expect(shown.stdout).toContain(logo);
    expect(jsonOf(await s.cli(['orgs', 'get', 'Contact Co', '--json']))).toMatchObject({
      email: 'web@contact.example',
      logoImage: logo,
    });
  });

  it('Given a bad email or logo, When updating, Then the flag and the rule, exit 2, and nothing changes', async () => {
    const email = await s.cli(['orgs', 'update', 'Contact Co', '--email', 'not-an-email']);
    expect([email.code, email.stderr]).toEqual([2, "Error: --email 'not-an-email': Invalid email\n"]);
    const logo = await s.cli(['orgs', 'update', 'Contact Co', '--logo', 'logo.png']);
    expect([logo.code, logo.stderr]).toEqual([
      2,
      "Error: --logo 'logo.png': expected an http:// or https:// URL of an image.\n",
    ]);
    expect(jsonOf(await s.cli(['orgs', 'get', 'Contact Co', '--json'])).email).toBe('web@contact.example');
  });

  it('Given an organization, When its colour is set, Then get reads it back; a bad colour is exit 2 (findings cli D-M8)', async () => {
    const updated = await s.cli(['orgs', 'update', 'Contact Co', '--color', '#1A73e8']);
    expect([updated.code, updated.stderr]).toEqual([0, '']);
    expect((await s.cli(['orgs', 'get', 'Contact Co'])).stdout).toMatch(/\nColor: +#1A73e8\n/);
    expect(jsonOf(await s.cli(['orgs', 'get', 'Contact Co', '--json'])).color).toBe('#1A73e8');
    const bad = await s.cli(['orgs', 'update', 'Contact Co', '--color', 'blue']);
    expect([bad.code, bad.stderr]).toEqual([
      2,
      "Error: --color 'blue': expected a hex colour such as #fff or #1a73e8.\n",
    ]);
    expect(jsonOf(await s.cli(['orgs', 'get', 'Contact Co', '--json'])).color).toBe('#1A73e8');
  });
});
