import type { Deployment } from '@skiff/sdk';
import { blueGreenBadges, deploymentBadge, formatDate } from '@skiff/sdk/domain';
import { Text } from 'ink';
import { useCallback, useMemo, useState } from 'react';
import type { Column } from '../../components/data-table.js';
import { promptBanner } from '../../components/prompt-banner.js';
import type { Named } from '../../contexts/router-context.js';
import { useRouter } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useTheme } from '../../contexts/theme-context.js';
import { useServerPages } from '../../hooks/use-server-list.js';
import { cleanLine, fit } from '../../services/text.js';
import { flexWidths } from '../shared/collect.js';
import { ListScreen, type ScreenProps } from '../shared/list-screen.js';
import { useCreateTag } from '../tag/use-create-tag.js';
import { useBlueGreen } from '../wizards/use-blue-green.js';

/** A tag's blue/green badges as text: `Blue Live`, `Green`, or empty. */
const blueGreen = (d: Deployment) => blueGreenBadges(d).join(' ');

/**
 * A project's tags (deployments): name, image, hostname, the spec's badge and blue/green badges, created; B and S
 * create and switch blue/green (`useBlueGreen`).
 */
export function TagsScreen({ workspace, project, ...props }: ScreenProps & { workspace: Named; project: Named }) {
  const { client } = useServices();
  const theme = useTheme();
  const [loads, setLoads] = useState(0);
  const { open } = useRouter();
  const blueGreenActions = useBlueGreen(workspace, project, props.active, () => setLoads((n) => n + 1));
  const createTag = useCreateTag(workspace, project, props.active, () => setLoads((n) => n + 1));
  const name = 20;
  const image = 22;
  const badge = 13;
  const colour = 11;
  const date = 19;
  const { flex } = flexWidths(props.width, [name, image, badge, colour, date]);
  const columns = useMemo<Column<Deployment>[]>(
    () => [
      { header: 'Tag', width: name, text: (d) => cleanLine(d.name) },
      { header: 'Image', width: image, secondary: true, text: (d) => cleanLine(d.containerImage) || '-' },
      { header: 'Hostname', width: flex, secondary: true, text: (d) => cleanLine(d.hostname) || '-' },
      {
        header: 'State',
        width: badge,
        text: (d) => deploymentBadge(d).label,
        render: (d, width) => {
          const state = deploymentBadge(d);
          return (
            <Text color={theme.tone[state.tone]} bold wrap="truncate">
              {fit(state.label, width)}
            </Text>
          );
        },
      },
      { header: 'Blue/green', width: colour, text: blueGreen },
      {
        header: 'Created',
        width: date,
        text: (d) => formatDate(typeof d.createdAt === 'string' ? d.createdAt : undefined),
      },
    ],
    [flex, theme],
  );
  const searchText = useCallback((d: Deployment) => `${cleanLine(d.name)}\n${cleanLine(d.containerImage)}`, []);
  // A window of the server's list with its real total. The contract's list of a project's tags takes no search: `/`
  // past the window reads every page and keeps the matches.
  const loaded = useServerPages(
    (page, signal) => client.deployments.list(workspace.id, project.id, page, { signal }),
    `tags/${workspace.id}/${project.id}/${loads}`,
    { localSearch: searchText },
  );
  return (
    <ListScreen
      {...props}
      title={`Tags of ${project.name}`}
      source={loaded}
      columns={columns}
      keyOf={(d) => d._id}
      searchText={searchText}
      filterPlaceholder="Search tags by name or image"
      isStale={(m) => m.kind === 'activity' && m.project === project.id}
      empty="This project has no tags yet."
      scopes={['tags', 'project']}
      onOpen={(d) => open({ name: 'tag', workspace, project, tag: { id: d._id, name: d.name } })}
      onCommand={(command, selected) => createTag.onCommand(command) || blueGreenActions.onCommand(command, selected)}
      {...promptBanner(createTag.asking ?? blueGreenActions.asking, blueGreenActions.question)}
    />
  );
}
