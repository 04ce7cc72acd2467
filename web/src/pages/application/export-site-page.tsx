import type { Vps, VpsInput } from '@skiff/sdk';
import {
  applicationCommandText,
  DISABLED_FOR_WORKSPACE_MESSAGE,
  isWorkspaceFeatureEnabled,
  TEMPLATE_EXPORTED_MESSAGE,
  templateExportErrors,
  VPS_PAGE_SIZES,
  VPS_REQUIREMENTS,
  vpsDisplayedStatus,
  vpsFormErrors,
} from '@skiff/sdk/domain';
import { type FormEvent, useId, useState } from 'react';
import { CopyButton } from '../../components/copy-button.js';
import { ErrorAlert } from '../../components/error-alert.js';
import { Feedback } from '../../components/feedback.js';
import { Field, invalidProps, TextField } from '../../components/field.js';
import { useResource } from '../../components/use-resource.js';
import { useSubmit } from '../../components/use-submit.js';
import type { PageProps } from '../../routes.js';
import { useSession } from '../../session/session-context.js';
import { ApplicationLayout, type ApplicationScreen } from './application-layout.js';

/** Export Site (spec 002 sections 2.8, 5 and 7): export to a VPS, export to a template, and the command text. */
export function ExportSitePage({ params }: PageProps) {
  return (
    <ApplicationLayout params={params} section="export-site">
      {(screen) => (
        <section aria-labelledby="export-title">
          <h2 id="export-title">Export Site</h2>
          <VpsServers {...screen} />
          <TemplateExport {...screen} />
          <CommandText {...screen} />
        </section>
      )}
    </ApplicationLayout>
  );
}

function VpsServers(screen: ApplicationScreen) {
  const { client } = useSession();
  const { ids, workspace } = screen;
  const enabled = isWorkspaceFeatureEnabled(workspace, 'enableConnectVPS');
  const servers = useResource(
    (signal) => client.applications.vps.list(ids, { pageIndex: 1, pageSize: VPS_PAGE_SIZES[0] }, { signal }),
    [client, ids.applicationId],
  );
  const submission = useSubmit();
  const deploy = async (vps: Vps) => {
    if (
      await submission.run(async () => {
        await client.applications.vps.deployToServer(ids, vps._id);
        return `Deploying to ${vps.title ?? vps.publicIPAddress ?? 'the server'}.`;
      })
    )
      servers.reload();
  };
  return (
    <section className="card" aria-labelledby="vps-title">
      <h3 id="vps-title">Export to a VPS</h3>
      {enabled ? null : <p className="alert alert-info">{DISABLED_FOR_WORKSPACE_MESSAGE}</p>}
      <ErrorAlert error={servers.error} />
      <ul className="rows" aria-label="VPS servers" aria-busy={servers.loading}>
        {(servers.data?.items ?? []).map((vps) => (
          <li key={vps._id} className="row">
            <span>
              <strong>{vps.title}</strong>{' '}
              <span className="muted">
                {vps.vpsUsername}@{vps.publicIPAddress}
              </span>{' '}
              <span className="tag">{vpsDisplayedStatus(vps)}</span>
            </span>
            <span className="row-actions">
              <button
                type="button"
                disabled={!enabled || submission.busy}
                aria-label={`Deploy to ${vps.title ?? ''}`}
                onClick={() => deploy(vps)}
              >
                Deploy
              </button>
            </span>
          </li>
        ))}
      </ul>
      <Feedback submission={submission} />
      <p className="muted">Server requirements:</p>
      <ul>
        {VPS_REQUIREMENTS.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <ConnectVps {...screen} disabled={!enabled} onConnected={servers.reload} />
    </section>
  );
}

const EMPTY_VPS: VpsInput = { title: '', description: '', vpsUsername: '', publicIPAddress: '', privKey: '' };
const VPS_FIELDS = [
  { name: 'title', label: 'Title' },
  { name: 'description', label: 'Description (optional)' },
  { name: 'vpsUsername', label: 'VPS username' },
  { name: 'publicIPAddress', label: 'Public IP address' },
] as const;

function ConnectVps({ ids, disabled, onConnected }: ApplicationScreen & { disabled: boolean; onConnected(): void }) {
  const { client } = useSession();
  const id = useId();
  const [input, setInput] = useState<VpsInput>(EMPTY_VPS);
  const [submitted, setSubmitted] = useState(false);
  const submission = useSubmit();
  const errors = vpsFormErrors(input, true);
  const shown: Record<string, string | undefined> = submitted ? errors : {};
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    if (
      await submission.run(async () => {
        await client.applications.vps.create(ids, input);
        return `${input.title} connected.`;
      })
    ) {
      setInput(EMPTY_VPS);
      setSubmitted(false);
      onConnected();
    }
  };
  return (
    <form className="form narrow" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>Connect a server</h4>
      {VPS_FIELDS.map(({ name, label }) => (
        <TextField
          key={name}
          id={`${id}-${name}`}
          label={label}
          error={shown[name]}
          value={input[name] ?? ''}
          onChange={(v) => setInput({ ...input, [name]: v })}
          disabled={disabled}
        />
      ))}
      <Field id={`${id}-key`} label="SSH private key" error={shown.privKey}>
        <textarea
          id={`${id}-key`}
          rows={3}
          disabled={disabled}
          value={input.privKey ?? ''}
          onChange={(e) => setInput({ ...input, privKey: e.target.value })}
          {...invalidProps(`${id}-key`, shown.privKey)}
        />
      </Field>
      <Feedback submission={submission} />
      <button type="submit" className="primary" disabled={disabled || submission.busy}>
        Connect server
      </button>
    </form>
  );
}

function TemplateExport({ ids }: ApplicationScreen) {
  const { client } = useSession();
  const id = useId();
  const [input, setInput] = useState({ name: '', organization: '' });
  const [submitted, setSubmitted] = useState(false);
  const submission = useSubmit();
  const errors = templateExportErrors(input);
  const shown: Record<string, string | undefined> = submitted ? errors : {};
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    await submission.run(async () => {
      await client.applications.tools.exportTemplate(ids, {
        name: input.name.trim(),
        organization: input.organization.trim(),
      });
      return TEMPLATE_EXPORTED_MESSAGE;
    });
  };
  return (
    <form className="form narrow card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Export to a template</h3>
      {(['name', 'organization'] as const).map((name) => (
        <Field
          key={name}
          id={`${id}-${name}`}
          label={name === 'name' ? 'Template name' : 'Organization'}
          error={shown[name]}
        >
          <input
            id={`${id}-${name}`}
            type="text"
            value={input[name]}
            onChange={(e) => setInput({ ...input, [name]: e.target.value })}
            {...invalidProps(`${id}-${name}`, shown[name])}
          />
        </Field>
      ))}
      <Feedback submission={submission} />
      <button type="submit" className="primary" disabled={submission.busy}>
        Export template
      </button>
    </form>
  );
}

function CommandText({ ids }: ApplicationScreen) {
  const { origin } = useSession();
  const id = useId();
  const command = applicationCommandText(origin, ids.applicationId);
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Run a command from a script</h3>
      <p>With a command access token (Account, Command access tokens) in place of the placeholder:</p>
      <pre className="mono command-text">{command}</pre>
      <CopyButton value={command} label="the command" />
    </section>
  );
}
