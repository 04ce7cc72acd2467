import type { SecretValues } from '@skiff/sdk';
import { useCallback, useMemo } from 'react';
import type { Column } from '../../components/data-table.js';
import type { Named } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useFreshChange } from '../../hooks/use-fresh-change.js';
import { useLoader } from '../../hooks/use-loader.js';
import { QUESTION_ROWS, useQuestions } from '../../hooks/use-questions.js';
import { valuesOf } from '../../services/secret-files.js';
import { cleanLine } from '../../services/text.js';
import { flexWidths } from '../shared/collect.js';
import { ListScreen, type ScreenProps } from '../shared/list-screen.js';
import { askVariable } from './ask-variable.js';
import { itemCommands } from './item-commands.js';
import { projectCommands } from './project-commands.js';

/** How a value shows: the same mask whatever its length, so that the screen gives nothing away. */
export const HIDDEN_VALUE = '••••••••';

/** Our wording: the API keeps no empty manager (the CLI refuses one too). */
export const LAST_VARIABLE_MESSAGE = 'A secret manager needs at least one variable: delete the secret manager instead.';

interface Variable {
  key: string;
  value: string;
}

/**
 * One secret manager's variables, values hidden: `a` adds a variable (KEY=VALUE), `e` changes the selected one's
 * value, `x` removes it after a question. Each change saves the whole map (the API replaces it).
 */
export function SecretManagerScreen({
  workspace,
  project,
  manager,
  ...props
}: ScreenProps & { workspace: Named; project: Named; manager: string }) {
  const { client } = useServices();
  const questions = useQuestions(props.active);
  const { confirm, prompt } = questions;
  const path = { workspace, project };
  const label = cleanLine(manager);
  const load = useCallback(
    async (signal: AbortSignal) =>
      valuesOf(await client.secretManagers.get(workspace.id, project.id, manager, { signal })),
    [client, workspace.id, project.id, manager],
  );
  const loaded = useLoader(load, `secret/${workspace.id}/${project.id}/${manager}`);
  const values = loaded.data;
  const source = useMemo(
    () => ({
      data: values && Object.entries(values).map(([key, value]) => ({ key, value })),
      loading: loaded.loading,
      reload: loaded.reload,
    }),
    [values, loaded.loading, loaded.reload],
  );
  const { flex } = flexWidths(props.width, [HIDDEN_VALUE.length + 2]);
  const columns = useMemo<Column<Variable>[]>(
    () => [
      { header: 'Variable', width: flex, text: (v) => cleanLine(v.key) },
      { header: 'Value', width: HIDDEN_VALUE.length + 2, secondary: true, text: () => HIDDEN_VALUE },
    ],
    [flex],
  );

  const change = useFreshChange(
    async () => valuesOf(await client.secretManagers.get(workspace.id, project.id, manager)),
    (next: SecretValues) => client.secretManagers.save(workspace.id, project.id, manager, next),
    loaded.reload,
  );
  const setValue = (key: string, value: string) =>
    change(
      (current) => ({ ...current, [key]: value }),
      `${key} saved in ${label}.`,
      projectCommands.setSecrets(path, manager),
    );
  const add = () => askVariable(prompt.ask, `Add a variable to ${label}`, setValue);
  const edit = ({ key }: Variable) => askVariable(prompt.ask, '', setValue, key);
  const remove = ({ key }: Variable) =>
    confirm.ask(`Remove the variable ${cleanLine(key)} from ${label}?`, () =>
      change(
        (current) => {
          const rest = Object.fromEntries(Object.entries(current).filter(([k]) => k !== key));
          return Object.keys(rest).length ? rest : LAST_VARIABLE_MESSAGE;
        },
        `${key} removed from ${label}.`,
        projectCommands.importSecrets(path, manager),
      ),
    );
  const onCommand = itemCommands<Variable>({ addItem: add }, { editItem: edit, removeItem: remove });

  return (
    <ListScreen
      {...props}
      title={`Variables of ${label}`}
      source={source}
      columns={columns}
      keyOf={(v) => v.key}
      searchText={(v) => cleanLine(v.key)}
      filterPlaceholder="Search variables by name"
      isStale={() => false}
      empty="No variables."
      scopes={['projectItems']}
      onCommand={onCommand}
      detail={() => questions.shown ?? null}
      detailRows={QUESTION_ROWS}
    />
  );
}
