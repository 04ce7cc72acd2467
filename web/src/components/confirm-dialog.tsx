import { type FormEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';

export interface ConfirmOptions {
  /** The question, as the dialog's heading: "Undeploy main?" */
  title: string;
  /** What happens, in a sentence or two. */
  message?: ReactNode;
  /** The confirming button's text ("Delete", "Undeploy", "Yes"). */
  confirmLabel: string;
  /** The dismissing button's text; "Cancel" unless given. */
  cancelLabel?: string;
  /**
   * A typed confirmation (spec 002 section 5: `branch/{name}`): the text to type, and the SDK's rule answering
   * the spec's message when the typed text differs.
   */
  typed?: { expected: string; mismatch(typed: string): string | undefined };
}

/**
 * The one confirmation of a destructive action: a modal dialog (the browser's own <dialog>, so focus is trapped,
 * Escape cancels and the page behind is inert) with the question, an optional typed confirmation, and the
 * confirming and cancelling buttons. Rendered where it is used, so a row's buttons are found within the row.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  typed,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmOptions & { busy?: boolean; onConfirm(): void; onCancel(): void }) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const mismatch = typed?.mismatch(text);
    setError(mismatch);
    if (!mismatch) onConfirm();
  };
  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={message ? `${id}-message` : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <form method="dialog" onSubmit={submit} noValidate>
        <h2 id={`${id}-title`}>{title}</h2>
        {message ? <div id={`${id}-message`}>{message}</div> : null}
        {typed ? (
          <div className="field">
            <label htmlFor={`${id}-typed`}>
              Type <span className="mono">{typed.expected}</span> to confirm
            </label>
            <input
              id={`${id}-typed`}
              type="text"
              autoComplete="off"
              value={text}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => setText(e.target.value)}
            />
            {error ? (
              <p id={`${id}-error`} className="field-error">
                {error}
              </p>
            ) : null}
          </div>
        ) : null}
        <div className="dialog-actions">
          <button type="button" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </button>
          <button type="submit" className="danger-button solid" disabled={busy}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}

/**
 * A button that asks before it acts: it opens the ConfirmDialog, and `onConfirm` runs only on the confirming
 * button. `label` is the button's accessible name, `text` its visible text when shorter.
 */
export function ConfirmAction({
  label,
  text,
  disabled,
  className,
  confirm,
  onConfirm,
}: {
  label: string;
  text?: string;
  disabled?: boolean;
  className?: string;
  confirm: ConfirmOptions;
  onConfirm(): Promise<void> | void;
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={disabled}
        aria-label={text ? label : undefined}
        onClick={() => setAsking(true)}
      >
        {text ?? label}
      </button>
      {asking ? <ConfirmDialog {...confirm} busy={busy} onConfirm={run} onCancel={() => setAsking(false)} /> : null}
    </>
  );
}

/**
 * The ConfirmDialog as a question to await: `ask(options)` opens it and resolves true on the confirming button,
 * false on cancel or Escape. Render `dialog` where the question belongs.
 */
export function useConfirm(): [ReactNode, (options: ConfirmOptions) => Promise<boolean>] {
  const [pending, setPending] = useState<{ options: ConfirmOptions; resolve(answer: boolean): void }>();
  const ask = useCallback(
    (options: ConfirmOptions) => new Promise<boolean>((resolve) => setPending({ options, resolve })),
    [],
  );
  const answer = (yes: boolean) => {
    pending?.resolve(yes);
    setPending(undefined);
  };
  const dialog = pending ? (
    <ConfirmDialog {...pending.options} onConfirm={() => answer(true)} onCancel={() => answer(false)} />
  ) : null;
  return [dialog, ask];
}
