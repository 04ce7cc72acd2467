import {
  AVATAR_MAX_BYTES,
  LOGO_IMAGE_TYPES,
  LOGO_UPDATED_MESSAGE,
  LOGO_UPLOAD_FAILED_MESSAGE,
  LOGO_UPLOADED_MESSAGE,
  logoImageType,
  OVERSIZE_UPLOAD_MESSAGE,
} from '@skiff/sdk/domain';
import { type ChangeEvent, useId, useState } from 'react';
import { errorText } from '../../components/error-alert.js';
import { Feedback } from '../../components/feedback.js';
import { UploadedImage } from '../../components/uploaded-image.js';
import { useSubmit } from '../../components/use-submit.js';
import { useSession } from '../../session/session-context.js';
import type { WorkspacePanel } from './workspace-settings-page.js';

/**
 * The workspace's logo (spec 001 sections 7 and 8): a chosen image is uploaded (`POST /files/upload`, 'Uploaded
 * file'), then set as the logo by its file id (`PUT /workspaces/{id}/logo`, 'Updated new logo'); a refused upload
 * says 'Upload file failed' with the server's reason. Files over the upload limit are refused before the call.
 */
export function WorkspaceLogoUpload({ workspace, reload }: WorkspacePanel) {
  const { client } = useSession();
  const id = useId();
  const submission = useSubmit();
  const [uploaded, setUploaded] = useState(false);
  const name = workspace.name ?? 'Workspace';

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    input.value = '';
    setUploaded(false);
    if (!file) return;
    const type = logoImageType(file.name);
    if (!type)
      return submission.refuse(
        `${LOGO_UPLOAD_FAILED_MESSAGE}: ${file.name} is not a ${Object.keys(LOGO_IMAGE_TYPES).join(', ')} file.`,
      );
    if (file.size > AVATAR_MAX_BYTES) return submission.refuse(OVERSIZE_UPLOAD_MESSAGE);
    await submission.run(async () => {
      const stored = await client.files.upload(new Blob([file], { type }), file.name).catch((error: unknown) => {
        throw new Error(`${LOGO_UPLOAD_FAILED_MESSAGE}: ${errorText(error)}`);
      });
      setUploaded(true);
      await client.workspaces.updateLogo(workspace._id, stored.fileId);
      reload();
      return LOGO_UPDATED_MESSAGE;
    });
  };
  return (
    <div className="logo-upload">
      <h4>Logo</h4>
      <UploadedImage
        reference={workspace.logo}
        alt={`${name} logo`}
        size={64}
        fallback={<p className="muted">No logo yet.</p>}
      />
      <div className="field">
        <label htmlFor={`${id}-logo`}>Upload logo</label>
        <input
          id={`${id}-logo`}
          type="file"
          accept={Object.keys(LOGO_IMAGE_TYPES).join(',')}
          disabled={submission.busy}
          onChange={(event) => void choose(event)}
        />
      </div>
      {uploaded ? (
        <p role="status" className="muted">
          {LOGO_UPLOADED_MESSAGE}
        </p>
      ) : null}
      <Feedback submission={submission} />
    </div>
  );
}
