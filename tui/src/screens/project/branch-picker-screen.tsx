import { type Application, applicationBranch } from '@skiff/sdk';
import { matchesApplicationStatusFilter } from '@skiff/sdk/domain';
import { Text } from 'ink';
import { useMemo } from 'react';
import type { Column } from '../../components/data-table.js';
import { type Named, type Route, useRouter } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useServerPages } from '../../hooks/use-server-list.js';
import { cleanLine, fit } from '../../services/text.js';
import { ListScreen, type ScreenProps } from '../shared/list-screen.js';

/** A line of the picker: All Branches (no application) or one branch. */
interface Choice {
  label: string;
  application?: Named;
  deployed: boolean;
}

export const ALL_BRANCHES = 'All Branches';

/**
 * Spec 002 section 2.1: All Branches, then each application by origin branch, deployed ones first (within the
 * window loaded; a server search answers the matching branches alone).
 */
function choicesOf(applications: readonly Application[], search: string): Choice[] {
  const branches = applications.map((a) => ({
    label: cleanLine(applicationBranch(a)),
    application: { id: a._id, name: cleanLine(applicationBranch(a)) },
    deployed: !matchesApplicationStatusFilter(a, 'Undeployed'),
  }));
  const deployedFirst = [...branches.filter((b) => b.deployed), ...branches.filter((b) => !b.deployed)];
  return search ? deployedFirst : [{ label: ALL_BRANCHES, deployed: false }, ...deployedFirst];
}

/**
 * The project's branch picker (spec 002 section 2.1), shown over the screen it was opened from (`J`): All Branches
 * plus each branch, deployed ones bold and first. A branch opens its overview (in place of the application on
 * screen), All Branches the project's branch list.
 */
export function BranchPickerScreen({
  workspace,
  project,
  ...props
}: ScreenProps & { workspace: Named; project: Named }) {
  const { client } = useServices();
  const { stack, back, replace } = useRouter();
  // A window of the project's branches with the real total; `/` asks the server past what is loaded.
  const loaded = useServerPages<Application, Choice>(
    (page, signal) => client.applications.list(workspace.id, project.id, page, { signal }),
    `${workspace.id}/${project.id}`,
    { around: async (applications, { search }) => ({ rows: choicesOf(applications, search) }) },
  );
  const columns = useMemo<Column<Choice>[]>(
    () => [
      {
        header: 'Branch',
        width: Math.max(20, props.width - 4),
        text: (c) => c.label,
        render: (c, width) => (
          <Text bold={c.deployed} wrap="truncate">
            {fit(c.label, width)}
          </Text>
        ),
      },
    ],
    [props.width],
  );
  const allBranches: Route = { name: 'branches', workspace, project };
  const isAllBranches = (route: Route | undefined) => route?.name === 'branches' && route.project.id === project.id;
  const onOpen = (choice: Choice) => {
    const overview: Route | undefined = choice.application && {
      name: 'application',
      workspace,
      project,
      application: choice.application,
    };
    // Over a branch's overview: the chosen one takes its place (Esc still goes to what was below it).
    if (stack.at(-2)?.name === 'application') {
      back();
      if (overview) replace(overview);
      else if (isAllBranches(stack.at(-3))) back();
      else replace(allBranches);
    } else if (!overview && isAllBranches(stack.at(-2))) back();
    else replace(overview ?? allBranches);
  };
  return (
    <ListScreen
      {...props}
      title={`Branches of ${project.name}: pick one`}
      source={loaded}
      columns={columns}
      keyOf={(c) => c.application?.id ?? ALL_BRANCHES}
      searchText={(c) => c.label}
      filterPlaceholder="Search branches"
      onOpen={onOpen}
      isStale={(m) => m.kind === 'activity' && m.project === project.id}
      empty="This project doesn't have any feature-branch yet."
      scopes={[]}
    />
  );
}
