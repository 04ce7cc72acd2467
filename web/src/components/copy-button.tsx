import { COPIED_MESSAGE } from '@skiff/sdk/domain';
import { useState } from 'react';

/**
 * A Copy button for `value` (named "Copy {label}"; `text` is its visible text, "Copy" unless given) that says the
 * spec's 'Copied to clipboard' once it is copied.
 */
export function CopyButton({ value, label, text = 'Copy' }: { value: string; label: string; text?: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard?.writeText(value).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <>
      <button type="button" aria-label={`Copy ${label}`} onClick={() => void copy()}>
        {text}
      </button>
      {copied ? <span role="status"> {COPIED_MESSAGE}</span> : null}
    </>
  );
}
