import type { ApplicationIds } from '@skiff/sdk';
import { formatDate } from '@skiff/sdk/domain';
import { useCallback } from 'react';
import { useNotice } from '../../contexts/notice-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useShowActionCommand } from '../../contexts/status-command-context.js';

/**
 * E on an application's overview: pushes a trial or hosted-demo application's expiry back, as `skiff apps extend`
 * does (the registry asks no confirmation). An application without an expiry gets the server's refusal.
 */
export function useExpiryExtension(ids: ApplicationIds, branch: string, reload: () => void): () => void {
  const { client } = useServices();
  const { showInfo, showError } = useNotice();
  const showCommand = useShowActionCommand();
  return useCallback(() => {
    showCommand('extendExpiry');
    client.applications.extendExpiry(ids).then((updated) => {
      showInfo(`${branch} now expires ${formatDate(updated.expiredTime) || 'never'}.`);
      reload();
    }, showError);
  }, [branch, client, ids, reload, showCommand, showError, showInfo]);
}
