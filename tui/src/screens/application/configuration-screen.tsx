import {
  configurationErrorsOf,
  configurationFormFields,
  configurationRequest,
  firstConfigurationAnswers,
  loadConfigurationFormContext,
} from '@skiff/sdk';
import { APPLICATION_UPDATED_MESSAGE } from '@skiff/sdk/domain';
import { Text } from 'ink';
import { useEffect, useMemo, useState } from 'react';
import { useNotice } from '../../contexts/notice-context.js';
import type { ApplicationPath } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useTheme } from '../../contexts/theme-context.js';
import { useApplicationIds } from '../../hooks/use-application-ids.js';
import { useFieldCursor } from '../../hooks/use-field-cursor.js';
import { useKeyLayer } from '../../hooks/use-key-layer.js';
import { useLoader } from '../../hooks/use-loader.js';
import { usePushMessages } from '../../hooks/use-push-messages.js';
import type { ScreenProps } from '../shared/list-screen.js';
import { stepChoice, type WizardValues } from '../wizards/wizard-model.js';
import { FormFrame } from './form-frame.js';

/**
 * An application's configuration as a form (the SDK's configuration form model; its choice and on/off fields, the
 * typed roots and image are in `skiff apps configure` and the web app): ↑/↓ pick a field, ←/→ step its value, Enter
 * saves the changed fields. The spec's rules show as the values change: max capacity not below min ('Max capacity must be greater than min
 * capacity!'), storage never below the current size (smaller sizes are not offered). A deployed application
 * upgrades after a save (an UPGRADE_APPLICATION task).
 */
export function ConfigurationScreen({
  workspace,
  project,
  application,
  active,
  width,
  height,
}: ScreenProps & ApplicationPath) {
  const { client } = useServices();
  const { showError, showInfo } = useNotice();
  const theme = useTheme();
  const ids = useApplicationIds({ workspace, project, application });
  // The SDK's configuration form model: which fields (those stepped with ←/→ here), first answers, rules, request.
  const loaded = useLoader((signal) => loadConfigurationFormContext(client, ids, { signal }), application.id);
  usePushMessages(loaded.reload, (m) => m.kind === 'activity' && m.application === application.id);
  const context = loaded.data?.context;
  const fields = useMemo(
    () => (context ? configurationFormFields(context).filter((f) => f.kind === 'choice' || f.kind === 'toggle') : []),
    [context],
  );
  const saved = useMemo(
    () => (loaded.data ? firstConfigurationAnswers(loaded.data.record, loaded.data.context) : undefined),
    [loaded.data],
  );
  const [draft, setDraft] = useState<WizardValues>();
  const cursor = useFieldCursor(Math.max(1, fields.length));
  const [saving, setSaving] = useState(false);
  // A fresh load (after a save, or news of a task) starts the form over from the server's values.
  useEffect(() => setDraft(saved), [saved]);
  const currentStorage = context?.currentStorage;
  const changes = draft && saved ? Object.fromEntries(Object.entries(draft).filter(([k, v]) => saved[k] !== v)) : {};
  const errors = context && loaded.data ? configurationErrorsOf(changes, context, loaded.data.record) : {};
  const hasErrors = Object.keys(errors).length > 0;

  const save = () => {
    if (!context || hasErrors || saving) return;
    if (Object.keys(changes).length === 0) {
      showInfo('Nothing changed.');
      return;
    }
    setSaving(true);
    client.applications
      .update(ids, configurationRequest(changes, context))
      .then(() => {
        showInfo(APPLICATION_UPDATED_MESSAGE);
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
      title={`Configuration of ${application.name}`}
      busy={loaded.loading ? 'loading…' : saving ? 'saving…' : undefined}
      fields={fields}
      values={draft}
      saved={saved}
      cursor={cursor.index}
      errors={errors}
      width={width}
      height={height}
    >
      {draft && currentStorage !== undefined ? (
        <Text color={theme.text.secondary} wrap="truncate">
          {`Storage never shrinks: ${currentStorage} Gi is the smallest size offered.`}
        </Text>
      ) : null}
    </FormFrame>
  );
}
