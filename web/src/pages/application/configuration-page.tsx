import {
  APPLICATION_UPDATE_FAILED_MESSAGE,
  APPLICATION_UPDATED_MESSAGE,
  type ApplicationUpdate,
  allowedStorageOptions,
  CAPACITY_OPTIONS,
  configurationFormErrors,
  DEFAULT_STORAGE_GI,
  DISABLED_FIELDS_FOR_WORKSPACE_MESSAGE,
  GROUP_TYPES,
  isSpotAllowed,
  isWorkspaceFeatureEnabled,
  REPLICA_RANGE,
  STORAGE_OPTIONS_GI,
} from '@skiff/sdk';
import { type FormEvent, useId, useState } from 'react';
import { Feedback } from '../../components/feedback.js';
import { Field, invalidProps, TextField } from '../../components/field.js';
import { useSubmit } from '../../components/use-submit.js';
import type { PageProps } from '../../routes.js';
import { useSession } from '../../session/session-context.js';
import { flagField, numberField, textField } from './application-fields.js';
import { ApplicationLayout, type ApplicationScreen } from './application-layout.js';

/** Configuration (spec 002 sections 2.8 and 5): roots, server type, resources, storage and the tool switches. */
export function ConfigurationPage({ params }: PageProps) {
  return (
    <ApplicationLayout params={params} section="configuration">
      {(screen) => <Configuration key={screen.data._id} {...screen} />}
    </ApplicationLayout>
  );
}

