import { APIError, type SecretManager } from '@skiff/sdk';
import {
  DEFAULT_SECRET_MANAGER_PAGE_SIZE,
  formatDate,
  parseSecretImport,
  SECRET_MANAGER_PAGE_SIZES,
  secretManagerNameError,
} from '@skiff/sdk/domain';
import { type FormEvent, useId, useState } from 'react';
import { Feedback } from '../../components/feedback.js';
import { Field, invalidProps, TextField } from '../../components/field.js';
import { useListQuery } from '../../components/list-query.js';
import { ListPager } from '../../components/pager.js';
import { useResource } from '../../components/use-resource.js';
import { useSubmit } from '../../components/use-submit.js';
import type { PageProps } from '../../routes.js';
import { useSession } from '../../session/session-context.js';
import { ConfirmButton } from '../admin/confirm-button.js';
import { ProjectFrame, useProjectContext } from './project-tabs.js';
import { SecretVariables, type Variable, valuesOfRows, variablesOf } from './secret-variables.js';

/** Our wording (the spec has none): saving under a taken name would replace that manager's values. */
const NAME_TAKEN = 'A secret manager with this name already exists.';

/**
 * A project's Secret Manager tab (spec 002 sections 2.5 and 5): names only in the list (12, 24 or 50 a page); create
 * or import a manager, open one to edit its values (hidden until shown), export it as JSON, delete it.
 */
export function SecretManagersPage({ params }: PageProps) {
  const context = useProjectContext(params);
  const { workspaceId, projectId } = context;
  const { client } = useSession();
  const list = useListQuery(DEFAULT_SECRET_MANAGER_PAGE_SIZE, SECRET_MANAGER_PAGE_SIZES);
  const { pageIndex, pageSize } = list;
  const page = useResource(
    (signal) => client.secretManagers.list(workspaceId, projectId, { pageIndex, pageSize }, { signal }),
    [client, workspaceId, projectId, pageIndex, pageSize],
  );
  const outcome = useSubmit();
  const [editing, setEditing] = useState<string>();
  const ids = { workspaceId, projectId };

  const exportManager = (name: string) =>
    outcome.run(async () => {
      const full = await client.secretManagers.get(workspaceId, projectId, name);
      const values = Object.fromEntries(variablesOf(full.values).map((v) => [v.key, v.value]));
      download(`${name}.json`, `${JSON.stringify(values, null, 2)}\n`);
      return `Exported ${name}.json.`;
    });
  const done = (message?: string) => {
    outcome.run(async () => message);
    page.reload();
  };

  return (
    <ProjectFrame context={context} current="secret-managers">
      <h2>Secret Manager</h2>
      <Feedback submission={outcome} />
      {page.data?.items.length === 0 ? <p>No secret managers yet.</p> : null}
      <ul className="rows" aria-label="Secret managers" aria-busy={page.loading}>
        {page.data?.items.map((manager: SecretManager) => (
          <li key={manager.name} className="row">
            <span>
              <strong>{manager.name}</strong>{' '}
              <span className="muted">{formatDate(manager.updatedAt ?? manager.createdAt)}</span>
            </span>
            <span>
              <button type="button" aria-label={`Edit ${manager.name}`} onClick={() => setEditing(manager.name)}>
                Edit
              </button>{' '}
              <button
                type="button"
                aria-label={`Export ${manager.name}`}
                disabled={outcome.busy}
                onClick={() => void exportManager(manager.name)}
              >
                Export
              </button>{' '}
              <ConfirmButton
                label={`Delete ${manager.name}`}
                question={`Delete the secret manager ${manager.name}? This cannot be undone.`}
                run={async () => {
                  await client.secretManagers.delete(workspaceId, projectId, manager.name);
                  if (editing === manager.name) setEditing(undefined);
                  return `Secret manager ${manager.name} deleted.`;
                }}
                onDone={done}
              />
            </span>
          </li>
        ))}
      </ul>
      {page.data ? (
        <ListPager list={list} total={page.data.total} sizes={SECRET_MANAGER_PAGE_SIZES} />
      ) : page.loading ? (
        <p className="loading">Loading…</p>
      ) : null}
      {editing ? (
        <EditManager key={editing} {...ids} name={editing} onClose={() => setEditing(undefined)} onSaved={done} />
      ) : null}
      <CreateManager {...ids} onSaved={done} />
      <ImportManager {...ids} onSaved={done} />
    </ProjectFrame>
  );
}

interface FormProps {
  workspaceId: string;
  projectId: string;
  onSaved(message: string): void;
}

/** Saves a new manager, refused when one already has the name (found, not 404). */
function useSaveNew({ workspaceId, projectId }: FormProps) {
  const { client } = useSession();
  const submission = useSubmit();
  const save = (name: string, values: Record<string, string>, message: string, onSaved: (m: string) => void) =>
    submission.run(async () => {
      const taken = await client.secretManagers.get(workspaceId, projectId, name).then(
        () => true,
        (error: unknown) => {
          if (error instanceof APIError && error.status === 404) return false;
          throw error;
        },
      );
      if (taken) throw new Error(NAME_TAKEN);
      await client.secretManagers.save(workspaceId, projectId, name, values);
      onSaved(message);
      return undefined;
    });
  return { submission, save };
}

