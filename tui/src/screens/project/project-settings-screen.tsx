import type { Project } from '@skiff/sdk';
import { projectDeletionConfirmationText, projectEditNameError } from '@skiff/sdk/domain';
import { Box, Text } from 'ink';
import { type ReactNode, useCallback } from 'react';
import { Field } from '../../components/application-fields.js';
import { useNotice } from '../../contexts/notice-context.js';
import { type Named, useRouter } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useStatusCommand } from '../../contexts/status-command-context.js';
import { useTheme } from '../../contexts/theme-context.js';
import { useKeyLayer } from '../../hooks/use-key-layer.js';
import { useLoader } from '../../hooks/use-loader.js';
import { useQuestions } from '../../hooks/use-questions.js';
import { primaryKeyLabel } from '../../keys/key-bindings.js';
import { cleanLine } from '../../services/text.js';
import { typedConfirmationPrompt } from '../../services/typed-confirmation.js';
import type { ScreenProps } from '../shared/list-screen.js';
import { askGitAccess, askProjectType, type GitAccess, projectTypeOf } from './ask-project-access.js';
import { askRegistry } from './ask-registry.js';
import { projectCommands } from './project-commands.js';

const shown = (text: string | null | undefined) => cleanLine(text) || '-';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const theme = useTheme();
  return (
    <Box flexDirection="column">
      <Text bold color={theme.text.accent}>
        {title}
      </Text>
      {children}
    </Box>
  );
}

/** A registry on one line: provider, server, user and the tags (base registry); the API never sends tokens back. */
function registryLine(provider: unknown, server: unknown, username: unknown, tags?: unknown): string {
  if (!server && !provider) return 'not set';
  const tagList = Array.isArray(tags) && tags.length ? `, tags ${tags.map(String).join(' ')}` : '';
  return cleanLine(`${provider || '-'} ${server || '-'} as ${username || '-'}${tagList}`);
}

/** How the platform reaches the repository; a repository token is never sent back, so it shows as dots. */
function gitAccessText(project: Project): string {
  if (project.isUseRepositoryToken) return 'repository token ••••••••';
  return project.isUsePersonalToken ? 'your personal git token' : '-';
}

/** Fits 80x24: basic information, git information, then both registries one line each. */
function ProjectPanel({ project }: { project: Project }) {
  return (
    <>
      <Section title="Basic information">
        <Field label="Name">{shown(project.name)}</Field>
        <Field label="Description">{shown(project.description)}</Field>
        <Field label="Type">{shown(project.projectType?.name ?? project.projectType?.key)}</Field>
      </Section>
      <Section title="Git information">
        <Field label="Provider">{shown(project.repositoryProvider)}</Field>
        <Field label="Owner">{shown(project.repositoryOwner)}</Field>
        <Field label="Repository">{shown(project.repositoryName)}</Field>
        <Field label="Access">{gitAccessText(project)}</Field>
      </Section>
      <Section title="Registries">
        <Field label="Base">
          {registryLine(
            project.baseRegistryProvider,
            project.baseRegistryServer,
            project.baseRegistryUsername,
            project.baseRegistryTags,
          )}
        </Field>
        <Field label="CI/CD">
          {registryLine(project.registryProvider, project.registryServer, project.registryUsername)}
        </Field>
      </Section>
    </>
  );
}

/**
 * A project's settings (spec 002 section 2.4): basic and git information (`R` renames the project and may change its
 * description, 'Please enter name'; `T` changes its type; `A` its git access, a repository token typed hidden), the
 * base and CI/CD registries (tokens
 * never shown; `e` sets one, field by field), and the danger zone: `D` deletes the project once `project/NAME` is typed ('Value is not matching!').
 */
