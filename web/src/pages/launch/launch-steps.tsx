import { WIZARD_REPLICA_CHOICES } from '@skiff/sdk';
import {
  allowedStorageOptions,
  CAPACITY_OPTIONS,
  COPY_SOURCE_LABELS,
  capacityIndex,
  DISABLED_FIELDS_FOR_WORKSPACE_MESSAGE,
  filePermissionLabel,
  GROUP_TYPES,
  STORAGE_OPTIONS_GI,
  stripControlSequences,
} from '@skiff/sdk/domain';
import { type ReactNode, useId } from 'react';
import { Field, invalidProps, TextField } from '../../components/field.js';
import { BasicAuthFields } from '../application/security-form.js';
import { asks, type LaunchAnswers, type LaunchContext } from './launch-answers.js';

/** What every step gets: the answers, their setter, the context, and the errors to show (after Next). */
export interface LaunchStepProps {
  answers: LaunchAnswers;
  set(patch: Partial<LaunchAnswers>): void;
  context: LaunchContext;
  errors: Record<string, string>;
}

/** The wizard's answers typed as text. */
type TextAnswer =
  | 'oldHostname'
  | 'urlDB'
  | 'urlFiles'
  | 's3DB'
  | 's3Files'
  | 'bucketRegion'
  | 'appRoot'
  | 'webRoot'
  | 'containerImage';

/** A text answer's input with its message, as every step shows one. */
function answerText(
  step: Pick<LaunchStepProps, 'answers' | 'set' | 'errors'>,
  id: string,
  key: TextAnswer,
  label: string,
) {
  return (
    <TextField
      id={id}
      label={label}
      value={step.answers[key]}
      error={step.errors[key]}
      onChange={(v) => step.set({ [key]: v })}
    />
  );
}

/** Step 1: where the database (and a branch's static files) come from, with that source's own fields. */
export function SourceStep({ answers, set, context, errors }: LaunchStepProps) {
  const id = useId();
  const text = (key: TextAnswer, label: string) => answerText({ answers, set, errors }, `${id}-${key}`, key, label);
  return (
    <>
      <fieldset className="choices">
        <legend>Database and files</legend>
        {context.sources.map((source) => (
          <label key={source} className="checkbox">
            <input
              type="radio"
              name={`${id}-source`}
              checked={answers.copyDatabaseFilesType === source}
              onChange={() => set({ copyDatabaseFilesType: source })}
            />
            {COPY_SOURCE_LABELS[source]}
          </label>
        ))}
      </fieldset>
      {answers.copyDatabaseFilesType === 'HTTP' ? (
        <>
          {text('oldHostname', 'Old hostname')}
          {text('urlDB', 'Database URL (a direct link)')}
          {text('urlFiles', 'Files URL (optional)')}
        </>
      ) : null}
      {answers.copyDatabaseFilesType === 'S3' ? (
        <>
          {text('s3DB', 'Database S3 URI')}
          {text('s3Files', 'Files S3 URI (optional)')}
          {text('bucketRegion', 'Bucket region')}
        </>
      ) : null}
      {answers.copyDatabaseFilesType === 'APPLICATION' ? (
        <Field id={`${id}-from`} label="Copy from branch" error={errors.sourceApplication}>
          <select
            id={`${id}-from`}
            value={answers.sourceApplication ?? ''}
            onChange={(e) => set({ sourceApplication: e.target.value || undefined })}
            {...invalidProps(`${id}-from`, errors.sourceApplication)}
          >
            <option value="">Choose a branch</option>
            {context.branches.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
    </>
  );
}

/** Step 2: the basic-auth lock, the file permission level (the security form's fields) and the tool switches. */
export function SecurityStep({ answers, set, errors }: LaunchStepProps) {
  return (
    <>
      <BasicAuthFields values={answers} errors={errors} onChange={set} />
      <Check label="PhpMyAdmin" checked={answers.isEnablePMA === true} onChange={(v) => set({ isEnablePMA: v })} />
      <Check
        label="Code editor (VS Code)"
        checked={answers.isEnableEditor === true}
        onChange={(v) => set({ isEnableEditor: v })}
      />
    </>
  );
}

/** The secret manager choice that attaches none (our wording). */
const NO_SECRET_MANAGER = 'None';
const capacityText = (c: (typeof CAPACITY_OPTIONS)[number]) => `${c.cpu} CPU, ${c.memory}`;

/**
 * Step 3: the roots, the secret manager, a tag's replicas (1 to 5), and where the workspace allows it, the image, capacity
 * (the maximum offered from the minimum up), server type (spot disabled where the provider has none) and, for a
 * branch, storage (never smaller).
 */
export function ConfigurationStep({ answers, set, context, errors }: LaunchStepProps) {
  const id = useId();
  const select = (
    key: string,
    label: string,
    value: string | number | undefined,
    onChange: (v: string) => void,
    options: ReactNode,
  ) => (
    <Field id={`${id}-${key}`} label={label} error={errors[key]}>
      <select
        id={`${id}-${key}`}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value)}
        {...invalidProps(`${id}-${key}`, errors[key])}
      >
        {options}
      </select>
    </Field>
  );
  const text = (key: TextAnswer, label: string) => answerText({ answers, set, errors }, `${id}-${key}`, key, label);
  const minimum = Math.max(0, capacityIndex(answers.capacity));
  return (
    <>
      {text('appRoot', 'Application root')}
      {text('webRoot', 'Web root')}
      {select('secretManager', 'Secret manager', answers.secretManager, (v) => set({ secretManager: v || undefined }), [
        <option key="" value="">
          {NO_SECRET_MANAGER}
        </option>,
        ...context.secretManagers.map((name) => (
          <option key={name} value={name}>
            {stripControlSequences(name)}
          </option>
        )),
      ])}
      {asks('replicas', answers, context)
        ? select(
            'replicas',
            'Replicas',
            answers.replicas,
            (v) => set({ replicas: Number(v) }),
            WIZARD_REPLICA_CHOICES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            )),
          )
        : null}
      {asks('capacity', answers, context) ? (
        <>
          {text('containerImage', 'Image (blank keeps the current one)')}
          {select(
            'capacity',
            'Minimum capacity',
            answers.capacity,
            (v) =>
              set({
                capacity: v,
                capacityLimit: capacityIndex(answers.capacityLimit) < capacityIndex(v) ? v : answers.capacityLimit,
              }),
            CAPACITY_OPTIONS.map((c) => (
              <option key={c.key} value={c.key}>
                {capacityText(c)}
              </option>
            )),
          )}
          {select(
            'capacityLimit',
            'Maximum capacity',
            answers.capacityLimit,
            (v) => set({ capacityLimit: v }),
            CAPACITY_OPTIONS.slice(minimum).map((c) => (
              <option key={c.key} value={c.key}>
                {capacityText(c)}
              </option>
            )),
          )}
          {select(
            'groupType',
            'Server type',
            answers.groupType,
            (v) => set({ groupType: v as LaunchAnswers['groupType'] }),
            GROUP_TYPES.map((type) => (
              <option key={type} value={type} disabled={type === 'spot' && !context.spotAllowed}>
                {type}
              </option>
            )),
          )}
          {asks('storage', answers, context)
            ? select(
                'storage',
                'Storage',
                answers.storage,
                (v) => set({ storage: Number(v) }),
                STORAGE_OPTIONS_GI.map((size) => (
                  <option
                    key={size}
                    value={size}
                    disabled={!allowedStorageOptions(context.currentStorage).includes(size)}
                  >
                    {size} Gi
                  </option>
                )),
              )
            : null}
        </>
      ) : (
        <p className="alert alert-info">{DISABLED_FIELDS_FOR_WORKSPACE_MESSAGE}</p>
      )}
    </>
  );
}

