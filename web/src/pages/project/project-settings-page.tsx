import type { Project } from '@skiff/sdk';
import {
  isProjectOwner,
  PROJECT_EDIT_NAME_REQUIRED_MESSAGE,
  PROJECT_UPDATE_FAILED_MESSAGE,
  REGISTRY_PROVIDERS,
} from '@skiff/sdk/domain';
import { type FormEvent, useId, useState } from 'react';
import { Feedback } from '../../components/feedback.js';
import { TextField } from '../../components/field.js';
import { useSubmit } from '../../components/use-submit.js';
import type { PageProps } from '../../routes.js';
import { usePermissionUser } from '../../session/profile-context.js';
import { useSession } from '../../session/session-context.js';
import { ProjectDangerZone } from './project-danger-zone.js';
import { type ProjectContext, ProjectFrame, useProjectContext } from './project-tabs.js';
import { RegistryForm } from './registry-form.js';

/** Our wording (the spec names none): shown to users who may look but not change. */
const VIEW_ONLY = 'Only project admins can change these settings.';

/**
 * A project's Settings tab (spec 002 section 2.4): Basic Information (name, description), Git Information, the
 * collapsible Base and CI/CD registry forms and the Project Danger Zone; changes are for project admins.
 */
export function ProjectSettingsPage({ params }: PageProps) {
  const context = useProjectContext(params);
  const { workspace, project } = context;
  const user = usePermissionUser();
  const admin = user && workspace.data && project.data ? isProjectOwner(user, workspace.data, project.data) : false;
  const data = project.data;
  return (
    <ProjectFrame context={context} current="settings">
      <h2>Settings</h2>
      {data ? (
        <>
          {admin ? null : <p className="muted">{VIEW_ONLY}</p>}
          <BasicInformation
            key={`${data.name}/${data.description ?? ''}`}
            context={context}
            project={data}
            admin={admin}
          />
          <GitInformation project={data} />
          <Registries context={context} project={data} admin={admin} />
          {admin ? <ProjectDangerZone workspaceId={context.workspaceId} project={data} /> : null}
        </>
      ) : project.loading ? (
        <p className="loading">Loading…</p>
      ) : null}
    </ProjectFrame>
  );
}

interface PanelProps {
  context: ProjectContext;
  project: Project;
  admin: boolean;
}

function BasicInformation({ context, project, admin }: PanelProps) {
  const { client } = useSession();
  const id = useId();
  const [name, setName] = useState(project.name);
  const [description, setDescription] = useState(project.description ?? '');
  const [error, setError] = useState<string>();
  const submission = useSubmit();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = name.trim() ? undefined : PROJECT_EDIT_NAME_REQUIRED_MESSAGE;
    setError(problem);
    if (problem) return;
    void submission.run(async () => {
      await client.projects.update(context.workspaceId, context.projectId, { name: name.trim(), description });
      context.project.reload();
      return 'Project updated.';
    }, PROJECT_UPDATE_FAILED_MESSAGE);
  };
  return (
    <form className="form narrow card" onSubmit={submit} noValidate aria-label="Basic Information">
      <h3>Basic Information</h3>
      <TextField id={`${id}-name`} label="Name" value={name} onChange={setName} error={error} disabled={!admin} />
      <TextField
        id={`${id}-description`}
        label="Description"
        value={description}
        onChange={setDescription}
        disabled={!admin}
      />
      <p>
        Project type: <strong>{project.projectType?.name ?? project.projectType?.key ?? '-'}</strong>
      </p>
      <Feedback submission={submission} />
      {admin ? (
        <button type="submit" className="primary" disabled={submission.busy}>
          Save
        </button>
      ) : null}
    </form>
  );
}

function GitInformation({ project }: { project: Project }) {
  return (
    <section className="card" aria-labelledby="git-information">
      <h3 id="git-information">Git Information</h3>
      <dl className="facts">
        <dt>Provider</dt>
        <dd>{project.repositoryProvider ?? '-'}</dd>
        <dt>Owner</dt>
        <dd>{project.repositoryOwner ?? '-'}</dd>
        <dt>Repository name</dt>
        <dd>{project.repositoryName ?? '-'}</dd>
      </dl>
    </section>
  );
}

function Registries({ context, project, admin }: PanelProps) {
  const { client } = useSession();
  const { workspaceId, projectId } = context;
  const provider = (saved: string | null | undefined) => saved ?? REGISTRY_PROVIDERS[0];
  return (
    <>
      <RegistryForm
        title="Base Registry Configuration"
        withTags
        disabled={!admin}
        initial={{
          provider: provider(project.baseRegistryProvider),
          server: project.baseRegistryServer ?? '',
          username: project.baseRegistryUsername ?? '',
          tags: project.baseRegistryTags ?? [],
        }}
        save={async (v) => {
          await client.projectSettings.setBaseRegistry(workspaceId, projectId, {
            isCustomRegistry: true,
            baseRegistryProvider: v.provider,
            baseRegistryServer: v.server,
            baseRegistryUsername: v.username,
            baseRegistryToken: v.token,
            baseRegistryTags: v.tags,
          });
          context.project.reload();
        }}
      />
      <RegistryForm
        title="CI/CD Registry Configuration"
        withTags={false}
        disabled={!admin}
        initial={{
          provider: provider(project.registryProvider),
          server: project.registryServer ?? '',
          username: project.registryUsername ?? '',
          tags: [],
        }}
        save={async (v) => {
          await client.projectSettings.setRegistry(workspaceId, projectId, {
            registryProvider: v.provider,
            registryServer: v.server,
            registryUsername: v.username,
            registryToken: v.token,
          });
          context.project.reload();
        }}
      />
    </>
  );
}
