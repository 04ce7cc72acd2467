import { EDITOR_EXTENSION_PRESETS } from '@skiff/sdk/domain';
import { Text } from 'ink';
import { useCallback, useMemo } from 'react';
import type { Column } from '../../components/data-table.js';
import type { Named } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useTheme } from '../../contexts/theme-context.js';
import { useFreshChange } from '../../hooks/use-fresh-change.js';
import { useLoader } from '../../hooks/use-loader.js';
import type { Command } from '../../keys/key-bindings.js';
import { cleanLine } from '../../services/text.js';
import { flexWidths } from '../shared/collect.js';
import { ListScreen, type ScreenProps } from '../shared/list-screen.js';
import { projectCommands } from './project-commands.js';

interface ExtensionRow {
  id: string;
  added: boolean;
}

/** The project's chosen extensions (kept as a comma-separated string, spec 002 section 2.6). */
const chosenOf = (text: string | null | undefined) =>
  (text ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);

/**
 * A project's editor (VS Code) extensions (spec 002 section 2.6): the chosen ones first, then the presets not yet
 * chosen. `a` adds the selected preset, `x` removes the selected extension; each saves the whole list (the
 * contract's PATCH takes the list).
 */
export function ExtensionsScreen({ workspace, project, ...props }: ScreenProps & { workspace: Named; project: Named }) {
  const { client } = useServices();
  const theme = useTheme();
  const load = useCallback(
    async (signal: AbortSignal) =>
      chosenOf((await client.projects.get(workspace.id, project.id, { signal })).vscodeExtensions),
    [client, workspace.id, project.id],
  );
  const loaded = useLoader(load, `extensions/${workspace.id}/${project.id}`);
  const chosen = loaded.data;
  const source = useMemo(
    () => ({
      data: chosen && [
        ...chosen.map((id) => ({ id, added: true })),
        ...EDITOR_EXTENSION_PRESETS.filter((id) => !chosen.includes(id)).map((id) => ({ id, added: false })),
      ],
      loading: loaded.loading,
      reload: loaded.reload,
    }),
    [chosen, loaded.loading, loaded.reload],
  );
  const state = 10;
  const { flex } = flexWidths(props.width, [state]);
  const columns = useMemo<Column<ExtensionRow>[]>(
    () => [
      { header: 'Extension', width: flex, text: (e) => cleanLine(e.id) },
      {
        header: 'Project',
        width: state,
        text: (e) => (e.added ? 'added' : '-'),
        render: (e) => (
          <Text color={e.added ? theme.tone.success : theme.text.secondary}>{e.added ? 'added' : '-'}</Text>
        ),
      },
    ],
    [flex, theme],
  );

  const change = useFreshChange(
    async () => chosenOf((await client.projects.get(workspace.id, project.id)).vscodeExtensions),
    (next: string[]) => client.projectSettings.setEditorExtensions(workspace.id, project.id, next),
    loaded.reload,
  );
  const commandOf = (next: string[]) => projectCommands.setExtensions({ workspace, project }, next);
  const onCommand = (command: Command, selected: ExtensionRow | undefined) => {
    if (command !== 'addItem' && command !== 'removeItem') return false;
    if (!selected) return true;
    const { id } = selected;
    const name = cleanLine(id);
    if (command === 'addItem')
      change((now) => (now.includes(id) ? `${name} is already added.` : [...now, id]), `${name} added.`, commandOf);
    else
      change(
        (now) => (now.includes(id) ? now.filter((other) => other !== id) : `${name} is not added.`),
        `${name} removed.`,
        commandOf,
      );
    return true;
  };

  return (
    <ListScreen
      {...props}
      title={`Editor extensions of ${project.name}`}
      source={source}
      columns={columns}
      keyOf={(e) => e.id}
      searchText={(e) => cleanLine(e.id)}
      filterPlaceholder="Search extensions"
      isStale={() => false}
      empty="No extensions."
      scopes={['projectItems']}
      onCommand={onCommand}
    />
  );
}
