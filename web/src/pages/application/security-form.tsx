import { basicAuthErrors, FILE_PERMISSION_LEVELS, filePermissionLabel, filePermissionLevelOf } from '@skiff/sdk/domain';
import { type FormEvent, useId, useState } from 'react';
import { Feedback } from '../../components/feedback.js';
import { Field, TextField } from '../../components/field.js';
import { useSubmit } from '../../components/use-submit.js';
import { flagField, textField } from './application-fields.js';

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
      <BasicAuthFields values={form} errors={shown} onChange={(patch) => setForm({ ...form, ...patch })} />
      <Feedback submission={submission} />
      <button type="submit" className="primary" disabled={submission.busy}>
        Save security
      </button>
    </form>
  );
}

/** The security fields' current values on an application or a tag record (spec 002 section 3). */
export function securityOf(record: object) {
  return {
    isEnableBasicAuth: flagField(record, 'isEnableBasicAuth'),
    authUsername: textField(record, 'authUsername'),
    filePermissionLevel: filePermissionLevelOf(textField(record, 'filePermissionLevel')) ?? FILE_PERMISSION_LEVELS[0],
  };
}

/**
 * The basic-auth switch with its username and password (shown when on), and the file permission level: the
 * security form's fields and the launch wizard's security step.
 */
export function BasicAuthFields(props: {
  values: { isEnableBasicAuth?: boolean; authUsername?: string; authPassword?: string; filePermissionLevel?: string };
  errors: Record<string, string>;
  onChange(patch: {
    isEnableBasicAuth?: boolean;
    authUsername?: string;
    authPassword?: string;
    filePermissionLevel?: FilePermissionLevel;
  }): void;
}) {
  const { values, errors, onChange } = props;
  const id = useId();
  return (
    <>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={values.isEnableBasicAuth === true}
          onChange={(e) => onChange({ isEnableBasicAuth: e.target.checked })}
        />
        Basic auth lock (visitors sign in first)
      </label>
      {values.isEnableBasicAuth ? (
        <>
          <TextField
            id={`${id}-user`}
            label="Username"
            error={errors.authUsername}
            value={values.authUsername}
            onChange={(v) => onChange({ authUsername: v })}
            autoComplete="off"
          />
          <TextField
            id={`${id}-password`}
            label="Password"
            error={errors.authPassword}
            value={values.authPassword}
            onChange={(v) => onChange({ authPassword: v })}
            type="password"
            autoComplete="new-password"
          />
        </>
      ) : null}
      <Field id={`${id}-permission`} label="File permission level">
        <select
          id={`${id}-permission`}
          value={values.filePermissionLevel}
          onChange={(e) => onChange({ filePermissionLevel: e.target.value as FilePermissionLevel })}
        >
          {FILE_PERMISSION_LEVELS.map((level) => (
            <option key={level} value={level}>
              {filePermissionLabel(level)}
            </option>
          ))}
        </select>
      </Field>
    </>
  );
}
