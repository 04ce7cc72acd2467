import type { Application, ApplicationIds } from '@skiff/sdk';
import { useCallback } from 'react';
import { podsOf } from '../../components/application-fields.js';
import { useNotice } from '../../contexts/notice-context.js';
import { useServices } from '../../contexts/services-context.js';
import { useShowActionCommand } from '../../contexts/status-command-context.js';
import type { TextPromptSpec } from '../../hooks/use-text-prompt.js';
import { cleanLine } from '../../services/text.js';

/**
 * K on an application's overview: deletes one of its pods by name, as `skiff apps delete-pod` does (the platform
 * replaces it: that replica restarts). The name is typed (the overview lists the pods) and checked against them.
 * Messages are ours: the spec names the pod delete but shows no wording.
 */
export function usePodDeletion(
  ids: ApplicationIds,
  branch: string,
  app: Application | undefined,
  ask: (spec: TextPromptSpec) => void,
  reload: () => void,
): () => void {
  const { client } = useServices();
  const { showInfo, showError } = useNotice();
  const showCommand = useShowActionCommand();
  return useCallback(() => {
    // Shown and typed without control sequences; the server is asked with the name it sent.
    const pods = new Map((app ? podsOf(app) : []).map((pod) => [cleanLine(pod.podName), String(pod.podName)]));
    const names = [...pods.keys()];
    if (names.length === 0) {
      showInfo(`No pods of ${branch} to delete.`);
      return;
    }
    ask({
      question: `Delete which pod of ${branch}? It is replaced (that replica restarts).`,
      hint: names.join('  '),
      validate: (text) => (names.includes(text.trim()) ? undefined : `No pod named ${text.trim()}.`),
      onSubmit: (text) => {
        const name = text.trim();
        showCommand('deletePod', name);
        client.applications.deletePod(ids, pods.get(name) ?? name).then(() => {
          showInfo(`Deleted pod ${name}: it is replaced.`);
          reload();
        }, showError);
      },
    });
  }, [app, ask, branch, client, ids, reload, showCommand, showError, showInfo]);
}
