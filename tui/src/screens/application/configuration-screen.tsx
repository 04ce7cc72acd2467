import type { ApplicationUpdate } from '@skiff/sdk';
import { APPLICATION_UPDATED_MESSAGE } from '@skiff/sdk/domain';
import { Box, Text } from 'ink';
import { useEffect, useMemo, useState } from 'react';
import { useNotice } from '../../contexts/notice-context.js';
import type { ApplicationPath } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useTheme } from '../../contexts/theme-context.js';
import { useFieldCursor } from '../../hooks/use-field-cursor.js';
import { useKeyLayer } from '../../hooks/use-key-layer.js';
import { useLoadedApplication } from '../../hooks/use-loaded-application.js';
import { fit } from '../../services/text.js';
import type { ScreenProps } from '../shared/list-screen.js';
import {
  CONFIGURATION_FIELDS,
  type ConfigurationDraft,
  changedFields,
  draftErrors,
  draftOf,
  stepField,
} from './configuration-draft.js';

const LABEL_WIDTH = 14;
const VALUE_WIDTH = 20;

/**
 * An application's configuration as a form: ↑/↓ pick a field, ←/→ step its value, Enter saves the changed fields.
 * The spec's rules show as the values change: max capacity not below min ('Max capacity must be greater than min
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
  const { ids, loaded } = useLoadedApplication({ workspace, project, application });
  const saved = useMemo(() => (loaded.data ? draftOf(loaded.data) : undefined), [loaded.data]);
  const [draft, setDraft] = useState<ConfigurationDraft>();
  const cursor = useFieldCursor(CONFIGURATION_FIELDS.length);
  const [saving, setSaving] = useState(false);
  // A fresh load (after a save, or news of a task) starts the form over from the server's values.
  useEffect(() => setDraft(saved), [saved]);
  const currentStorage = saved?.storage ?? 0;
  const errors = draft ? draftErrors(draft, currentStorage) : {};
  const hasErrors = Object.keys(errors).length > 0;

  const save = () => {
    if (!draft || !saved || hasErrors || saving) return;
    const changes = changedFields(draft, saved);
    if (Object.keys(changes).length === 0) {
      showInfo('Nothing changed.');
      return;
    }
    setSaving(true);
    client.applications
      .update(ids, changes as ApplicationUpdate)
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
        const spec = CONFIGURATION_FIELDS[cursor.current()]!;
        if (command === 'previousField' || command === 'nextField') cursor.move(command === 'nextField' ? 1 : -1);
        else if (command === 'decrease' || command === 'increase')
          setDraft((d) => d && stepField(d, spec, command === 'increase' ? 1 : -1, currentStorage));
        else if (command === 'save') save();
        else if (command === 'reload') loaded.reload();
        else return false;
        return true;
      },
    },
    active,
  );

  return (
    <Box flexDirection="column" width={width} height={height}>
      <Text bold wrap="truncate">
        {`Configuration of ${application.name}`}
        <Text color={theme.text.secondary}>{loaded.loading ? ' loading…' : saving ? ' saving…' : ''}</Text>
      </Text>
      {draft
        ? CONFIGURATION_FIELDS.map((spec, index) => {
            const selected = index === cursor.index;
            const changed = saved && saved[spec.key] !== draft[spec.key];
            return (
              <Box key={spec.key}>
                <Text color={selected ? theme.selection.colour : undefined} bold={selected}>
                  {`${selected ? theme.symbols.cursor : ' '} ${fit(spec.label, LABEL_WIDTH)}`}
                </Text>
                <Text inverse={selected && theme.selection.inverse}>
                  {fit(`‹ ${spec.show(draft[spec.key])} ›${changed ? ' *' : ''}`, VALUE_WIDTH)}
                </Text>
                <Text color={theme.notice.error} wrap="truncate">{` ${errors[spec.key] ?? ''}`}</Text>
              </Box>
            );
          })
        : null}
      {draft ? (
        <Text color={theme.text.secondary} wrap="truncate">
          {`Storage never shrinks: ${currentStorage} Gi is the smallest size offered.`}
        </Text>
      ) : null}
    </Box>
  );
}
