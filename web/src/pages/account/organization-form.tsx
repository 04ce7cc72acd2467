import type { Team } from '@skiff/sdk';
import {
  AVATAR_MAX_BYTES,
  LOGO_IMAGE_TYPES,
  LOGO_UPLOAD_FAILED_MESSAGE,
  logoImageType,
  OVERSIZE_UPLOAD_MESSAGE,
  organizationErrors,
} from '@skiff/sdk/domain';
import { type FormEvent, useId, useState } from 'react';
import { errorText } from '../../components/error-alert.js';
import { Feedback } from '../../components/feedback.js';
import { Field, invalidProps, TextField } from '../../components/field.js';
import { UploadedImage } from '../../components/uploaded-image.js';
import { useSubmit } from '../../components/use-submit.js';
import { useSession } from '../../session/session-context.js';

/** What the form sends: `POST /teams` or `PATCH /teams/{id}` (spec 002 section 7: name, email, logoImage). */
export interface OrganizationBody {
  name: string;
  email: string;
  logoImage: string;
}

/**
 * An organization's form (spec 002 sections 3 and 5): name, email and logo image, each required ('Required', an
 * email 'Invalid email'). The logo is an image file, uploaded on submit (`POST /files/upload`) and sent as its file
 * id; when editing, the current logo stays unless another file is chosen.
 */
export function OrganizationForm(props: {
  title: string;
  initial?: Team;
  submitLabel: string;
  save(body: OrganizationBody): Promise<void>;
}) {
  const { client } = useSession();
  const id = useId();
  const [name, setName] = useState(props.initial?.name ?? '');
  const [email, setEmail] = useState(props.initial?.email ?? '');
  const [file, setFile] = useState<File>();
  const [errors, setErrors] = useState<Partial<Record<keyof OrganizationBody, string>>>({});
  const submission = useSubmit();
  const current = props.initial?.logoImage ?? '';

  const fileError = (chosen: File | undefined) => {
    if (!chosen) return undefined;
    if (!logoImageType(chosen.name)) return `${chosen.name} is not a ${Object.keys(LOGO_IMAGE_TYPES).join(', ')} file.`;
    return chosen.size > AVATAR_MAX_BYTES ? OVERSIZE_UPLOAD_MESSAGE : undefined;
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = organizationErrors({ name, email, logoImage: file ? file.name : current });
    const logoProblem = fileError(file);
    if (logoProblem) found.logoImage = logoProblem;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await submission.run(async () => {
      let logoImage = current;
      if (file) {
        const type = logoImageType(file.name) ?? file.type;
        const stored = await client.files.upload(new Blob([file], { type }), file.name).catch((error: unknown) => {
          throw new Error(`${LOGO_UPLOAD_FAILED_MESSAGE}: ${errorText(error)}`);
        });
        logoImage = stored.fileId;
      }
      await props.save({ name: name.trim(), email: email.trim(), logoImage });
      return undefined;
    });
  };
  return (
    <form className="form narrow" onSubmit={submit} noValidate aria-label={props.title}>
      <TextField id={`${id}-name`} label="Name" value={name} onChange={setName} error={errors.name} />
      <TextField
        id={`${id}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={errors.email}
      />
      <Field id={`${id}-logo`} label="Logo image" error={errors.logoImage}>
        {current ? (
          <UploadedImage reference={current} alt={`${props.initial?.name ?? ''} logo`} size={40} fallback={null} />
        ) : null}
        <input
          id={`${id}-logo`}
          type="file"
          accept={Object.keys(LOGO_IMAGE_TYPES).join(',')}
          onChange={(event) => setFile(event.target.files?.[0])}
          {...invalidProps(`${id}-logo`, errors.logoImage)}
        />
      </Field>
      <Feedback submission={submission} />
      <button type="submit" className="primary" disabled={submission.busy}>
        {props.submitLabel}
      </button>
    </form>
  );
}
