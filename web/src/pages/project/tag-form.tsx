import { IMAGE_TAG_REQUIRED_MESSAGE, validateDeploymentTag } from '@skiff/sdk/domain';
import { type FormEvent, useId, useState } from 'react';
import { Feedback } from '../../components/feedback.js';
import { TextField } from '../../components/field.js';
import { useSubmit } from '../../components/use-submit.js';

/** A tag's name and image tag (spec 002 section 5: both required, 'Please enter image tag'), for a tag or a green. */
export function TagForm(props: {
  title: string;
  submitLabel: string;
  save(body: { name: string; containerImage: string }): Promise<string>;
  onCancel?(): void;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const [image, setImage] = useState('');
  const [errors, setErrors] = useState<{ name?: string; image?: string }>({});
  const submission = useSubmit();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateDeploymentTag({ name, containerImage: image });
    const next = {
      name: found.find((m) => m !== IMAGE_TAG_REQUIRED_MESSAGE),
      image: found.find((m) => m === IMAGE_TAG_REQUIRED_MESSAGE),
    };
    setErrors(next);
    if (found.length > 0) return;
    const ok = await submission.run(() => props.save({ name: name.trim(), containerImage: image.trim() }));
    if (ok) {
      setName('');
      setImage('');
    }
  };
  return (
    <form className="form narrow card" onSubmit={submit} noValidate aria-label={props.title}>
      <h3>{props.title}</h3>
      <TextField id={`${id}-name`} label="Name" value={name} onChange={setName} error={errors.name} />
      <TextField id={`${id}-image`} label="Image tag" value={image} onChange={setImage} error={errors.image} />
      <Feedback submission={submission} />
      <button type="submit" className="primary" disabled={submission.busy}>
        {props.submitLabel}
      </button>{' '}
      {props.onCancel ? (
        <button type="button" onClick={props.onCancel}>
          Cancel
        </button>
      ) : null}
    </form>
  );
}
