import { REGISTRY_PROVIDERS, type RegistryField, registryErrors } from '@skiff/sdk/domain';
import { type FormEvent, useId, useState } from 'react';
import { Feedback } from '../../components/feedback.js';
import { Field, TextField } from '../../components/field.js';
import { useSubmit } from '../../components/use-submit.js';

export interface RegistryValues {
  provider: string;
  server: string;
  username: string;
  token: string;
  tags: string[];
}

/**
 * A collapsible registry form (spec 002 sections 2.4 and 5): provider, server, username, token (never shown back,
 * typed again on each save) and, for the base registry, tags; the SDK's 'Required' and 'Invalid url' by field.
 */
export function RegistryForm(props: {
  title: string;
  initial: Omit<RegistryValues, 'token'>;
  withTags: boolean;
  disabled: boolean;
  save(values: RegistryValues): Promise<void>;
}) {
  const id = useId();
  const [form, setForm] = useState<RegistryValues>({ ...props.initial, token: '' });
  const [tagsText, setTagsText] = useState(props.initial.tags.join(', '));
  const [errors, setErrors] = useState<Partial<Record<RegistryField, string>>>({});
  const submission = useSubmit();
  const set = (patch: Partial<RegistryValues>) => setForm({ ...form, ...patch });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const tags = tagsText
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    const found = registryErrors({ ...form, tags }, props.withTags);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const saved = await submission.run(async () => {
      await props.save({ ...form, server: form.server.trim(), username: form.username.trim(), tags });
      return `${props.title} saved.`;
    });
    if (saved) set({ token: '' });
  };
  return (
    <details className="card">
      <summary>{props.title}</summary>
      <form className="form narrow" onSubmit={submit} noValidate aria-label={props.title}>
        <Field id={`${id}-provider`} label="Provider">
          <select
            id={`${id}-provider`}
            value={form.provider}
            disabled={props.disabled}
            onChange={(e) => set({ provider: e.target.value })}
          >
            {REGISTRY_PROVIDERS.map((provider) => (
              <option key={provider} value={provider}>
                {provider}
              </option>
            ))}
          </select>
        </Field>
        <TextField
          id={`${id}-server`}
          label="Server ({host}, ghcr.io, index.docker.io/v1)"
          value={form.server}
          onChange={(server) => set({ server })}
          error={errors.server}
          disabled={props.disabled}
        />
        <TextField
          id={`${id}-username`}
          label="Username"
          value={form.username}
          onChange={(username) => set({ username })}
          error={errors.username}
          disabled={props.disabled}
        />
        <TextField
          id={`${id}-token`}
          label="Token"
          type="password"
          autoComplete="off"
          value={form.token}
          onChange={(token) => set({ token })}
          error={errors.token}
          disabled={props.disabled}
        />
        {props.withTags ? (
          <TextField
            id={`${id}-tags`}
            label="Tags (comma-separated)"
            value={tagsText}
            onChange={setTagsText}
            error={errors.tags}
            disabled={props.disabled}
          />
        ) : null}
        <Feedback submission={submission} />
        <button type="submit" className="primary" disabled={props.disabled || submission.busy}>
          Save
        </button>
      </form>
    </details>
  );
}
