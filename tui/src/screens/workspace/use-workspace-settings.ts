import type { Workspace } from '@skiff/sdk';
import {
  isTrialWorkspace,
  LOGO_UPDATED_MESSAGE,
  LOGO_UPLOAD_FAILED_MESSAGE,
  LOGO_UPLOADED_MESSAGE,
  REVOKE_TRANSFER_SUCCESS_MESSAGE,
  TRANSFER_SUCCESS_MESSAGE,
  TRIAL_TRANSFER_MESSAGE,
  validateTransfer,
  WORKSPACE_SETTINGS_NAME_MESSAGE,
  WORKSPACE_UPDATE_SUCCESS_MESSAGE,
  type WorkspaceFeatureFlag,
  workspaceFlagOn,
  workspaceFlagWarning,
} from '@skiff/sdk/domain';
import { errorMessage, useNotice } from '../../contexts/notice-context.js';
import { type Named, useRouter } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { primaryKeyLabel } from '../../keys/key-bindings.js';
import { cleanLine } from '../../services/text.js';
import type { useActionForms } from '../shared/action-forms.js';
import { LOGO_FILE_HINT, logoBlob, logoSource, logoSourceError } from './logo-file.js';
import { workspaceTabCommands } from './workspace-tab-commands.js';

/** Our wording: a workspace already being transferred says how to take it back. */
export const transferPendingMessage = () =>
  `This workspace is being transferred: ${primaryKeyLabel('revokeTransfer')} revokes the transfer.`;
export const NO_TRANSFER_MESSAGE = 'No transfer of this workspace is pending.';

/**
 * The actions of a workspace's Settings (spec 001 sections 4, 5 and 8): `edit()` asks the name ('Please enter
 * name!' as typed) and the description (Enter keeps it), `toggle(flag)` switches a feature flag (auto pause asks
 * first, with its warning), `transfer()` asks the new owner's email (not one's own) and the name typed again ('Must
 * match {name}'; TRIAL workspaces cannot be transferred), `revoke()` takes a pending transfer back, `logo()` takes
 * an image URL or a local image (uploaded first: 'Uploaded file', 'Upload file failed'). Each shows its
 * `skiff ...` command and the spec's success text, then `reload`s.
 */
export function useWorkspaceSettings(
  named: Named,
  forms: ReturnType<typeof useActionForms>,
  reload: () => void,
  view: { workspace: Workspace; email: string } | undefined,
) {
  const { client } = useServices();
  const { showInfo } = useNotice();
  const router = useRouter();
  const save = (body: Partial<Record<WorkspaceFeatureFlag, boolean>> & { name?: string; description?: string }) =>
    client.workspaces.update(named.id, { name: view?.workspace.name ?? named.name, ...body });

  const edit = () => {
    if (!view) return;
    const current = cleanLine(view.workspace.description);
    forms.prompt.ask({
      question: `Workspace settings: the name (now ${cleanLine(view.workspace.name)})`,
      validate: (text) => (text.trim() ? undefined : WORKSPACE_SETTINGS_NAME_MESSAGE),
      onSubmit: (typed) => {
        const name = typed.trim();
        forms.prompt.ask({
          question: `Workspace settings: the description of ${name}`,
          hint: current ? `Enter alone keeps: ${current}` : 'Enter alone leaves it empty',
          validate: () => undefined,
          onSubmit: (text) => {
            const description = text.trim() || (view.workspace.description ?? '');
            forms.run(
              workspaceTabCommands.update(named, name, description),
              () => save({ name, description }),
              WORKSPACE_UPDATE_SUCCESS_MESSAGE,
              () => {
                // Every screen of the stack names the workspace anew (header, breadcrumb, prompts, commands).
                router.rename(named.id, name);
                reload();
              },
            );
          },
        });
      },
    });
  };

  const toggle = (flag: WorkspaceFeatureFlag) => {
    if (!view) return;
    const on = !workspaceFlagOn(view.workspace, flag);
    const run = () =>
      forms.run(
        workspaceTabCommands.flag(named, flag, on),
        () => save({ [flag]: on }),
        WORKSPACE_UPDATE_SUCCESS_MESSAGE,
        reload,
      );
    const warning = workspaceFlagWarning(flag);
    if (warning) forms.confirm.ask(`${warning} Switch it ${on ? 'on' : 'off'}?`, run);
    else run();
  };

  const transfer = () => {
    if (!view) return;
    const { workspace, email: own } = view;
    if (isTrialWorkspace(workspace)) return showInfo(TRIAL_TRANSFER_MESSAGE);
    if (workspace.isTransfer === true) return showInfo(transferPendingMessage());
    // The name as shown (control sequences stripped) is the one to type again.
    const name = cleanLine(workspace.name);
    forms.prompt.ask({
      question: `Transfer Owner: the email of the new owner of ${name}`,
      validate: (text) => validateTransfer({ email: text }, own)[0],
      onSubmit: (typed) => {
        const email = typed.trim();
        forms.prompt.ask({
          question: `Transfer ${name} to ${email}?`,
          hint: `Type ${name} to confirm`,
          validate: (text) => validateTransfer({ email, confirmation: text }, own, name)[0],
          onSubmit: () =>
            forms.run(
              workspaceTabCommands.transfer(named, email),
              () => client.invitations.transfer(named.id, email),
              TRANSFER_SUCCESS_MESSAGE,
              reload,
            ),
        });
      },
    });
  };

  const revoke = () => {
    if (!view) return;
    if (view.workspace.isTransfer !== true) return showInfo(NO_TRANSFER_MESSAGE);
    forms.run(
      workspaceTabCommands.revokeTransfer(named),
      () => client.invitations.revokeTransfer(named.id),
      REVOKE_TRANSFER_SUCCESS_MESSAGE,
      reload,
    );
  };
  const logo = () =>
    forms.prompt.ask({
      question: `The logo of ${named.name}`,
      hint: LOGO_FILE_HINT,
      validate: logoSourceError,
      onSubmit: (text) => {
        const source = logoSource(text);
        const upload = async (local: { path: string; filename: string; type: string }) => {
          const uploaded = await client.files.upload(logoBlob(local), local.filename).catch((error: unknown) => {
            throw new Error(`${LOGO_UPLOAD_FAILED_MESSAGE} ${errorMessage(error)}`);
          });
          showInfo(LOGO_UPLOADED_MESSAGE);
          return uploaded.fileId;
        };
        forms.run(
          workspaceTabCommands.logo(named, 'url' in source ? source.url : source.path),
          async () => client.workspaces.updateLogo(named.id, 'url' in source ? source.url : await upload(source)),
          LOGO_UPDATED_MESSAGE,
          reload,
        );
      },
    });
  return { edit, toggle, transfer, revoke, logo };
}

/** The line of the Transfer Owner panel: what the workspace's transfer state allows. */
export function transferLine(workspace: Workspace): string {
  if (isTrialWorkspace(workspace)) return TRIAL_TRANSFER_MESSAGE;
  if (workspace.isTransfer === true) return transferPendingMessage();
  return `${primaryKeyLabel('transferWorkspace')} transfers it to a new owner (email, then its name typed)`;
}
