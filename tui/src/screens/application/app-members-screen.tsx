import {
  type Collaborator,
  canChangeMember,
  loadMemberFormContext,
  type MemberFormContext,
  memberCalls,
  memberFormErrors,
  memberMessages,
  memberRequest,
} from '@skiff/sdk';
import { applicationMemberAddedMessage } from '@skiff/sdk/domain';
import { Text } from 'ink';
import { useMemo } from 'react';
import type { Column } from '../../components/data-table.js';
import { promptBanner } from '../../components/prompt-banner.js';
import { useNotice } from '../../contexts/notice-context.js';
import type { ApplicationPath } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useShowActionCommand } from '../../contexts/status-command-context.js';
import { useTheme } from '../../contexts/theme-context.js';
import { useApplicationIds } from '../../hooks/use-application-ids.js';
import { useConfirm } from '../../hooks/use-confirm.js';
import { useKeyLayer } from '../../hooks/use-key-layer.js';
import { useServerPages } from '../../hooks/use-server-list.js';
import { useTextPrompt } from '../../hooks/use-text-prompt.js';
import type { Command } from '../../keys/key-bindings.js';
import { cleanLine } from '../../services/text.js';
import { flexWidths } from '../shared/collect.js';
import { ListScreen, type ScreenProps } from '../shared/list-screen.js';

const emailOf = (m: Collaborator) => cleanLine(m.rawInfo?.email ?? m.email) || m._id;

/** Our wording: who may add or remove an application's users (the SDK's admin-level rule, spec 002 section 6). */
export const APP_MEMBERS_VIEW_ONLY_MESSAGE = 'Only project or workspace admins can add or remove users.';

/** The form's context before the first load: an application's (no roles), managing (the platform judges). */
const UNLOADED_CONTEXT: MemberFormContext = {
  scope: 'application',
  userId: '',
  canManage: true,
  roles: [],
  defaultRole: undefined,
};

/**
 * The members of one application (spec 002 2.8 "Members"), rendering the SDK's members form model (its email rule,
 * request, calls, messages and who may manage, as `skiff apps members`): `a` adds a user by email (checked as typed;
 * "{email} added successfully"), `x` removes the selected one after a question; the user themself cannot be
 * removed. The status line shows the `skiff apps members ...` command of each.
 */
export function AppMembersScreen({ workspace, project, application, ...props }: ScreenProps & ApplicationPath) {
  const { client } = useServices();
  const { showError, showInfo } = useNotice();
  const theme = useTheme();
  const showCommand = useShowActionCommand();
  const ids = useApplicationIds({ workspace, project, application });
  const calls = useMemo(() => memberCalls(client, ids), [client, ids]);
  const messages = memberMessages('application');
  const prompt = useTextPrompt();
  const confirm = useConfirm();
  useKeyLayer(prompt.layer, props.active);
  useKeyLayer(confirm.layer, props.active);
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
  // A window of the server's list with its real total; `/` asks the server when not all is loaded. The form's
  // context (who manages) comes with each load.
  const loaded = useServerPages(
    (page, signal) => client.applications.members.list(ids, page, { signal }),
    `app-members/${application.id}`,
    {
      around: async (members, { signal }): Promise<{ rows: Collaborator[]; extra: MemberFormContext }> => ({
        rows: members,
        extra: await loadMemberFormContext(client, ids, { signal }),
      }),
    },
  );
  const form = loaded.extra;
  const add = (context: MemberFormContext) =>
    prompt.ask({
      question: `Add a member to ${application.name}: their email`,
      validate: (text) => memberFormErrors({ email: text }, context).email,
      onSubmit: (text) => {
        const request = memberRequest({ email: text }, context);
        showCommand('addItem', request.email);
        calls.invite(request).then((added) => {
          showInfo(applicationMemberAddedMessage(cleanLine(added.email) || request.email));
          loaded.reload();
        }, showError);
      },
    });
  const remove = (member: Collaborator) =>
    confirm.ask(`Remove ${emailOf(member)} from ${application.name}?`, () => {
      showCommand('removeItem', emailOf(member));
      calls.remove(member._id).then(() => {
        showInfo(messages.removed);
        loaded.reload();
      }, showError);
    });
  const onCommand = (command: Command, selected: Collaborator | undefined) => {
    if (command !== 'addItem' && command !== 'removeItem') return false;
    // A key pressed before the first load is not lost: the email rule needs no context, and the platform judges.
    if (!form) {
      if (command === 'addItem') add(UNLOADED_CONTEXT);
      return true;
    }
    if (!form.canManage) showInfo(APP_MEMBERS_VIEW_ONLY_MESSAGE);
    else if (command === 'addItem') add(form);
    else if (!selected) return true;
    else if (!canChangeMember(form, selected)) showInfo(`${emailOf(selected)} cannot be removed (yourself).`);
    else remove(selected);
    return true;
  };
  const asking = promptBanner(prompt.asking, confirm.question);
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
      banner={
        asking.banner ??
        (form && !form.canManage ? (
          <Text color={theme.text.secondary}>{APP_MEMBERS_VIEW_ONLY_MESSAGE}</Text>
        ) : undefined)
      }
      bannerRows={asking.banner ? asking.bannerRows : form && !form.canManage ? 1 : 0}
    />
  );
}
