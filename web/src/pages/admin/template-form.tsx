import {
  EMPTY_TEMPLATE_FORM,
  PROJECT_TYPES,
  TEMPLATE_SWITCHES,
  TEMPLATE_TEXT_FIELDS,
  type TemplateFormField,
  type TemplateFormValues,
  type TemplateSwitches,
  templateFormBody,
  templateFormErrors,
} from '@skiff/sdk/domain';
import { type FormEvent, useId, useState } from 'react';
import { Feedback } from '../../components/feedback.js';
import { Field, invalidProps, TextField } from '../../components/field.js';
import { useSubmit } from '../../components/use-submit.js';
import { useSession } from '../../session/session-context.js';

/**
 * The Create Template and Update Template form (spec 003 sections 2.13 and 5): 'Required' under each blank required
 * field on submit. Editing (`editing` set) uses the admin endpoint, so it adds Capacity (required) and the switches.
 */
export function TemplateForm(props: {
  editing?: { id: string; values: TemplateFormValues; switches: TemplateSwitches };
  onSaved(message: string): void;
  onCancel(): void;
}) {
  const { client } = useSession();
  const id = useId();
  const { editing } = props;
  const [values, setValues] = useState<TemplateFormValues>(editing?.values ?? EMPTY_TEMPLATE_FORM);
  const [switches, setSwitches] = useState<TemplateSwitches | undefined>(editing?.switches);
  const [errors, setErrors] = useState<Partial<Record<TemplateFormField, string>>>({});
  const submission = useSubmit();
  const title = editing ? 'Update Template' : 'Create Template';
  const set = (field: TemplateFormField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = templateFormErrors(values, editing ? 'adminUpdate' : 'create');
    setErrors(found);
    if (Object.keys(found).length) return;
    const body = templateFormBody(values);
    let message = '';
    const ok = await submission.run(async () => {
      if (editing) await client.catalogs.adminUpdate(editing.id, { ...body, ...switches });
      else await client.catalogs.create(body);
      message = editing ? `${body.name} updated.` : `${body.name} created.`;
      return undefined;
    });
    if (ok) props.onSaved(message);
  };
  const field = (key: TemplateFormField, label: string) => (
    <TextField
      key={key}
      id={`${id}-${key}`}
      label={label}
      type={key === 'adminPassword' ? 'password' : 'text'}
      autoComplete="off"
      value={values[key]}
      onChange={set(key)}
      error={errors[key]}
    />
  );
  return (
    <form className="card" onSubmit={save} noValidate aria-label={title}>
      <h2>{title}</h2>
      {TEMPLATE_TEXT_FIELDS.slice(0, 2).map(([key, label]) => field(key, label))}
      <Field id={`${id}-projectType`} label="Type" error={errors.projectType}>
        <select
          id={`${id}-projectType`}
          value={values.projectType}
          onChange={(e) => set('projectType')(e.target.value)}
          {...invalidProps(`${id}-projectType`, errors.projectType)}
        >
          <option value="">Choose a type</option>
          {PROJECT_TYPES.map((t) => (
            <option key={t.key} value={t.key}>
              {t.name}
            </option>
          ))}
        </select>
      </Field>
      {TEMPLATE_TEXT_FIELDS.slice(2).map(([key, label]) => field(key, label))}
      {switches ? (
        <>
          {field('capacityDefault', 'Capacity')}
          {TEMPLATE_SWITCHES.map(([key, label]) => (
            <div className="field" key={key}>
              <label>
                <input
                  type="checkbox"
                  checked={switches[key]}
                  onChange={(e) => setSwitches({ ...switches, [key]: e.target.checked })}
                />{' '}
                {label}
              </label>
            </div>
          ))}
        </>
      ) : null}
      <Feedback submission={submission} />
      <button type="submit" disabled={submission.busy}>
        {editing ? 'Update' : 'Create'}
      </button>{' '}
      <button type="button" onClick={props.onCancel}>
        Cancel
      </button>
    </form>
  );
}
