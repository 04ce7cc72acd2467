import {
  type ConfigurationRequest,
  configurationErrorsOf,
  configurationFlags,
  configurationFormFields,
  configurationRequest,
  type DeployWizardTarget,
  firstConfigurationAnswers,
  loadConfigurationFormContext,
  type PushMessage,
} from '@skiff/sdk';
import { APPLICATION_UPDATED_MESSAGE } from '@skiff/sdk/domain';
import { Text } from 'ink';
import { useMemo, useState } from 'react';
import { TextPrompt } from '../../components/text-prompt.js';
import { useNotice } from '../../contexts/notice-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useStatusCommand } from '../../contexts/status-command-context.js';
import { useTheme } from '../../contexts/theme-context.js';
import { useFieldCursor } from '../../hooks/use-field-cursor.js';
import { useFormDraft } from '../../hooks/use-form-draft.js';
import { useKeyLayer } from '../../hooks/use-key-layer.js';
import { useLoader } from '../../hooks/use-loader.js';
import { usePushMessages } from '../../hooks/use-push-messages.js';
import { useTextPrompt } from '../../hooks/use-text-prompt.js';
import type { ScreenProps } from '../shared/list-screen.js';
import { answerText, stepChoice } from '../wizards/wizard-model.js';
import { FormFrame } from './form-frame.js';

/** What a configuration form is of: a branch or a tag, and how its change is sent. */
export interface ConfigurationTarget {
  title: string;
  /** The branch's or the tag's ids: the SDK's form model reads its record and context from them. */
  ids: DeployWizardTarget;
  /** The push messages after which the form reloads (news of the record's tasks). */
  isNews: (message: PushMessage) => boolean;
  /** Sends the changed fields: a branch's update, a tag's PATCH .../configuration. */
  send: (request: ConfigurationRequest) => Promise<unknown>;
  /** The `skiff ... configure` line of a saved change, from the SDK's flags of its request. */
  commandOf: (flags: readonly string[]) => string;
}

/**
 * A branch's or a tag's configuration as a form (the SDK's configuration form model, every field it shows for the
 * record's kind: a tag has no storage or start script): ↑/↓ pick a field, ←/→ step a choice, Enter on a typed field
 * (roots, start script, image) asks its text with the model's rule, Enter elsewhere saves the changed fields. The
 * spec's rules show as the values change: max capacity not below min ('Max capacity must be greater than min
 * capacity!'), storage never below the current size (smaller sizes are not offered). A deployed branch upgrades
 * after a save (an UPGRADE_APPLICATION task), a deployed tag rolls out (UPDATE_DEPLOYMENT).
 */
export function ConfigurationFormView({
  title,
  ids,
  isNews,
  send,
  commandOf,
  active,
  width,
  height,
}: ConfigurationTarget & Pick<ScreenProps, 'active' | 'width' | 'height'>) {
  const { client } = useServices();
  const { showError, showInfo } = useNotice();
  const { showAction } = useStatusCommand();
  const theme = useTheme();
  // The SDK's configuration form model: which fields (those stepped with ←/→ here), first answers, rules, request.
  const recordId = 'applicationId' in ids ? ids.applicationId : ids.deploymentId;
  const loaded = useLoader((signal) => loadConfigurationFormContext(client, ids, { signal }), recordId);
  usePushMessages(loaded.reload, isNews);
  const context = loaded.data?.context;
  const fields = useMemo(() => (context ? configurationFormFields(context) : []), [context]);
  const prompt = useTextPrompt();
  useKeyLayer(prompt.layer, active);
  const saved = useMemo(
    () => (loaded.data ? firstConfigurationAnswers(loaded.data.record, loaded.data.context) : undefined),
    [loaded.data],
  );
  const [draft, setDraft] = useFormDraft(saved);
  const cursor = useFieldCursor(Math.max(1, fields.length));
  const [saving, setSaving] = useState(false);
  const currentStorage = context?.currentStorage;
  const changes = draft && saved ? Object.fromEntries(Object.entries(draft).filter(([k, v]) => saved[k] !== v)) : {};
  const errors = context && loaded.data ? configurationErrorsOf(changes, context, loaded.data.record) : {};
  const hasErrors = Object.keys(errors).length > 0;

  /** A typed field: its text asked with the model's rule for it (an optional one left empty keeps the record's). */
  const editText = (key: string, label: string) => {
    if (!context || !loaded.data || !draft) return;
    const record = loaded.data.record;
    prompt.ask({
      question: label,
      hint: `now ${answerText(fields[cursor.current()]!, draft[key])}; Esc keeps it`,
      validate: (text) => configurationErrorsOf({ ...changes, [key]: text.trim() }, context, record)[key],
      onSubmit: (text) => setDraft((d) => d && { ...d, [key]: text.trim() }),
    });
  };
  const save = () => {
    const field = fields[cursor.current()];
    if (field && field.kind === 'text') {
      editText(field.key, field.label);
      return;
    }
    if (!context || hasErrors || saving) return;
    if (Object.keys(changes).length === 0) {
      showInfo('Nothing changed.');
      return;
    }
    setSaving(true);
    const request = configurationRequest(changes, context);
    send(request)
      .then(() => {
        showInfo(APPLICATION_UPDATED_MESSAGE);
        showAction(commandOf(configurationFlags(request, context)));
        loaded.reload();
      }, showError)
      .finally(() => setSaving(false));
  };

  useKeyLayer(
    {
      scopes: ['form', 'global'],
      onCommand: (command) => {
        const field = fields[cursor.current()];
        if (command === 'previousField' || command === 'nextField') cursor.move(command === 'nextField' ? 1 : -1);
        else if ((command === 'decrease' || command === 'increase') && field)
          setDraft((d) => d && stepChoice(d, field, command === 'increase' ? 1 : -1));
        else if (command === 'save') save();
        else if (command === 'reload') loaded.reload();
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
      errors={errors}
      width={width}
      height={height}
    >
      {prompt.asking ? <TextPrompt {...prompt.asking} /> : null}
      {draft && currentStorage !== undefined ? (
        <Text color={theme.text.secondary} wrap="truncate">
          {`Storage never shrinks: ${currentStorage} Gi is the smallest size offered.`}
        </Text>
      ) : null}
    </FormFrame>
  );
}
