import {
  type CustomDomainInput,
  customDomainError,
  DISABLED_FOR_WORKSPACE_MESSAGE,
  isWorkspaceFeatureEnabled,
} from '@skiff/sdk';
import { type FormEvent, useId, useState } from 'react';
import { Feedback } from '../../components/feedback.js';
import { Field, TextField } from '../../components/field.js';
import { useSubmit } from '../../components/use-submit.js';
import type { PageProps } from '../../routes.js';
import { useSession } from '../../session/session-context.js';
import { flagField } from './application-fields.js';
import { ApplicationLayout, type ApplicationScreen } from './application-layout.js';

interface DomainRow {
  _id: string;
  domain?: string;
}

/** Custom Domains (spec 002 sections 2.8, 5 and 6): the domains, add one (certificate optional), force HTTPS. */
export function DomainsPage({ params }: PageProps) {
  return (
    <ApplicationLayout params={params} section="domains">
      {(screen) => <Domains {...screen} />}
    </ApplicationLayout>
  );
}

function Domains(screen: ApplicationScreen) {
  const { client } = useSession();
  const { ids, app, data, workspace } = screen;
  const enabled = isWorkspaceFeatureEnabled(workspace, 'enableCustomDomain');
  const domains = ((data as { domains?: unknown }).domains ?? []) as DomainRow[];
  const secure = flagField(data, 'secureConnection');
  const submission = useSubmit();

  const toggleHttps = async () => {
    const done = await submission.run(async () => {
      await client.applications.forceHttps(ids, !secure);
      return secure ? 'Stopping forcing HTTPS.' : 'Forcing HTTPS started.';
    });
    if (done) app.reload();
  };
  const remove = async (row: DomainRow) => {
    if (!window.confirm(`Remove the domain ${row.domain ?? ''}?`)) return;
    const done = await submission.run(async () => {
      await client.domains.delete(ids.workspaceId, row._id);
      return `${row.domain ?? 'The domain'} removed.`;
    });
    if (done) app.reload();
  };

  return (
    <section aria-labelledby="domains-title">
      <h2 id="domains-title">Custom Domains</h2>
      {enabled ? null : <p className="alert alert-info">{DISABLED_FOR_WORKSPACE_MESSAGE}</p>}
      {domains.length === 0 ? <p>No custom domain yet.</p> : null}
      <ul className="rows" aria-label="Custom domains">
        {domains.map((row) => (
          <li key={row._id} className="row">
            <span className="mono">{row.domain}</span>
            <span className="row-actions">
              <button
                type="button"
                disabled={submission.busy}
                aria-label={`Remove ${row.domain ?? 'domain'}`}
                onClick={() => remove(row)}
              >
                Remove
              </button>
            </span>
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
      <AddDomain {...screen} disabled={!enabled} />
    </section>
  );
}

function AddDomain({ ids, app, disabled }: ApplicationScreen & { disabled: boolean }) {
  const { client } = useSession();
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
      await client.applications.domains.add(ids, { ...input, domain: input.domain.trim() });
      return `${input.domain.trim()} is being added.`;
    });
    if (added) {
      setInput({ domain: '', privateKey: '', sslCertificate: '' });
      app.reload();
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
