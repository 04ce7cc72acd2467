import {
  type Application,
  type CustomDomainCalls,
  customDomainCalls,
  type Deployment,
  type DeployWizardTarget,
  type DomainAnswers,
  type DomainFormContext,
  domainFormContext,
  domainFormErrors,
  domainFormFields,
  domainRequest,
  firstDomainAnswers,
  forcesHttps,
  type WizardField,
  type Workspace,
} from '@skiff/sdk';
import { DISABLED_FOR_WORKSPACE_MESSAGE } from '@skiff/sdk/domain';
import { type FormEvent, useId, useState } from 'react';
import { useConfirm } from '../../components/confirm-dialog.js';
import { Feedback } from '../../components/feedback.js';
import { Field, invalidProps, TextField } from '../../components/field.js';
import { useSubmit } from '../../components/use-submit.js';
import { useSession } from '../../session/session-context.js';

interface DomainRow {
  _id?: string | null;
  domain?: string | null;
}

/**
 * Custom Domains (spec 002 sections 2.8, 5 and 6) of an application or a tag, rendering the SDK's domain form model:
 * its domains (the record's `domains`), force HTTPS, and the add form (certificate automatic or one's own), all
 * through the SDK's `customDomainCalls` (a tag's domains have no remove call). Without the workspace's
 * `enableCustomDomain` it is disabled.
 */
export function DomainsPanel(props: {
  record: Application | Deployment;
  workspace: Workspace | undefined;
  target: DeployWizardTarget;
  onChanged(): void;
}) {
  const { onChanged, target } = props;
  const { client } = useSession();
  const calls = customDomainCalls(client, target);
  const context = domainFormContext('applicationId' in target ? 'application' : 'deployment', props.workspace);
  const enabled = context.enabled;
  const domains = props.record.domains ?? [];
  const secure = forcesHttps(props.record);
  const submission = useSubmit();
  const [question, ask] = useConfirm();
  const act = async (work: () => Promise<string>) => {
    if (await submission.run(work)) onChanged();
  };
  const toggleHttps = () =>
    act(async () => {
      await calls.forceHttps(!secure);
      return secure ? 'Stopping forcing HTTPS.' : 'Forcing HTTPS started.';
    });
  const remove = async (row: DomainRow, removeCall: (domainId: string) => Promise<unknown>) => {
    if (!(await ask({ title: `Remove the domain ${row.domain ?? ''}?`, confirmLabel: 'Remove' }))) return;
    void act(async () => {
      await removeCall(row._id ?? '');
      return `${row.domain ?? 'The domain'} removed.`;
    });
  };

  return (
    <>
      {question}
      {enabled ? null : <p className="alert alert-info">{DISABLED_FOR_WORKSPACE_MESSAGE}</p>}
      {domains.length === 0 ? <p>No custom domain yet.</p> : null}
      <ul className="rows" aria-label="Custom domains">
        {domains.map((row) => (
          <li key={row._id ?? row.domain} className="row">
            <span className="mono">{row.domain}</span>
            {calls.remove ? (
              <span className="row-actions">
                <button
                  type="button"
                  disabled={submission.busy}
                  aria-label={`Remove ${row.domain ?? 'domain'}`}
                  onClick={() => calls.remove && remove(row, calls.remove)}
                >
                  Remove
                </button>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <p>
        Force HTTPS: <strong>{secure ? 'on' : 'off'}</strong>{' '}
        <button type="button" disabled={submission.busy || !enabled} onClick={toggleHttps}>
          {secure ? 'Stop forcing HTTPS' : 'Force HTTPS'}
        </button>
      </p>
      <Feedback submission={submission} />
      <AddDomain add={calls.add} onAdded={onChanged} context={context} />
    </>
  );
}

/** The add form: the SDK's domain form fields (domain, certificate, and the PEM pair for one's own), its rules. */
function AddDomain(props: { add: CustomDomainCalls['add']; onAdded(): void; context: DomainFormContext }) {
  const disabled = !props.context.enabled;
  const id = useId();
  const [answers, setAnswers] = useState<DomainAnswers>(firstDomainAnswers);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submission = useSubmit();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = domainFormErrors(answers, props.context);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input = domainRequest(answers);
    const added = await submission.run(async () => {
      await props.add(input);
      return `${input.domain} is being added.`;
    });
    if (added) {
      setAnswers(firstDomainAnswers());
      props.onAdded();
    }
  };
  const control = (field: WizardField) => {
    const fieldId = `${id}-${field.key}`;
    const value = String(answers[field.key as keyof DomainAnswers] ?? '');
    const set = (next: string) => setAnswers({ ...answers, [field.key]: next });
    if (field.kind === 'choice')
      return (
        <Field key={field.key} id={fieldId} label={field.label} error={errors[field.key]}>
          <select id={fieldId} value={value} disabled={disabled} onChange={(e) => set(e.target.value)}>
            {(field.choices ?? []).map((choice) => (
              <option key={choice} value={choice}>
                {field.show ? field.show(choice) : choice}
              </option>
            ))}
          </select>
        </Field>
      );
    if (field.key === 'domain')
      return (
        <TextField
          key={field.key}
          id={fieldId}
          label={field.label}
          error={errors[field.key]}
          value={value}
          onChange={set}
          disabled={disabled}
        />
      );
    return (
      <Field key={field.key} id={fieldId} label={field.label} error={errors[field.key]}>
        <textarea
          id={fieldId}
          rows={3}
          disabled={disabled}
          value={value}
          placeholder={field.hint}
          onChange={(e) => set(e.target.value)}
          {...invalidProps(fieldId, errors[field.key])}
        />
      </Field>
    );
  };
  return (
    <form className="form narrow card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Add a domain</h3>
      {domainFormFields(answers).map(control)}
      <Feedback submission={submission} />
      <button type="submit" className="primary" disabled={disabled || submission.busy}>
        Add domain
      </button>
    </form>
  );
}
