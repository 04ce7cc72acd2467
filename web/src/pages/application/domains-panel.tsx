import type { Application, CustomDomainInput, Deployment, Workspace } from '@skiff/sdk';
import { customDomainError, DISABLED_FOR_WORKSPACE_MESSAGE, isWorkspaceFeatureEnabled } from '@skiff/sdk/domain';
import { type FormEvent, useId, useState } from 'react';
import { useConfirm } from '../../components/confirm-dialog.js';
import { Feedback } from '../../components/feedback.js';
import { Field, TextField } from '../../components/field.js';
import { useSubmit } from '../../components/use-submit.js';
import { flagField } from './application-fields.js';

export interface DomainRow {
  _id?: string | null;
  domain?: string | null;
}

/** The calls behind the domains panel: an application's or a tag's (spec 002 section 7). */
export interface DomainCalls {
  forceHttps(on: boolean): Promise<unknown>;
  add(input: CustomDomainInput): Promise<unknown>;
  /** Removes a domain; absent where the platform has no call for it (a tag's domains). */
  remove?(row: DomainRow): Promise<unknown>;
}

/**
 * Custom Domains (spec 002 sections 2.8, 5 and 6) of an application or a tag: its domains (the record's `domains`),
 * force HTTPS, and the add form (certificate optional). Without the workspace's `enableCustomDomain` it is disabled.
 */
export function DomainsPanel(props: {
  record: Application | Deployment;
  workspace: Workspace | undefined;
  calls: DomainCalls;
  onChanged(): void;
}) {
  const { calls, onChanged } = props;
  const enabled = isWorkspaceFeatureEnabled(props.workspace, 'enableCustomDomain');
  const domains = props.record.domains ?? [];
  const secure = flagField(props.record, 'secureConnection');
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
  const remove = async (row: DomainRow, removeCall: (row: DomainRow) => Promise<unknown>) => {
    if (!(await ask({ title: `Remove the domain ${row.domain ?? ''}?`, confirmLabel: 'Remove' }))) return;
    void act(async () => {
      await removeCall(row);
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
      <AddDomain add={calls.add} onAdded={onChanged} disabled={!enabled} />
    </>
  );
}

function AddDomain(props: { add: DomainCalls['add']; onAdded(): void; disabled: boolean }) {
  const { disabled } = props;
  const id = useId();
  const [input, setInput] = useState<CustomDomainInput>({ domain: '', privateKey: '', sslCertificate: '' });
  const [fieldError, setFieldError] = useState<string>();
  const submission = useSubmit();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const error = customDomainError(input.domain);
    setFieldError(error);
    if (error) return;
    const added = await submission.run(async () => {
      await props.add({ ...input, domain: input.domain.trim() });
      return `${input.domain.trim()} is being added.`;
    });
    if (added) {
      setInput({ domain: '', privateKey: '', sslCertificate: '' });
      props.onAdded();
    }
  };
  const area = (name: 'privateKey' | 'sslCertificate', label: string) => (
    <Field id={`${id}-${name}`} label={label}>
      <textarea
        id={`${id}-${name}`}
        rows={3}
        disabled={disabled}
        value={input[name]}
        onChange={(e) => setInput({ ...input, [name]: e.target.value })}
      />
    </Field>
  );
  return (
    <form className="form narrow card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Add a domain</h3>
      <TextField
        id={`${id}-domain`}
        label="Domain"
        error={fieldError}
        value={input.domain}
        onChange={(v) => setInput({ ...input, domain: v })}
        disabled={disabled}
      />
      {area('privateKey', 'Private key (optional)')}
      {area('sslCertificate', 'SSL certificate (optional)')}
      <Feedback submission={submission} />
      <button type="submit" className="primary" disabled={disabled || submission.busy}>
        Add domain
      </button>
    </form>
  );
}