function Configuration({ ids, app, data, workspace, project }: ApplicationScreen) {
  const { client } = useSession();
  const id = useId();
  const projectTypeKey = project?.projectType?.key;
  const currentStorage = numberField(data, 'storage') ?? DEFAULT_STORAGE_GI;
  const editable = isWorkspaceFeatureEnabled(workspace, 'enableEditConfiguration');
  const provider = (workspace?.environment as { cloudAccount?: { provider?: string } } | null | undefined)?.cloudAccount
    ?.provider;
  const [form, setForm] = useState({
    appRoot: textField(data, 'appRoot', '/var/www/html'),
    webRoot: textField(data, 'webRoot', '/var/www/html'),
    startAppScript: textField(data, 'startAppScript'),
    replicas: String(Math.max(REPLICA_RANGE.min, data.replicas ?? REPLICA_RANGE.min)),
    groupType: textField(data, 'groupType', 'on-demand'),
    capacity: knownCapacity(textField(data, 'capacity')),
    capacityLimit: knownCapacity(textField(data, 'capacityLimit')),
    storage: String(currentStorage),
    isEnablePMA: flagField(data, 'isEnablePMA'),
    isEnableEditor: flagField(data, 'isEnableEditor'),
  });
  const [submitted, setSubmitted] = useState(false);
  const submission = useSubmit();
  const set = (patch: Partial<typeof form>) => setForm((previous) => ({ ...previous, ...patch }));

  const body: ApplicationUpdate = {
    appRoot: form.appRoot,
    webRoot: form.webRoot,
    replicas: Number(form.replicas),
    isEnablePMA: form.isEnablePMA,
    isEnableEditor: form.isEnableEditor,
    ...(projectTypeKey?.toLowerCase() === 'nodejs' ? { startAppScript: form.startAppScript } : {}),
    ...(editable
      ? {
          groupType: form.groupType as ApplicationUpdate['groupType'],
          storage: Number(form.storage),
          ...(form.capacity ? { capacity: form.capacity } : {}),
          ...(form.capacityLimit ? { capacityLimit: form.capacityLimit } : {}),
        }
      : {}),
  };
  const errors = configurationFormErrors(
    { ...body, capacity: body.capacity ?? null, capacityLimit: body.capacityLimit ?? null },
    { currentStorage, projectTypeKey },
  );
  const shown = submitted ? errors : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    const saved = await submission.run(async () => {
      await client.applications.update(ids, body);
      return APPLICATION_UPDATED_MESSAGE;
    }, APPLICATION_UPDATE_FAILED_MESSAGE);
    if (saved) app.reload();
  };

  const fieldId = (name: string) => `${id}-${name}`;
  const text = (name: 'appRoot' | 'webRoot' | 'startAppScript', label: string) => (
    <TextField
      id={fieldId(name)}
      label={label}
      error={shown[name]}
      value={form[name]}
      onChange={(v) => set({ [name]: v })}
    />
  );
  const capacitySelect = (name: 'capacity' | 'capacityLimit', label: string) => (
    <Field id={fieldId(name)} label={label} error={shown[name]}>
      <select
        id={fieldId(name)}
        value={form[name]}
        disabled={!editable}
        onChange={(e) => set({ [name]: e.target.value })}
        {...invalidProps(fieldId(name), shown[name])}
      >
        <option value="">Keep current ({textField(data, name) || 'none'})</option>
        {CAPACITY_OPTIONS.map((c) => (
          <option key={c.key} value={c.key}>
            {c.cpu} CPU, {c.memory}
          </option>
        ))}
      </select>
    </Field>
  );

  const storageChoices = allowedStorageOptions(currentStorage);
  return (
    <section aria-labelledby="configuration-title">
      <h2 id="configuration-title">Configuration</h2>
      {editable ? null : <p className="alert alert-info">{DISABLED_FIELDS_FOR_WORKSPACE_MESSAGE}</p>}
      <form className="form narrow" onSubmit={submit} noValidate aria-labelledby="configuration-title">
        {text('appRoot', 'Application root')}
        {text('webRoot', 'Web root')}
        {projectTypeKey?.toLowerCase() === 'nodejs' ? text('startAppScript', 'Start script') : null}
        <Field id={fieldId('replicas')} label="Replicas" error={shown.replicas}>
          <input
            id={fieldId('replicas')}
            type="number"
            min={REPLICA_RANGE.min}
            max={REPLICA_RANGE.max}
            value={form.replicas}
            onChange={(e) => set({ replicas: e.target.value })}
            {...invalidProps(fieldId('replicas'), shown.replicas)}
          />
        </Field>
        <Field id={fieldId('groupType')} label="Server type">
          <select
            id={fieldId('groupType')}
            value={form.groupType}
            disabled={!editable}
            onChange={(e) => set({ groupType: e.target.value })}
          >
            {GROUP_TYPES.map((type) => (
              <option key={type} value={type} disabled={type === 'spot' && !isSpotAllowed(provider)}>
                {type}
              </option>
            ))}
          </select>
        </Field>
        {capacitySelect('capacity', 'Minimum capacity')}
        {capacitySelect('capacityLimit', 'Maximum capacity')}
        <Field id={fieldId('storage')} label="Storage" error={shown.storage}>
          <select
            id={fieldId('storage')}
            value={form.storage}
            disabled={!editable}
            onChange={(e) => set({ storage: e.target.value })}
            {...invalidProps(fieldId('storage'), shown.storage)}
          >
            {STORAGE_OPTIONS_GI.map((size) => (
              <option key={size} value={size} disabled={!storageChoices.includes(size)}>
                {size} Gi
              </option>
            ))}
          </select>
        </Field>
        <label className="checkbox">
          <input type="checkbox" checked={form.isEnablePMA} onChange={(e) => set({ isEnablePMA: e.target.checked })} />
          PhpMyAdmin
        </label>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={form.isEnableEditor}
            onChange={(e) => set({ isEnableEditor: e.target.checked })}
          />
          Code editor (VS Code)
        </label>
        <Feedback submission={submission} />
        <button type="submit" className="primary" disabled={submission.busy}>
          Save configuration
        </button>
      </form>
    </section>
  );
}

/** A capacity the form can choose again, or '' (keep the current one) for a size outside the SDK's list. */
function knownCapacity(key: string): string {
  return CAPACITY_OPTIONS.some((c) => c.key === key) ? key : '';
}
