import type { Application } from '@skiff/sdk';
import { APPLICATION_UPDATED_MESSAGE } from '@skiff/sdk/domain';
import { useCallback, useMemo } from 'react';
import type { Column } from '../../components/data-table.js';
import { promptBanner } from '../../components/prompt-banner.js';
import { useNotice } from '../../contexts/notice-context.js';
import type { ApplicationPath } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useStatusCommand } from '../../contexts/status-command-context.js';
import { useConfirm } from '../../hooks/use-confirm.js';
import { useKeyLayer } from '../../hooks/use-key-layer.js';
import { useLoadedApplication } from '../../hooks/use-loaded-application.js';
import { useLoader } from '../../hooks/use-loader.js';
import { useTextPrompt } from '../../hooks/use-text-prompt.js';
import { cleanLine } from '../../services/text.js';
import { collect, flexWidths, MAX_SCANNED_ITEMS } from '../shared/collect.js';
import { ListScreen, type ScreenProps } from '../shared/list-screen.js';
import { SETTING_ROWS, type SettingChange, type SettingRow } from './settings-rows.js';

/** Our wording for what the spec leaves to the form: an empty value, a secret manager the project lacks. */
export const settingMessages = {
  empty: (label: string) => `${label} should not be empty`,
  noManager: (name: string) => `This project has no secret manager named ${name}.`,
};

/**
 * An application's other settings as a list (`SETTING_ROWS`): Enter on a text setting asks for its new value
 * (checked as typed), on an on/off one asks and flips it. Saved at once; a deployed application upgrades.
 */
export function SettingsScreen({ workspace, project, application, ...props }: ScreenProps & ApplicationPath) {
  const path = { workspace, project, application };
  const { client } = useServices();
  const { showError, showInfo } = useNotice();
  const { showAction } = useStatusCommand();
  const { ids, loaded } = useLoadedApplication(path);
  const managers = useLoader(
    (signal) =>
      collect(client.secretManagers.list(workspace.id, project.id, { pageSize: 50 }, { signal }), MAX_SCANNED_ITEMS),
    `managers/${project.id}`,
  );
  const prompt = useTextPrompt();
  const confirm = useConfirm();
  useKeyLayer(prompt.layer, props.active);
  useKeyLayer(confirm.layer, props.active);
  const app = loaded.data;

  const save = (change: SettingChange, command: string | undefined) => {
    const call =
      change.kind === 'state'
        ? client.applications.setState(ids, change.body)
        : client.applications.update(ids, change.body);
    call.then(() => {
      showInfo(APPLICATION_UPDATED_MESSAGE);
      showAction(command);
      loaded.reload();
    }, showError);
  };
  const validate = (row: SettingRow, text: string) => {
    if (text.trim() === '') return settingMessages.empty(row.label);
    if (row.key === 'secretManager' && !(managers.data ?? []).some((m) => m.name === text))
      return settingMessages.noManager(text);
    return undefined;
  };
  const edit = (row: SettingRow) => {
    if (!app) return;
    if (row.kind === 'flip') {
      const { word, change } = row.flipped(app);
      confirm.ask(`${row.label} of ${cleanLine(application.name)}: ${word}?`, () =>
        save(change, row.command(path, word)),
      );
      return;
    }
    prompt.ask({
      question: `${row.label} of ${cleanLine(application.name)}`,
      hint: `Now: ${cleanLine(row.shown(app))}`,
      validate: (text) => validate(row, text),
      onSubmit: (text) => save(row.change(text), row.command(path, text)),
    });
  };

  const label = 20;
  const { flex } = flexWidths(props.width, [label]);
  const columns = useMemo<Column<SettingRow>[]>(
    () => [
      { header: 'Setting', width: label, text: (row) => row.label },
      { header: 'Value', width: flex, text: (row) => (app ? cleanLine(row.shown(app as Application)) : '…') },
    ],
    [flex, app],
  );
  const source = useMemo(
    () => ({ data: app ? [...SETTING_ROWS] : undefined, loading: loaded.loading, reload: loaded.reload }),
    [app, loaded.loading, loaded.reload],
  );
  const searchText = useCallback((row: SettingRow) => row.label, []);
  return (
    <ListScreen
      {...props}
      title={`Settings of ${cleanLine(application.name)}`}
      source={source}
      columns={columns}
      keyOf={(row) => row.key}
      searchText={searchText}
      filterPlaceholder="Search settings"
      onOpen={edit}
      isStale={() => false}
      empty="Loading…"
      {...promptBanner(prompt.asking, confirm.question)}
    />
  );
}
