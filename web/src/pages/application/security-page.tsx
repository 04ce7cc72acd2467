import {
  APPLICATION_UPDATE_FAILED_MESSAGE,
  APPLICATION_UPDATED_MESSAGE,
  basicAuthErrors,
  FILE_PERMISSION_LEVELS,
} from '@skiff/sdk';
import { type FormEvent, useId, useState } from 'react';
import { Feedback } from '../../components/feedback.js';
import { Field, TextField } from '../../components/field.js';
import { useSubmit } from '../../components/use-submit.js';
import type { PageProps } from '../../routes.js';
import { useSession } from '../../session/session-context.js';
import { flagField, textField } from './application-fields.js';
import { ApplicationLayout, type ApplicationScreen } from './application-layout.js';

/** Security (spec 002 sections 2.8 and 5): the basic-auth lock and the file permission level. */
export function SecurityPage({ params }: PageProps) {
  return (
    <ApplicationLayout params={params} section="security">
      {(screen) => <Security key={screen.data._id} {...screen} />}
    </ApplicationLayout>
  );
}

function Security({ ids, app, data }: ApplicationScreen) {
  const { client } = useSession();
  const id = useId();
  const [form, setForm] = useState({
    isEnableBasicAuth: flagField(data, 'isEnableBasicAuth'),
    authUsername: textField(data, 'authUsername'),
    // The password is never sent back by the server: typing one replaces it.
    authPassword: '',
    filePermissionLevel: textField(data, 'filePermissionLevel', FILE_PERMISSION_LEVELS[0]),
  });
  const [submitted, setSubmitted] = useState(false);
  const submission = useSubmit();
  const errors = basicAuthErrors(form);
  const shown = submitted ? errors : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    const body = {
      isEnableBasicAuth: form.isEnableBasicAuth,
      filePermissionLevel: form.filePermissionLevel as (typeof FILE_PERMISSION_LEVELS)[number],
      ...(form.isEnableBasicAuth ? { authUsername: form.authUsername, authPassword: form.authPassword } : {}),
    };
    const saved = await submission.run(async () => {
      await client.applications.update(ids, body);
      return APPLICATION_UPDATED_MESSAGE;
    }, APPLICATION_UPDATE_FAILED_MESSAGE);
    if (saved) app.reload();
  };

  return (
    <section aria-labelledby="security-title">
      <h2 id="security-title">Security</h2>
      <form className="form narrow" onSubmit={submit} noValidate aria-labelledby="security-title">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={form.isEnableBasicAuth}
            onChange={(e) => setForm({ ...form, isEnableBasicAuth: e.target.checked })}
          />
          Basic auth lock (visitors sign in first)
        </label>
        {form.isEnableBasicAuth ? (
          <>
            <TextField
              id={`${id}-user`}
              label="Username"
              error={shown.authUsername}
              value={form.authUsername}
              onChange={(v) => setForm({ ...form, authUsername: v })}
              autoComplete="off"
            />
            <TextField
              id={`${id}-password`}
              label="Password"
              error={shown.authPassword}
              value={form.authPassword}
              onChange={(v) => setForm({ ...form, authPassword: v })}
              type="password"
              autoComplete="new-password"
            />
          </>
        ) : null}
        <Field id={`${id}-permission`} label="File permission level">
          <select
            id={`${id}-permission`}
            value={form.filePermissionLevel}
            onChange={(e) => setForm({ ...form, filePermissionLevel: e.target.value })}
          >
            {FILE_PERMISSION_LEVELS.map((level) => (
              <option key={level}>{level}</option>
            ))}
          </select>
        </Field>
        <Feedback submission={submission} />
        <button type="submit" className="primary" disabled={submission.busy}>
          Save security
        </button>
      </form>
    </section>
  );
}
