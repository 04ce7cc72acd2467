import type { Application, ApplicationIds } from '@skiff/sdk';
import {
  formatDate,
  PMA_NOT_ENABLED_MESSAGE,
  toolTokenGeneratedMessage,
  VSCODE_NOT_ENABLED_MESSAGE,
} from '@skiff/sdk/domain';
import { shellWord } from '../../commands/cli-equivalent.js';
import { useNotice } from '../../contexts/notice-context.js';
import type { ApplicationPath } from '../../contexts/router-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useStatusCommand } from '../../contexts/status-command-context.js';
import type { Command } from '../../keys/key-bindings.js';
import { openInBrowser } from '../../services/open-url.js';
import { cleanLine } from '../../services/text.js';

const TOOLS = {
  openPhpMyAdmin: { tool: 'PhpMyAdmin', flag: 'isEnablePMA', off: PMA_NOT_ENABLED_MESSAGE, cli: 'phpmyadmin' },
  openEditor: { tool: 'VSCode', flag: 'isEnableEditor', off: VSCODE_NOT_ENABLED_MESSAGE, cli: 'editor' },
} as const;

/**
 * P and V on the overview: a new PhpMyAdmin or code-editor session (valid 4 hours), its URL in the footer and opened
 * in the browser (on a terminal), `skiff apps phpmyadmin|editor REF --open` in the status line. Refused with the
 * spec's 'PhpMyAdmin is Not Enabled' when the tool is off. `onOpened` reloads the overview (its countdown).
 */
export function useToolSessions(path: ApplicationPath, ids: ApplicationIds, onOpened: () => void) {
  const { client } = useServices();
  const { showError, showInfo } = useNotice();
  const { showAction } = useStatusCommand();
  return (command: Command, app: Application | undefined): boolean => {
    if (command !== 'openPhpMyAdmin' && command !== 'openEditor') return false;
    const spec = TOOLS[command];
    if (!app) return true;
    if ((app as Record<string, unknown>)[spec.flag] !== true) {
      showInfo(spec.off);
      return true;
    }
    const ref = shellWord(`${path.workspace.name}/${path.project.name}/${path.application.name}`);
    const session =
      command === 'openPhpMyAdmin'
        ? client.applications.tools.pmaSession(ids)
        : client.applications.tools.vscodeSession(ids);
    session
      .then(async (token) => {
        const url = cleanLine(token.url);
        showAction(`skiff apps ${spec.cli} ${ref} --open`);
        showInfo(`${toolTokenGeneratedMessage(spec.tool)}: ${url} (until ${formatDate(token.expiredAt)})`);
        onOpened();
        if (url) await openInBrowser(url);
      })
      .catch(showError);
    return true;
  };
}