function CreateManager(props: FormProps) {
  const nameId = useId();
  const [name, setName] = useState('');
  const [rows, setRows] = useState<Variable[]>([{ key: '', value: '' }]);
  const [errors, setErrors] = useState<{ name?: string; values: string[] }>({ values: [] });
  const { submission, save } = useSaveNew(props);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const nameError = secretManagerNameError(name);
    const { values, errors: valueErrors } = valuesOfRows(rows);
    setErrors({ name: nameError, values: valueErrors });
    if (nameError || valueErrors.length > 0) return;
    if (await save(name, values, `Secret manager ${name} created.`, props.onSaved)) {
      setName('');
      setRows([{ key: '', value: '' }]);
    }
  };
  return (
    <form className="form narrow" onSubmit={submit} noValidate aria-labelledby={`${nameId}-title`}>
      <h2 id={`${nameId}-title`}>New secret manager</h2>
      <TextField id={nameId} label="Name" value={name} onChange={setName} error={errors.name} />
      <SecretVariables caption="Variables" rows={rows} onChange={setRows} />
      <ValueErrors errors={errors.values} />
      <button type="submit" className="primary" disabled={submission.busy}>
        Create
      </button>
      <Feedback submission={submission} />
    </form>
  );
}

function ImportManager(props: FormProps) {
  const nameId = useId();
  const fileId = useId();
  const [name, setName] = useState('');
  const [file, setFile] = useState<File>();
  const [errors, setErrors] = useState<{ name?: string; file?: string }>({});
  const { submission, save } = useSaveNew(props);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const nameError = secretManagerNameError(name);
    const parsed = file ? parseSecretImport(await file.text()) : { error: 'Choose a .json file.' };
    const fileError = 'error' in parsed ? parsed.error : valuesOfRows(variablesOf(parsed.values)).errors[0];
    setErrors({ name: nameError, file: fileError });
    if (nameError || fileError || 'error' in parsed) return;
    const count = Object.keys(parsed.values).length;
    await save(name, parsed.values, `Imported ${count} variables into ${name}.`, props.onSaved);
  };
  return (
    <form className="form narrow" onSubmit={submit} noValidate aria-labelledby={`${nameId}-title`}>
      <h2 id={`${nameId}-title`}>Import from a JSON file</h2>
      <TextField id={nameId} label="Name of the new manager" value={name} onChange={setName} error={errors.name} />
      <Field id={fileId} label="JSON file" error={errors.file}>
        <input
          id={fileId}
          type="file"
          accept=".json,application/json"
          onChange={(e) => setFile(e.target.files?.[0])}
          {...invalidProps(fileId, errors.file)}
        />
      </Field>
      <button type="submit" disabled={submission.busy}>
        Import
      </button>
      <Feedback submission={submission} />
    </form>
  );
}

function EditManager(props: FormProps & { name: string; onClose(): void }) {
  const { workspaceId, projectId, name } = props;
  const { client } = useSession();
  const manager = useResource(
    (signal) => client.secretManagers.get(workspaceId, projectId, name, { signal }),
    [client, workspaceId, projectId, name],
  );
  const [rows, setRows] = useState<Variable[]>();
  const [errors, setErrors] = useState<string[]>([]);
  const submission = useSubmit();
  const shown = rows ?? (manager.data ? variablesOf(manager.data.values) : undefined);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { values, errors: valueErrors } = valuesOfRows(shown ?? []);
    setErrors(valueErrors);
    if (valueErrors.length > 0) return;
    await submission.run(async () => {
      await client.secretManagers.save(workspaceId, projectId, name, values);
      props.onSaved(`Secret manager ${name} saved.`);
      props.onClose();
      return undefined;
    });
  };
  return (
    <form className="form narrow" onSubmit={submit} noValidate aria-label={`Edit ${name}`}>
      <h2>Edit {name}</h2>
      <p className="muted">The name cannot be changed.</p>
      <Feedback submission={{ error: manager.error }} />
      {shown ? <SecretVariables caption={`Variables of ${name}`} rows={shown} onChange={setRows} /> : null}
      <ValueErrors errors={errors} />
      <button type="submit" className="primary" disabled={submission.busy || !shown}>
        Save
      </button>{' '}
      <button type="button" onClick={props.onClose}>
        Cancel
      </button>
      <Feedback submission={submission} />
    </form>
  );
}

function ValueErrors({ errors }: { errors: readonly string[] }) {
  if (errors.length === 0) return null;
  return (
    <ul className="field-error" role="alert">
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

/** Saves `text` as a file through the browser's download. */
function download(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