export function ProjectSettingsScreen({
  workspace,
  project,
  active,
  width,
  height,
}: ScreenProps & { workspace: Named; project: Named }) {
  const { client } = useServices();
  const { showError, showInfo } = useNotice();
  const { showAction } = useStatusCommand();
  const router = useRouter();
  const theme = useTheme();
  const questions = useQuestions(active);
  const load = useCallback(
    (signal: AbortSignal) => client.projects.get(workspace.id, project.id, { signal }),
    [client, workspace.id, project.id],
  );
  const loaded = useLoader(load, `settings/${workspace.id}/${project.id}`);
  const deleteProject = () =>
    questions.prompt.ask({
      question: `Delete the project ${project.name} and its applications? This cannot be undone.`,
      ...typedConfirmationPrompt('project.delete', project.name),
      onSubmit: () => {
        client.projects.delete(workspace.id, project.id).then(() => {
          showAction(projectCommands.deleteProject({ workspace, project }), true);
          router.home();
          router.open({ name: 'projects', workspace });
          showInfo(`The project ${project.name} was deleted.`, true);
        }, showError);
      },
    });
  const rename = () => {
    const current = loaded.data;
    questions.prompt.ask({
      question: `Rename the project ${project.name}: its new name`,
      validate: projectEditNameError,
      onSubmit: (typed) =>
        questions.prompt.ask({
          question: 'Its description',
          hint: `Enter keeps "${shown(current?.description)}"`,
          validate: () => undefined,
          onSubmit: (description) => saveBasics(typed.trim(), description.trim() || undefined),
        }),
    });
  };
  /** Spec 002 section 7: PUT the project's name and description; the route takes the new name (breadcrumb). */
  const saveBasics = (name: string, description: string | undefined) => {
    showAction(projectCommands.updateProject({ workspace, project }, { name, description }));
    client.projects.update(workspace.id, project.id, { name, ...(description ? { description } : {}) }).then(() => {
      showInfo(`The project ${project.name} is now ${name}.`, true);
      router.replace({ name: 'projectSettings', workspace, project: { id: project.id, name } });
      loaded.reload();
    }, showError);
  };
  const changeType = () =>
    askProjectType(questions.prompt.ask, project.name, loaded.data?.projectType?.key ?? undefined, (projectType) => {
      showAction(projectCommands.changeType({ workspace, project }, projectType));
      client.projects.update(workspace.id, project.id, { projectType }).then(() => {
        showInfo(`The project ${project.name} is now of type ${projectTypeOf(projectType)?.name ?? projectType}.`);
        loaded.reload();
      }, showError);
    });
  /** Spec 002 section 2.4, Git Information: PUT update-project-repository; the token never reaches the screen. */
  const editGitAccess = () =>
    askGitAccess(questions.prompt.ask, loaded.data?.repositoryProvider, (access: GitAccess) => {
      const repository = access.kind === 'repository';
      showAction(projectCommands.refreshToken({ workspace, project }, repository));
      client.projects
        .updateRepository(project.id, {
          isUsePersonalToken: !repository,
          isUseRepositoryToken: repository,
          ...(repository ? { repositoryToken: access.token } : {}),
        })
        .then(() => {
          showInfo(
            `${project.name} now reaches its repository with ${repository ? 'a repository token' : 'your personal git token'}.`,
          );
          loaded.reload();
        }, showError);
    });
  const editRegistry = () =>
    askRegistry(questions.prompt.ask, (answers) => {
      const { base, provider, server, username, token, tags } = answers;
      const ids = [workspace.id, project.id] as const;
      showAction(projectCommands.setRegistry({ workspace, project }, answers));
      const saved = base
        ? client.projectSettings.setBaseRegistry(...ids, {
            baseRegistryProvider: provider,
            baseRegistryServer: server,
            baseRegistryUsername: username,
            baseRegistryToken: token,
            baseRegistryTags: tags,
          })
        : client.projectSettings.setRegistry(...ids, {
            registryProvider: provider,
            registryServer: server,
            registryUsername: username,
            registryToken: token,
          });
      saved.then(() => {
        showInfo(`The ${base ? 'base' : 'CI/CD'} registry was saved.`);
        loaded.reload();
      }, showError);
    });
  useKeyLayer(
    {
      scopes: ['projectItems', 'global'],
      onCommand: (command) => {
        if (command === 'deleteProject') deleteProject();
        else if (command === 'rename') rename();
        else if (command === 'changeProjectType') changeType();
        else if (command === 'editGitAccess') editGitAccess();
        else if (command === 'editItem') editRegistry();
        else if (command === 'reload') loaded.reload();
        else return false;
        return true;
      },
    },
    active,
  );
  return (
    <Box flexDirection="column" width={width} height={height} overflow="hidden">
      <Text bold wrap="truncate">
        {`Settings of ${project.name}`}
        <Text color={theme.text.secondary}>{loaded.loading ? (loaded.data ? ' reloading…' : ' loading…') : ''}</Text>
      </Text>
      {questions.shown ?? (
        <Text color={theme.tone.error} wrap="truncate">
          {`${primaryKeyLabel('rename')} renames, ${primaryKeyLabel('changeProjectType')} type, ${primaryKeyLabel('editGitAccess')} git access, ${primaryKeyLabel('editItem')} a registry. Danger zone: ${primaryKeyLabel('deleteProject')} deletes the project (type ${projectDeletionConfirmationText(project.name)})`}
        </Text>
      )}
      {loaded.data ? <ProjectPanel project={loaded.data} /> : null}
    </Box>
  );
}
