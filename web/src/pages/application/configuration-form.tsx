import {
  type Application,
  type ConfigurationRequest,
  configurationErrorsOf,
  configurationFormContext,
  configurationRequest,
  type Deployment,
  firstConfigurationAnswers,
  type Workspace,
  workspaceProvider,
} from '@skiff/sdk';
import {
  allowedStorageOptions,
  CAPACITY_OPTIONS,
  DISABLED_FIELDS_FOR_WORKSPACE_MESSAGE,
  GROUP_TYPES,
  REPLICA_RANGE,
  STORAGE_OPTIONS_GI,
} from '@skiff/sdk/domain';
import { type FormEvent, useId, useState } from 'react';
import { Feedback } from '../../components/feedback.js';
import { Field, invalidProps, TextField } from '../../components/field.js';
import { useSubmit } from '../../components/use-submit.js';
import { textField } from './application-fields.js';

/** What the configuration form saves: the SDK configuration form model's request. */
export type ConfigurationBody = ConfigurationRequest;

/**
 * Configuration (spec 002 sections 2.8 and 5) of an application or a tag: roots, server type, resources, the tool
 * switches, and for an application its storage (`storage`, never shrunk) and Node.js start script (`startScript`).
 * Without the workspace's `enableEditConfiguration` the server type, resources and storage are locked and not sent.
 */
export function ConfigurationForm(props: {
  titleId: string;
  record: Application | Deployment;
  workspace: Workspace | undefined;
  projectTypeKey: string | undefined;
  /** The current storage in Gi, for an application; a tag has no storage field. */
  storage?: number;
  startScript: boolean;
  save(body: ConfigurationBody): Promise<string>;
  failure?: string;
  onSaved(): void;
}) {
  const { record, workspace, projectTypeKey } = props;
  const id = useId();
  // The form is the SDK's configuration form model: its fields, first answers, rules and request.
  const context = configurationFormContext({
    kind: props.storage !== undefined ? 'application' : 'deployment',
    workspace,
    provider: workspace ? workspaceProvider(workspace) : undefined,
    projectTypeKey: props.startScript ? projectTypeKey : undefined,
    record: { storage: props.storage },
  });
  const currentStorage = context.currentStorage;
  const editable = context.canEditConfiguration;
  const [form, setForm] = useState(() => {
    const first = firstConfigurationAnswers(record, context);
    const text = (key: string) => String(first[key] ?? '');
    return {
      appRoot: text('appRoot'),
      webRoot: text('webRoot'),
      startAppScript: text('startAppScript'),
      replicas: text('replicas'),
      groupType: text('groupType'),
      capacity: text('capacity'),
      capacityLimit: text('capacityLimit'),
      storage: text('storage'),
      isEnablePMA: first.isEnablePMA === true,
      isEnableEditor: first.isEnableEditor === true,
    };
  });
  const [submitted, setSubmitted] = useState(false);
  const submission = useSubmit();
  const set = (patch: Partial<typeof form>) => setForm((previous) => ({ ...previous, ...patch }));

  const answers = {
    ...form,
    replicas: Number(form.replicas),
    storage: form.storage ? Number(form.storage) : undefined,
  };
  const body = configurationRequest(answers, context);
  const errors = configurationErrorsOf(answers, context);
  const shown = submitted ? errors : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    if (await submission.run(() => props.save(body), props.failure)) props.onSaved();
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
        <option value="">Keep current ({textField(record, name) || 'none'})</option>
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
    <>
      {editable ? null : <p className="alert alert-info">{DISABLED_FIELDS_FOR_WORKSPACE_MESSAGE}</p>}
      <form className="form narrow" onSubmit={submit} noValidate aria-labelledby={props.titleId}>
        {text('appRoot', 'Application root')}
        {text('webRoot', 'Web root')}
        {props.startScript ? text('startAppScript', 'Start script') : null}
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
              <option key={type} value={type} disabled={type === 'spot' && !context.spotAllowed}>
                {type}
              </option>
            ))}
          </select>
        </Field>
        {capacitySelect('capacity', 'Minimum capacity')}
        {capacitySelect('capacityLimit', 'Maximum capacity')}
        {currentStorage !== undefined ? (
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
        ) : null}
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
    </>
  );
}
