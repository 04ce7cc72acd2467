import { basicAuthErrors, FILE_PERMISSION_LEVELS } from '@skiff/sdk';
import { type FormEvent, useId, useState } from 'react';
import { Feedback } from '../../components/feedback.js';
import { Field, TextField } from '../../components/field.js';
import { useSubmit } from '../../components/use-submit.js';

export type FilePermissionLevel = (typeof FILE_PERMISSION_LEVELS)[number];

/** What the security form saves (spec 002 section 7: the application's update and the tag's PATCH .../security). */
export interface SecurityBody {
  isEnableBasicAuth: boolean;
  filePermissionLevel: FilePermissionLevel;
  authUsername?: string;
  authPassword?: string;
}

/**
 * The basic-auth lock and the file permission level (spec 002 sections 2.8 and 5), for an application or a tag:
 * `save` makes the call and answers the success text. The password is never sent back by the server: typing one
 * replaces it.
 */
export function SecurityForm(props: {
  titleId: string;
  current: { isEnableBasicAuth: boolean; authUsername: string; filePermissionLevel: string };
  save(body: SecurityBody): Promise<string>;
  failure?: string;
  onSaved(): void;
}) {
  const id = useId();
  const [form, setForm] = useState({ ...props.current, authPassword: '' });
  const [submitted, setSubmitted] = useState(false);
  const submission = useSubmit();
  const errors = basicAuthErrors(form);
  const shown = submitted ? errors : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    const body: SecurityBody = {
      isEnableBasicAuth: form.isEnableBasicAuth,
      filePermissionLevel: form.filePermissionLevel as FilePermissionLevel,
      ...(form.isEnableBasicAuth ? { authUsername: form.authUsername, authPassword: form.authPassword } : {}),
    };
    if (await submission.run(() => props.save(body), props.failure)) props.onSaved();
  };

  return (
    <form className="form narrow" onSubmit={submit} noValidate aria-labelledby={props.titleId}>
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
  );
}
