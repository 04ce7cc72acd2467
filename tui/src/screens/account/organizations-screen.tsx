import type { Team } from '@skiff/sdk';
import { formatDate, organizationContactErrors, REQUIRED } from '@skiff/sdk/domain';
import { useMemo } from 'react';
import type { Column } from '../../components/data-table.js';
import { useServices } from '../../contexts/services-context.js';
import { useServerPages } from '../../hooks/use-server-list.js';
import type { Command } from '../../keys/key-bindings.js';
import { cleanLine } from '../../services/text.js';
import { ActionForm, FORM_ROWS, useActionForms } from '../shared/action-forms.js';
import { flexWidths } from '../shared/collect.js';
import { ListScreen, type ScreenProps } from '../shared/list-screen.js';
import { accountCommands } from './account-commands.js';

const required = (text: string) => (text.trim() ? undefined : REQUIRED);

/**
 * /account/organizations (spec 002 section 2.9): the user's organizations, which the contract serves as teams
 * (`/v2/teams`, as `skiff orgs` does): `a` creates one, `e` renames the selected one (name 'Required'), `C` sets its
 * contact email ('Invalid email') and logo (an image's URL), `x` deletes it after a question.
 */
export function OrganizationsScreen(props: ScreenProps) {
  const { client } = useServices();
  const forms = useActionForms(props.active);
  // A window of the server's list with its real total; `/` asks the server when not all is loaded.
  const loaded = useServerPages((page, signal) => client.teams.list(page, { signal }), 'organizations');
  const members = 8;
  const date = 17;
  const name = 22;
  const email = 24;
  const { flex } = flexWidths(props.width, [name, email, members, date]);
  const columns = useMemo<Column<Team>[]>(
    () => [
      { header: 'Name', width: name, text: (t) => cleanLine(t.name) },
      { header: 'Email', width: email, text: (t) => cleanLine(t.email) || '-' },
      { header: 'Description', width: flex, secondary: true, text: (t) => cleanLine(t.description) || '-' },
      { header: 'Members', width: members, text: (t) => String(t.totalMembers ?? 0) },
      { header: 'Created', width: date, secondary: true, text: (t) => formatDate(t.createdAt) || '-' },
    ],
    [flex],
  );
  const create = () =>
    forms.prompt.ask({
      question: 'New organization: its name',
      validate: required,
      onSubmit: (text) =>
        forms.run(
          accountCommands.createOrg(text.trim()),
          () => client.teams.create({ name: text.trim() }),
          `The organization ${text.trim()} was created.`,
          loaded.reload,
        ),
    });
  const rename = (team: Team) =>
    forms.prompt.ask({
      question: `Rename the organization ${cleanLine(team.name)}`,
      validate: required,
      onSubmit: (text) =>
        forms.run(
          accountCommands.renameOrg(cleanLine(team.name), text.trim()),
          () => client.teams.update(team._id, { name: text.trim() }),
          `The organization is now ${text.trim()}.`,
          loaded.reload,
        ),
    });
  /** Spec 002 section 3: the organization's email and logoImage; Enter keeps what it has. */
  const editContact = (team: Team) => {
    const org = cleanLine(team.name);
    const kept = (text: string) => (text.trim() ? text.trim() : undefined);
    forms.prompt.ask({
      question: `Contact email of ${org}`,
      hint: `Enter keeps "${cleanLine(team.email) || '-'}"`,
      validate: (text) => (kept(text) ? organizationContactErrors({ email: text }).email : undefined),
      onSubmit: (emailText) =>
        forms.prompt.ask({
          question: `Logo of ${org}: the URL of an image`,
          hint: `Enter keeps "${cleanLine(team.logoImage) || '-'}"`,
          validate: (text) => (kept(text) ? organizationContactErrors({ logo: text }).logo : undefined),
          onSubmit: (logoText) => {
            const contact = { email: kept(emailText), logo: kept(logoText) };
            if (!contact.email && !contact.logo) return;
            forms.run(
              accountCommands.setOrgContact(org, contact),
              () => client.teams.update(team._id, { email: contact.email, logoImage: contact.logo }),
              `The contact of ${org} was saved.`,
              loaded.reload,
            );
          },
        }),
    });
  };
  const remove = (team: Team) =>
    forms.confirm.ask(`Delete the organization ${cleanLine(team.name)}?`, () =>
      forms.run(
        accountCommands.deleteOrg(cleanLine(team.name)),
        () => client.teams.delete(team._id),
        `The organization ${cleanLine(team.name)} was deleted.`,
        loaded.reload,
      ),
    );
  const onCommand = (command: Command, selected: Team | undefined) => {
    if (command === 'addItem') create();
    else if (command === 'editItem' || command === 'removeItem') {
      if (selected) (command === 'editItem' ? rename : remove)(selected);
    } else if (command === 'editContact') {
      if (selected) editContact(selected);
    } else return false;
    return true;
  };
  return (
    <ListScreen
      {...props}
      title="Account: Organizations"
      source={loaded}
      columns={columns}
      keyOf={(t) => t._id}
      searchText={(t) => `${cleanLine(t.name)}\n${cleanLine(t.description)}`}
      filterPlaceholder="Search organizations"
      isStale={() => false}
      empty="No organizations yet: a creates one."
      scopes={['account']}
      onCommand={onCommand}
      detail={() => <ActionForm forms={forms} />}
      detailRows={FORM_ROWS}
    />
  );
}
