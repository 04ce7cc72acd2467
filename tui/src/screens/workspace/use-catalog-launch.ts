import type { Catalog } from '@skiff/sdk';
import {
  catalogProjectName,
  catalogRepositoryProvider,
  cloneRepositoryName,
  normaliseRepositoryPart,
} from '@skiff/sdk/domain';
import type { Named } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { cleanLine } from '../../services/text.js';
import type { useActionForms } from '../shared/action-forms.js';
import { workspaceTabCommands } from './workspace-tab-commands.js';

/** Our wording: the new repository of Develop is typed as OWNER/NAME (the spec shows no message). */
export const CLONE_REPOSITORY_MESSAGE = 'Type the new repository as OWNER/NAME';

/** An OWNER/NAME typed for the new repository, each part as the spec normalises it, or undefined. */
function repositoryOf(text: string): { owner: string; name: string } | undefined {
  const [owner = '', name = '', ...rest] = text.trim().split('/');
  const parts = { owner: normaliseRepositoryPart(owner), name: normaliseRepositoryPart(name) };
  return parts.owner && parts.name && rest.length === 0 ? parts : undefined;
}

/** What the footer says once the platform has taken the project (it then builds as a task). */
const creating = (name: string, template: Catalog, repo?: string) =>
  `The project ${name} is being created from ${cleanLine(template.name)}${repo ? ` in ${repo}` : ''}.`;

/**
 * Launching a catalogue template from the Catalogs tab (spec 001 /catalogs, spec 003 section 2.7): `deploy(catalog)`
 * asks the project's name (Enter: the catalogue's name plus a timestamp) and runs quickstart; `develop(catalog)`
 * asks the name, then the new repository (OWNER/NAME, the name defaulting to the spec's clone name) and runs
 * quickclone. Each shows its `skiff projects create ... --template` command; the project then builds as a task.
 */
export function useCatalogLaunch(workspace: Named, forms: ReturnType<typeof useActionForms>, now: () => number) {
  const { client } = useServices();
  const askName = (catalog: Catalog, verb: string, then: (name: string) => void) => {
    const fallback = catalogProjectName(cleanLine(catalog.name), now());
    forms.prompt.ask({
      question: `${verb} ${cleanLine(catalog.title ?? catalog.name)}: the new project's name`,
      hint: `Enter alone: ${fallback}`,
      validate: () => undefined,
      onSubmit: (text) => then(text.trim() || fallback),
    });
  };
  const deploy = (template: Catalog) =>
    askName(template, 'Deploy', (name) =>
      forms.run(
        workspaceTabCommands.deployCatalog(workspace, name, cleanLine(template.name)),
        () =>
          client.projects.quickStart(workspace.id, template._id, {
            name,
            repositoryProvider: catalogRepositoryProvider(template.repositoryProvider),
          }),
        creating(name, template),
        () => undefined,
      ),
    );
  const develop = (template: Catalog) =>
    askName(template, 'Develop', (name) => {
      const suggested = cloneRepositoryName(cleanLine(template.name), now());
      forms.prompt.ask({
        question: `Develop ${cleanLine(template.title ?? template.name)}: the new repository`,
        hint: `OWNER/NAME, e.g. your-account/${suggested}`,
        validate: (text) => (repositoryOf(text) ? undefined : CLONE_REPOSITORY_MESSAGE),
        onSubmit: (text) => {
          const repo = repositoryOf(text)!;
          forms.run(
            workspaceTabCommands.developCatalog(
              workspace,
              name,
              cleanLine(template.name),
              `${repo.owner}/${repo.name}`,
            ),
            () =>
              client.projects.quickClone(workspace.id, template._id, {
                name,
                repositoryProvider: catalogRepositoryProvider(template.repositoryProvider),
                repositoryType: 'NEW',
                repositoryOwner: repo.owner,
                repositoryName: repo.name,
              }),
            creating(name, template, `${repo.owner}/${repo.name}`),
            () => undefined,
          );
        },
      });
    });
  return { deploy, develop };
}
