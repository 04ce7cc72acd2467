import {
  type CreatedProject,
  createProjectRequest,
  firstProjectAnswers,
  importProjectRequest,
  NO_PROJECT_WIZARD_LISTS,
  type ProjectOrigin,
  type ProjectWizardLists,
  projectWizardErrors,
} from '@skiff/sdk';
import { PROJECT_CREATE_FAILED_MESSAGE, PROJECT_CREATING_NOTICE } from '@skiff/sdk/domain';
import { useEffect, useMemo, useState } from 'react';
import { shellWord } from '../../commands/cli-equivalent.js';
import { WizardView } from '../../components/wizard-view.js';
import { errorMessage, useNotice } from '../../contexts/notice-context.js';
import { type Named, useRouter } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useStatusCommand } from '../../contexts/status-command-context.js';
import { cleanLine } from '../../services/text.js';
import { collect, MAX_SCANNED_ITEMS } from '../shared/collect.js';
import type { ScreenProps } from '../shared/list-screen.js';
import { projectWizardCommand, projectWizardSteps } from './project-wizard-steps.js';
import { useWizard } from './use-wizard.js';
import type { WizardValues } from './wizard-model.js';

const TITLES: Readonly<Record<ProjectOrigin, string>> = {
  git: 'Create project',
  template: 'Create project from a template',
  pantheon: 'Import from Pantheon',
};

/** Loads a list for the answers so far (again when `key` changes); failures go to the footer. */
function useList(key: string, enabled: boolean, load: (signal: AbortSignal) => Promise<void>) {
  const { showError } = useNotice();
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload only when what it depends on changes
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    load(controller.signal).catch((error: unknown) => {
      if (!controller.signal.aborted) showError(error);
    });
    return () => controller.abort();
  }, [key, enabled]);
}

/**
 * A new project of a workspace, step by step: from a git repository (owners, repositories and branches read from the
 * git host), from one of the workspace's templates, or imported from Pantheon. The review's Enter creates it and
 * opens its branches; the status line shows the `skiff projects create|import` command.
 */
export function ProjectWizardScreen({
  workspace,
  origin,
  active,
  width,
  height,
}: ScreenProps & { workspace: Named; origin: ProjectOrigin }) {
  const { client } = useServices();
  const { showError, showInfo } = useNotice();
  const { showAction } = useStatusCommand();
  const router = useRouter();
  const [lists, setLists] = useState<ProjectWizardLists>(NO_PROJECT_WIZARD_LISTS);
  const setList = (patch: Partial<ProjectWizardLists>) => setLists((l) => ({ ...l, ...patch }));
  const steps = useMemo(() => projectWizardSteps(origin, lists), [origin, lists]);
  const [sending, setSending] = useState(false);
  const initial = useMemo(() => firstProjectAnswers(), []);
  const templateName = (values: WizardValues) => lists.templates.find((t) => t.id === values.templateId)?.name;

  const create = (values: WizardValues) => {
    if (sending) return;
    setSending(true);
    const call =
      origin === 'git'
        ? client.projects.create(workspace.id, createProjectRequest(values, lists))
        : origin === 'pantheon'
          ? client.projects.migrate(workspace.id, importProjectRequest(values))
          : client.projects.quickStart(workspace.id, String(values.templateId), {
              repositoryProvider: 'GITHUB',
              name: String(values.name).trim(),
            });
    call.then(
      (created: CreatedProject) => {
        showAction(projectWizardCommand(origin, workspace.name, values, templateName(values), shellWord), true);
        showInfo(PROJECT_CREATING_NOTICE, true);
        router.replace({ name: 'branches', workspace, project: { id: created._id, name: cleanLine(created.name) } });
      },
      (error: unknown) => {
        setSending(false);
        showError(new Error(`${PROJECT_CREATE_FAILED_MESSAGE} (${errorMessage(error)})`));
      },
    );
  };

  const wizard = useWizard(
    { steps, errorsOf: (values) => projectWizardErrors(origin, lists, values), onFinish: create },
    initial,
    active,
  );
  const { provider, repositoryOwner: owner, repositoryName: repository, repositoryType } = wizard.values;
  const gitProvider = String(provider) as 'GITHUB';
  const usesGit = origin !== 'template';
  const choose = (key: string, choices: readonly string[], preferred?: string) => {
    const current = wizard.answerOf(key);
    if (typeof current === 'string' && choices.includes(current)) return;
    wizard.setAnswer(key, preferred && choices.includes(preferred) ? preferred : choices[0]);
  };

  useList('templates', origin === 'template', async (signal) => {
    const catalogs = await collect(
      client.catalogs.listForWorkspace(workspace.id, { pageSize: 100 }, { signal }),
      MAX_SCANNED_ITEMS,
    );
    const templates = catalogs.map((c) => ({ id: c._id, name: cleanLine(c.name ?? c.title ?? c._id) }));
    setList({ templates });
    choose(
      'templateId',
      templates.map((t) => t.id),
    );
  });
  useList(`owners/${provider}`, usesGit, async (signal) => {
    const owners = (await client.account.gitOwners({ gitProvider }, { signal })).map((o) => cleanLine(o.login));
    setList({ owners, repositories: [], repositoriesOf: undefined, branches: [] });
    choose('repositoryOwner', owners);
  });
  useList(`repositories/${provider}/${owner}`, usesGit && Boolean(owner), async (signal) => {
    const found = await client.account.repositories({ gitProvider, owner: String(owner) }, { signal });
    const repositories = found.map((r) => ({
      id: String(r.id),
      name: cleanLine(r.name),
      defaultBranch: r.defaultBranch ?? undefined,
      private: r.private ?? undefined,
    }));
    setList({ repositories, repositoriesOf: `${provider}/${owner}`, branches: [] });
    if (repositoryType !== 'NEW')
      choose(
        'repositoryName',
        repositories.map((r) => r.name),
      );
  });
  const repositoryId =
    lists.repositoriesOf === `${provider}/${owner}` ? lists.repositories.find((r) => r.name === repository) : undefined;
  useList(`branches/${provider}/${owner}/${repositoryId?.id}`, usesGit && Boolean(repositoryId), async (signal) => {
    const found = await client.account.branches(
      String(repository),
      repositoryId!.id,
      { gitProvider, owner: String(owner) },
      { signal },
    );
    const branches = found.map((b) => cleanLine(b.name));
    setList({ branches });
    choose('branch', branches, repositoryId?.defaultBranch);
  });

  return (
    <WizardView
      title={TITLES[origin]}
      steps={steps}
      wizard={wizard}
      finishWord={origin === 'pantheon' ? 'Import' : 'Create project'}
      busy={sending ? PROJECT_CREATING_NOTICE : undefined}
      width={width}
      height={height}
    />
  );
}
