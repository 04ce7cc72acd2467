import type { SecretManager } from '@skiff/sdk';
import { formatDate, secretManagerNameError } from '@skiff/sdk/domain';
import { useMemo } from 'react';
import type { Column } from '../../components/data-table.js';
import { useNotice } from '../../contexts/notice-context.js';
import { type Named, useRouter } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useStatusCommand } from '../../contexts/status-command-context.js';
import { QUESTION_ROWS, useQuestions } from '../../hooks/use-questions.js';
import { useServerPages } from '../../hooks/use-server-list.js';
import { readSecretImport, valuesOf, writeSecretExport } from '../../services/secret-files.js';
import { cleanLine } from '../../services/text.js';
import { flexWidths } from '../shared/collect.js';
import { ListScreen, type ScreenProps } from '../shared/list-screen.js';
import { askVariable } from './ask-variable.js';
import { itemCommands } from './item-commands.js';
import { projectCommands } from './project-commands.js';

/** Our wording (the spec has none): a new manager's name must be free, else saving would replace that one's values. */
export const SECRET_NAME_TAKEN_MESSAGE = 'A secret manager with this name already exists.';

/**
 * A project's secret managers (spec 002 section 2.5), names only: Enter opens one (its variables, values hidden);
 * `a` creates one (name, then a first KEY=VALUE), `i` imports one from a JSON file, `w` writes the selected one to
 * a file written 0600, `x` deletes it after a question.
 */
export function SecretManagersScreen({
  workspace,
  project,
  ...props
}: ScreenProps & { workspace: Named; project: Named }) {
  const { client } = useServices();
  const { showError, showInfo } = useNotice();
  const { showAction } = useStatusCommand();
  const { open } = useRouter();
  const questions = useQuestions(props.active);
  const { confirm, prompt } = questions;
  const path = { workspace, project };
  // A window of the server's list with its real total. The contract's list takes no search: `/` past the window
  // reads every page and keeps the names that match.
  const loaded = useServerPages(
    (page, signal) => client.secretManagers.list(workspace.id, project.id, page, { signal }),
    `secrets/${workspace.id}/${project.id}`,
    { localSearch: (m) => cleanLine(m.name) },
  );
  const names = new Set((loaded.data ?? []).map((m) => m.name));
  const date = 19;
  const { flex } = flexWidths(props.width, [date]);
  const columns = useMemo<Column<SecretManager>[]>(
    () => [
      { header: 'Name', width: flex, text: (m) => cleanLine(m.name) },
      { header: 'Updated', width: date, text: (m) => formatDate(m.updatedAt ?? m.createdAt) },
    ],
    [flex],
  );

  const save = (name: string, values: Record<string, string>, done: string, command: string) => {
    showAction(command);
    client.secretManagers.save(workspace.id, project.id, name, values).then(() => {
      showInfo(done);
      loaded.reload();
    }, showError);
  };
  const askName = (question: string, then: (name: string) => void, taken?: Set<string>) =>
    prompt.ask({
      question,
      hint: 'Letters, digits and hyphens; it cannot be changed later',
      validate: (text) => secretManagerNameError(text) ?? (taken?.has(text) ? SECRET_NAME_TAKEN_MESSAGE : undefined),
      onSubmit: then,
    });
  const create = () =>
    askName(
      'Name of the new secret manager',
      (name) =>
        askVariable(prompt.ask, `First variable of ${name}`, (key, value) =>
          save(name, { [key]: value }, `Secret manager ${name} created.`, projectCommands.setSecrets(path, name)),
        ),
      names,
    );
  const importFile = () =>
    askName('Import into the secret manager named', (name) =>
      prompt.ask({
        question: `Import ${name} from a JSON file`,
        hint: names.has(name)
          ? `A file holding one object {"KEY": "value"}; it replaces the variables of ${name}`
          : 'A file holding one object {"KEY": "value"}',
        validate: (text) => {
          const read = readSecretImport(text);
          return 'error' in read ? read.error : undefined;
        },
        onSubmit: (file) => {
          const { values } = readSecretImport(file) as { values: Record<string, string> };
          const count = Object.keys(values).length;
          save(
            name,
            values,
            `Imported ${count} variables into ${name}.`,
            projectCommands.importSecrets(path, name, file),
          );
        },
      }),
    );
  const exportFile = (manager: SecretManager) =>
    prompt.ask({
      question: `Export ${cleanLine(manager.name)} to a file`,
      hint: 'A path; the file is written readable by you only (mode 0600)',
      validate: (text) => (text.trim() ? undefined : 'Required'),
      onSubmit: (file) => {
        showAction(projectCommands.exportSecrets(path, manager.name, file.trim()));
        client.secretManagers
          .get(workspace.id, project.id, manager.name)
          .then((full) =>
            showInfo(`Exported ${cleanLine(manager.name)} to ${writeSecretExport(file, valuesOf(full))}.`),
          )
          .catch(showError);
      },
    });
  const remove = (manager: SecretManager) =>
    confirm.ask(`Delete the secret manager ${cleanLine(manager.name)}? This cannot be undone.`, () => {
      showAction(projectCommands.deleteSecrets(path, manager.name));
      client.secretManagers.delete(workspace.id, project.id, manager.name).then(() => {
        showInfo(`Secret manager ${cleanLine(manager.name)} deleted.`);
        loaded.reload();
      }, showError);
    });
  const onCommand = itemCommands<SecretManager>({ addItem: create, importFile }, { exportFile, removeItem: remove });

  return (
    <ListScreen
      {...props}
      title={`Secret managers of ${project.name}`}
      source={loaded}
      columns={columns}
      keyOf={(m) => m._id ?? m.name}
      searchText={(m) => cleanLine(m.name)}
      filterPlaceholder="Search secret managers by name"
      onOpen={(m) => open({ name: 'secretManager', workspace, project, manager: m.name })}
      isStale={() => false}
      empty="No secret managers yet: a creates one, i imports one from a JSON file."
      scopes={['projectItems']}
      onCommand={onCommand}
      detail={() => questions.shown ?? null}
      detailRows={QUESTION_ROWS}
    />
  );
}
