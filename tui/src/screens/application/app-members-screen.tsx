import type { Collaborator } from '@skiff/sdk';
import { APPLICATION_MEMBER_REMOVED_MESSAGE, applicationMemberAddedMessage, emailFieldError } from '@skiff/sdk/domain';
import { useMemo, useState } from 'react';
import type { Column } from '../../components/data-table.js';
import { promptBanner } from '../../components/prompt-banner.js';
import { useNotice } from '../../contexts/notice-context.js';
import type { ApplicationPath } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useApplicationIds } from '../../hooks/use-application-ids.js';
import { useConfirm } from '../../hooks/use-confirm.js';
import { useKeyLayer } from '../../hooks/use-key-layer.js';
import { useServerPages } from '../../hooks/use-server-list.js';
import { useTextPrompt } from '../../hooks/use-text-prompt.js';
import { cleanLine } from '../../services/text.js';
import { flexWidths } from '../shared/collect.js';
import { ListScreen, type ScreenProps } from '../shared/list-screen.js';

const emailOf = (m: Collaborator) => cleanLine(m.rawInfo?.email ?? m.email) || m._id;

/**
 * The members of one application (spec 002 "Members"): a adds one by email (checked as typed, the spec's
 * "{email} added successfully" style message), x removes the selected one after a question.
 */
export function AppMembersScreen({ workspace, project, application, ...props }: ScreenProps & ApplicationPath) {
  const { client } = useServices();
  const { showError, showInfo } = useNotice();
  const ids = useApplicationIds({ workspace, project, application });
  const prompt = useTextPrompt();
  const confirm = useConfirm();
  useKeyLayer(prompt.layer, props.active);
  useKeyLayer(confirm.layer, props.active);
  const [loads, setLoads] = useState(0);
  const reload = () => setLoads((n) => n + 1);
  const name = 24;
  const role = 14;
  const { flex } = flexWidths(props.width, [name, role]);
  const columns = useMemo<Column<Collaborator>[]>(
    () => [
      { header: 'Email', width: flex, text: emailOf },
      { header: 'Name', width: name, secondary: true, text: (m) => cleanLine(m.displayName) || '-' },
      { header: 'Role', width: role, text: (m) => cleanLine(m.role) || '-' },
    ],
    [flex],
  );
  // A window of the server's list with its real total; `/` asks the server when not all is loaded.
  const loaded = useServerPages(
    (page, signal) => client.applications.members.list(ids, page, { signal }),
    `app-members/${application.id}/${loads}`,
  );
  const onCommand = (command: string, selected: Collaborator | undefined) => {
    if (command === 'addItem')
      prompt.ask({
        question: `Add a member to ${application.name}: their email`,
        validate: (text) => emailFieldError(text),
        onSubmit: (text) => {
          const email = text.trim().toLowerCase();
          client.applications.members.add(ids, { email }).then((added) => {
            showInfo(applicationMemberAddedMessage(cleanLine(added.email) || email));
            reload();
          }, showError);
        },
      });
    else if (command === 'removeItem' && selected)
      confirm.ask(`Remove ${emailOf(selected)} from ${application.name}?`, () =>
        client.applications.members.remove(ids, selected._id).then(() => {
          showInfo(APPLICATION_MEMBER_REMOVED_MESSAGE);
          reload();
        }, showError),
      );
    else return false;
    return true;
  };
  return (
    <ListScreen
      {...props}
      title={`Members of ${application.name}`}
      source={loaded}
      columns={columns}
      keyOf={(m) => m._id}
      searchText={emailOf}
      filterPlaceholder="Search members by email"
      isStale={() => false}
      empty="No members yet."
      scopes={['projectItems']}
      onCommand={onCommand}
      {...promptBanner(prompt.asking, confirm.question)}
    />
  );
}
