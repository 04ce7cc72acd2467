import {
  AVATAR_CONTENT_TYPES,
  avatarFileError,
  LOGO_UPLOAD_FAILED_MESSAGE,
  PROFILE_UPDATED_MESSAGE,
  profileNameError,
  USER_STATE_DEFAULT,
} from '@skiff/sdk/domain';
import { type ChangeEvent, useId } from 'react';
import { errorText } from '../../components/error-alert.js';
import { Feedback } from '../../components/feedback.js';
import { UploadedImage } from '../../components/uploaded-image.js';
import { useSubmit } from '../../components/use-submit.js';
import { useProfile } from '../../session/profile-context.js';
import { useSession } from '../../session/session-context.js';

/**
 * The profile's avatar (spec 002 sections 2.9, 5 and 7): a JPG or PNG under 2 MB ('You can only upload JPG/PNG
 * file!', 'Image must smaller than 2MB!', checked before any call) is uploaded (`POST /files/upload`, tag image),
 * then saved as the profile's `avatarUrl` (its file id) with the saved name and state (`PATCH /users`), and the
 * spec's 'Update profile successfully!'. A refused upload says the spec's 'Upload file failed' with the reason.
 */
export function AvatarUpload() {
  const { client } = useSession();
  const profile = useProfile();
  const id = useId();
  const submission = useSubmit();
  const me = profile.data;
  const label = me?.displayName || me?.email || '';

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    input.value = '';
    if (!file || !me) return;
    const refused = avatarFileError(file) ?? profileNameError(me.displayName);
    if (refused) return submission.refuse(refused);
    const type = file.type || (file.name.toLowerCase().endsWith('.png') ? 'image/png' : 'image/jpeg');
    const ok = await submission.run(async () => {
      const stored = await client.files.upload(new Blob([file], { type }), file.name).catch((error: unknown) => {
        throw new Error(`${LOGO_UPLOAD_FAILED_MESSAGE}: ${errorText(error)}`);
      });
      await client.account.updateProfile({
        displayName: me.displayName ?? '',
        state: me.state ?? USER_STATE_DEFAULT,
        avatarUrl: stored.fileId,
      });
      return PROFILE_UPDATED_MESSAGE;
    });
    if (ok) profile.reload();
  };
  return (
    <section className="avatar-upload" aria-label="Avatar">
      <UploadedImage
        reference={me?.avatarUrl}
        alt={`Avatar of ${label}`}
        size={72}
        fallback={
          <span className="avatar-initial" aria-hidden="true">
            {label.charAt(0).toUpperCase()}
          </span>
        }
      />
      <div className="field">
        <label htmlFor={`${id}-avatar`}>Upload avatar</label>
        <input
          id={`${id}-avatar`}
          type="file"
          accept={AVATAR_CONTENT_TYPES.join(',')}
          disabled={submission.busy || !me}
          onChange={(event) => void choose(event)}
        />
      </div>
      <Feedback submission={submission} />
    </section>
  );
}