/** Step 4: the answers to check before launching (the password is never shown back). */
export function ReviewStep({ answers, context }: LaunchStepProps) {
  const source = answers.copyDatabaseFilesType;
  const from = context.branches.find((b) => b.id === answers.sourceApplication)?.name;
  const onOff = (on: boolean | undefined) => (on ? 'on' : 'off');
  return (
    <dl className="facts" aria-label="Review">
      <dt>Database and files</dt>
      <dd>
        {source ? COPY_SOURCE_LABELS[source] : '-'}
        {source === 'APPLICATION' && from ? `: ${from}` : ''}
        {source === 'HTTP' ? `: ${answers.urlDB ?? ''}` : ''}
        {source === 'S3' ? `: ${answers.s3DB ?? ''}` : ''}
      </dd>
      <dt>Basic auth</dt>
      <dd>{answers.isEnableBasicAuth ? `on (${answers.authUsername ?? ''})` : 'off'}</dd>
      <dt>File permission level</dt>
      <dd>{filePermissionLabel(answers.filePermissionLevel)}</dd>
      <dt>PhpMyAdmin</dt>
      <dd>{onOff(answers.isEnablePMA)}</dd>
      <dt>Code editor</dt>
      <dd>{onOff(answers.isEnableEditor)}</dd>
      <dt>Roots</dt>
      <dd className="mono">
        {answers.appRoot}, web {answers.webRoot}
      </dd>
      <dt>Secret manager</dt>
      <dd>{answers.secretManager ? stripControlSequences(answers.secretManager) : NO_SECRET_MANAGER}</dd>
      {asks('replicas', answers, context) ? (
        <>
          <dt>Replicas</dt>
          <dd>{answers.replicas}</dd>
        </>
      ) : null}
      {asks('capacity', answers, context) ? (
        <>
          <dt>Image</dt>
          <dd className="mono">{answers.containerImage?.trim() || 'Current'}</dd>
          <dt>Capacity</dt>
          <dd className="mono">
            {answers.capacity} to {answers.capacityLimit}
          </dd>
          <dt>Server type</dt>
          <dd>{answers.groupType}</dd>
          {asks('storage', answers, context) ? (
            <>
              <dt>Storage</dt>
              <dd>{answers.storage} Gi</dd>
            </>
          ) : null}
        </>
      ) : null}
    </dl>
  );
}

function Check(props: { label: string; checked: boolean; onChange(on: boolean): void }) {
  return (
    <label className="checkbox">
      <input type="checkbox" checked={props.checked} onChange={(e) => props.onChange(e.target.checked)} />
      {props.label}
    </label>
  );
}
