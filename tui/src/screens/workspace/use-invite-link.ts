import { type InviteLink, inviteLinkMessages } from '@skiff/sdk';
import { useState } from 'react';
import { command, shellWord } from '../../commands/cli-equivalent.js';
import type { Named } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { cleanLine } from '../../services/text.js';
import type { useActionForms } from '../shared/action-forms.js';

/** The `skiff invitations link...` commands (cli/src/commands/invitations.ts). */
export const inviteLinkCommands = {
  show: (w: Named) => command('invitations', 'link', shellWord(w.name)),
  refresh: (w: Named) => command('invitations', 'link-refresh', shellWord(w.name), '--yes'),
  delete: (w: Named) => command('invitations', 'link-delete', shellWord(w.name), '--yes'),
};

/** The link as the detail row shows it: its address and the role it gives. */
export function inviteLinkLine(link: InviteLink): string {
  const role = cleanLine(link.role);
  return `Invite link: ${cleanLine(link.link)}${role ? ` (joins as ${role})` : ''}`;
}

/**
 * A workspace's shareable invite link on its Members tab (spec 001 /members; capability workspace.inviteLink): `l`
 * shows it (the platform makes one when there is none) and copies its command line, `N` replaces it after a
 * question (the old link stops working), `X` disables it after a question. Output: the link shown (or undefined),
 * and the three actions.
 */
export function useInviteLink(workspace: Named, forms: ReturnType<typeof useActionForms>) {
  const { client } = useServices();
  const [link, setLink] = useState<InviteLink | 'disabled'>();
  const keep = (answer: InviteLink) => {
    setLink(answer);
    return inviteLinkLine(answer);
  };
  const none = () => undefined;
  const say = inviteLinkMessages(cleanLine(workspace.name));
  const show = () =>
    forms.run(inviteLinkCommands.show(workspace), () => client.invitations.getInviteLink(workspace.id), keep, none);
  const refresh = () =>
    forms.confirm.ask(say.replaceQuestion, () =>
      forms.run(
        inviteLinkCommands.refresh(workspace),
        () => client.invitations.refreshInviteLink(workspace.id),
        keep,
        none,
      ),
    );
  const disable = () =>
    forms.confirm.ask(say.disableQuestion, () =>
      forms.run(
        inviteLinkCommands.delete(workspace),
        () => client.invitations.deleteInviteLink(workspace.id),
        () => {
          setLink('disabled');
          return say.disabled;
        },
        none,
      ),
    );
  const line = link === 'disabled' ? 'Invite link: disabled (l makes a new one)' : link && inviteLinkLine(link);
  return { line, show, refresh, disable };
}
