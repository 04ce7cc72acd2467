import {
  changedSecurityAnswers,
  firstSecurityAnswers,
  type SecurityRecord,
  type SecurityRequest,
  securityErrorsOf,
  securityFormFields,
  securityRequest,
} from '@skiff/sdk';
import { APPLICATION_UPDATED_MESSAGE } from '@skiff/sdk/domain';
import { Box } from 'ink';
import { useMemo, useState } from 'react';
import { TextPrompt } from '../../components/text-prompt.js';
import { useNotice } from '../../contexts/notice-context.js';
import { useStatusCommand } from '../../contexts/status-command-context.js';
import { useFieldCursor } from '../../hooks/use-field-cursor.js';
import { useFormDraft } from '../../hooks/use-form-draft.js';
import { useKeyLayer } from '../../hooks/use-key-layer.js';
import type { Loaded } from '../../hooks/use-loader.js';
import { useTextPrompt } from '../../hooks/use-text-prompt.js';
import { stepChoice, type WizardField, type WizardValues } from '../wizards/wizard-model.js';
import { FormFrame } from './form-frame.js';

/** What a security screen of a branch or a tag gives the form. */
export interface SecurityFormProps {
  title: string;
  /** The branch or tag record, loaded (and reloaded on news of its tasks). */
  loaded: Loaded<SecurityRecord>;
  /** Sends the model's request (a branch's update, a tag's PATCH .../security). */
  send(request: SecurityRequest): Promise<unknown>;
  /** The `skiff apps|tags security ... --wait` line that makes the same change. */
  commandOf(request: SecurityRequest): string;
  active: boolean;
  width: number;
  height: number;
}

/**
 * A branch's or a tag's security (spec 002 "Security: basic-auth lock and file permission level", sections 2.8 and
 * 7) as the SDK's security form model: ↑/↓ pick a field, ←/→ switch basic auth or step the level, Enter types the
 * user or the password (masked, never shown back) or saves. Turning basic auth on asks for its user and then its
 * password and saves; the rules ('Username is invalid', 'Required') are checked as the user types. The status line
 * then shows the `skiff ... security` command that makes the same change.
 */
export function SecurityFormView({ title, loaded, send, commandOf, active, width, height }: SecurityFormProps) {
  const { showError, showInfo } = useNotice();
  const { showAction } = useStatusCommand();
  const prompt = useTextPrompt();
  useKeyLayer(prompt.layer, active);
  const record = loaded.data;
  const saved = useMemo(() => (record ? firstSecurityAnswers(record) : undefined), [record]);
  const [draft, setDraft] = useFormDraft(saved);
  const fields = draft ? securityFormFields(draft) : [];
  const cursor = useFieldCursor(Math.max(1, fields.length));
  const [saving, setSaving] = useState(false);
  // The model judges and sends what the form changes, as the CLI's flags would give it.
  const errorsOf = (values: WizardValues) =>
    record ? securityErrorsOf(changedSecurityAnswers(values, record), record) : {};

  const save = (values: WizardValues) => {
    if (!record || !saved || saving) return;
    const [problem] = Object.entries(errorsOf(values));
    if (problem) {
      const label = securityFormFields(values).find((f) => f.key === problem[0])?.label ?? problem[0];
      showInfo(`${label}: ${problem[1]}`);
      return;
    }
    const request = securityRequest(changedSecurityAnswers(values, record), record);
    if (Object.keys(request).length === 0) {
      showInfo('Nothing changed.');
      return;
    }
    setSaving(true);
    send(request)
      .then(() => {
        setDraft({ ...values, authPassword: '' });
        showInfo(APPLICATION_UPDATED_MESSAGE);
        showAction(commandOf(request));
        loaded.reload();
      }, showError)
      .finally(() => setSaving(false));
  };

  /** Types one field (the user, or the masked password); `then` goes on with the answers typed so far. */
  const type = (field: WizardField, values: WizardValues, then?: (next: WizardValues) => void) =>
    prompt.ask({
      question:
        field.key === 'authPassword'
          ? `Basic auth: the password of ${String(values.authUsername ?? '')}`
          : `Basic auth: the ${field.label.toLowerCase()}`,
      hint: field.hint,
      secret: field.kind === 'secret',
      validate: (text) => errorsOf({ ...values, [field.key]: text })[field.key],
      onSubmit: (text) => {
        const next = { ...values, [field.key]: text };
        setDraft(next);
        then?.(next);
      },
    });

  /** Basic auth just turned on: its user, then its password, then saved. */
  const askLock = (values: WizardValues) => {
    const [, user, password] = securityFormFields(values);
    if (user && password) type(user, values, (next) => type(password, next, save));
  };

  useKeyLayer(
    {
      scopes: ['form', 'global'],
      onCommand: (name) => {
        const field = fields[cursor.current()];
        if (name === 'previousField' || name === 'nextField') cursor.move(name === 'nextField' ? 1 : -1);
        else if ((name === 'decrease' || name === 'increase') && field && draft) {
          const next = stepChoice(draft, field, name === 'increase' ? 1 : -1);
          setDraft(next);
          if (field.key === 'isEnableBasicAuth' && next.isEnableBasicAuth === true && !saved?.isEnableBasicAuth)
            askLock(next);
        } else if (name === 'save' && field && draft) {
          if (field.kind === 'text' || field.kind === 'secret') type(field, draft);
          else save(draft);
        } else if (name === 'reload') loaded.reload();
        else return false;
        return true;
      },
    },
    active,
  );

  return (
    <FormFrame
      title={title}
      busy={loaded.loading ? 'loading…' : saving ? 'saving…' : undefined}
      fields={fields}
      values={draft}
      saved={saved}
      cursor={cursor.index}
      errors={draft ? errorsOf(draft) : {}}
      width={width}
      height={height}
    >
      {prompt.asking ? (
        <Box marginTop={1}>
          <TextPrompt {...prompt.asking} />
        </Box>
      ) : null}
    </FormFrame>
  );
}
