import {
  changedSecurityAnswers,
  firstSecurityAnswers,
  type SecurityRecord,
  type SecurityRequest,
  securityErrorsOf,
  securityFormFields,
  securityRequest,
  type WizardField,
} from '@skiff/sdk';
import { type FormEvent, useId, useState } from 'react';
import { Feedback } from '../../components/feedback.js';
import { Field, TextField } from '../../components/field.js';
import { useSubmit } from '../../components/use-submit.js';

/**
 * The basic-auth lock and the file permission level (spec 002 sections 2.8 and 5) of an application or a tag, as
 * the SDK's security form model: first answers from the record, its rules, its request; `save` makes the call and
 * answers the success text. Only the changes are sent. The password is never shown back: with the lock kept for the
 * same user an empty one keeps the server's; turning the lock on or changing its user needs one.
 */
export function SecurityForm(props: {
  titleId: string;
  record: SecurityRecord;
  save(body: SecurityRequest): Promise<string>;
  failure?: string;
  onSaved(): void;
}) {
  const [form, setForm] = useState<Record<string, unknown>>(() => firstSecurityAnswers(props.record));
  const [submitted, setSubmitted] = useState(false);
  const submission = useSubmit();
  // The changes the form makes, judged and sent as the CLI's flags would be (the model's rules and request).
  const answers = changedSecurityAnswers(form, props.record);
  const errors = securityErrorsOf(answers, props.record);
  const shown = submitted ? errors : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    const body = securityRequest(answers, props.record);
    if (Object.keys(body).length === 0) {
      await submission.run(async () => 'Nothing changed.');
      return;
    }
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

/** How the web app words the lock's switch (the model's label is the short "Basic auth"). */
const WEB_LABELS: Readonly<Record<string, string>> = {
  isEnableBasicAuth: 'Basic auth lock (visitors sign in first)',
};

/**
 * The security form model's fields (the basic-auth switch, its user and password while on, the file permission
 * level): the security form's fields and the launch wizard's security step.
 */
export function BasicAuthFields(props: {
  values: object;
  errors: Readonly<Record<string, string>>;
  onChange(patch: Record<string, unknown>): void;
}) {
  const id = useId();
  const values: Readonly<Record<string, unknown>> = { ...props.values };
  return (
    <>
      {securityFormFields(values).map((field) => (
        <SecurityField
          key={field.key}
          id={`${id}-${field.key}`}
          field={field}
          values={values}
          errors={props.errors}
          onChange={props.onChange}
        />
      ))}
    </>
  );
}

function SecurityField(props: {
  id: string;
  field: WizardField;
  values: Readonly<Record<string, unknown>>;
  errors: Readonly<Record<string, string>>;
  onChange(patch: Record<string, unknown>): void;
}) {
  const { id, field, values, errors, onChange } = props;
  const value = values[field.key];
  const label = WEB_LABELS[field.key] ?? field.label;
  if (field.kind === 'toggle')
    return (
      <label className="checkbox">
        <input type="checkbox" checked={value === true} onChange={(e) => onChange({ [field.key]: e.target.checked })} />
        {label}
      </label>
    );
  if (field.kind === 'choice')
    return (
      <Field id={id} label={label} error={errors[field.key]}>
        <select id={id} value={String(value ?? '')} onChange={(e) => onChange({ [field.key]: e.target.value })}>
          {(field.choices ?? []).map((choice) => (
            <option key={choice} value={choice}>
              {field.show ? field.show(choice) : choice}
            </option>
          ))}
        </select>
      </Field>
    );
  const secret = field.kind === 'secret';
  return (
    <TextField
      id={id}
      label={label}
      error={errors[field.key]}
      value={typeof value === 'string' ? value : ''}
      onChange={(v) => onChange({ [field.key]: v })}
      type={secret ? 'password' : 'text'}
      autoComplete={secret ? 'new-password' : 'off'}
    />
  );
}
