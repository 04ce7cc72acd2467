import type { PushMessage } from '../push/messages.js';
import type { PushClient } from '../push/push-client.js';

/**
 * Action names of the push messages that have a reaction (spec 003 section 4 names them in words: "create/delete
 * namespace (workspace)", "activate/deactivate environment", "created stack", "warning expired app"; the
 * upper-case spelling is ours, like the rest of the activity actions).
 */
export const PUSH_REACTION_ACTIONS = {
  createNamespace: 'CREATE_NAMESPACE',
  deleteNamespace: 'DELETE_NAMESPACE',
  activateEnvironment: 'ACTIVATE_ENVIRONMENT',
  deactivateEnvironment: 'DEACTIVATE_ENVIRONMENT',
  createdStack: 'CREATED_STACK',
  warningExpiredApp: 'WARNING_EXPIRED_APP',
} as const;

/** Spec 003 section 4: the browser notification of an expired-app warning. */
const EXPIRY_WARNING_MESSAGE = 'Your application is about to expire!';
/** Spec 003 section 4: that notification "closes after 5 seconds". */
const EXPIRY_WARNING_CLOSE_AFTER_MS = 5000;
/** Spec 003 section 7: "Each message triggers reloading 20 notifications". */
const PUSH_NOTIFICATIONS_RELOAD_SIZE = 20;

/** What a front end does on a push message (spec 003 sections 4 and 7). */
export type PushReaction =
  | { kind: 'reload-notifications'; pageSize: number }
  | { kind: 'activity-changed'; actionId: string; actionName: string; status: string }
  | { kind: 'reload-workspaces' }
  | { kind: 'reload-workspace'; workspaceId: string }
  | { kind: 'go-to-workspaces' }
  | { kind: 'reload-page' }
  | { kind: 'role-arn-created'; arnRole: string }
  | { kind: 'expiry-warning'; message: string; closeAfterMs: number };

/** The screen the reactions are for: the workspace list, or the detail of one workspace (`workspaceId`). */
export type PushScreen = { screen: 'workspaces' } | { screen: 'workspace'; workspaceId: string } | { screen: 'other' };

/** The reactions to one push message, in order, for the screen being shown (pure; spec 003 section 4). */
export function pushReactions(message: PushMessage, shown: PushScreen = { screen: 'other' }): PushReaction[] {
  const reload: PushReaction = { kind: 'reload-notifications', pageSize: PUSH_NOTIFICATIONS_RELOAD_SIZE };
  switch (message.kind) {
    case 'notification':
      return [reload];
    case 'resync':
      // Messages may have been missed: push is a hint, so reload what it would have changed.
      return [reload, { kind: 'reload-page' }];
    case 'activity': {
      const changed: PushReaction[] = message.actionId
        ? [
            {
              kind: 'activity-changed',
              actionId: message.actionId,
              actionName: message.actionName,
              status: message.status,
            },
          ]
        : [];
      return [reload, ...changed, ...activityReactions(message, shown)];
    }
    default: {
      const unknown: never = message;
      throw new Error(`Unknown push message ${JSON.stringify(unknown)}`);
    }
  }
}

type ActivityMessage = Extract<PushMessage, { kind: 'activity' }>;

function activityReactions(message: ActivityMessage, shown: PushScreen): PushReaction[] {
  const { actionName, status } = message;
  const onDetail = shown.screen === 'workspace' && (!message.workspace || message.workspace === shown.workspaceId);
  const detail = shown.screen === 'workspace' ? shown.workspaceId : undefined;
  switch (actionName) {
    case PUSH_REACTION_ACTIONS.createNamespace:
      if (status !== 'SUCCESS') return [];
      if (onDetail && detail) return [{ kind: 'reload-workspace', workspaceId: detail }];
      return shown.screen === 'workspaces' ? [{ kind: 'reload-workspaces' }] : [];
    case PUSH_REACTION_ACTIONS.deleteNamespace:
      if (status === 'IN_PROGRESS')
        return onDetail && detail ? [{ kind: 'reload-workspace', workspaceId: detail }] : [];
      if (status !== 'SUCCESS') return [];
      if (onDetail) return [{ kind: 'go-to-workspaces' }];
      return shown.screen === 'workspaces' ? [{ kind: 'reload-workspaces' }] : [];
    case PUSH_REACTION_ACTIONS.activateEnvironment:
    case PUSH_REACTION_ACTIONS.deactivateEnvironment:
      return [{ kind: 'reload-page' }];
    case PUSH_REACTION_ACTIONS.createdStack:
      return status === 'SUCCESS' && message.arnRole ? [{ kind: 'role-arn-created', arnRole: message.arnRole }] : [];
    case PUSH_REACTION_ACTIONS.warningExpiredApp:
      return [{ kind: 'expiry-warning', message: EXPIRY_WARNING_MESSAGE, closeAfterMs: EXPIRY_WARNING_CLOSE_AFTER_MS }];
    default:
      return [];
  }
}

/**
 * Subscribes to a push client's reactions: `listener` gets each reaction of each message, for the screen `shown`
 * says is displayed at that moment. Returns the unsubscribe function.
 */
export function subscribePushReactions(
  push: PushClient,
  listener: (reaction: PushReaction, message: PushMessage) => void,
  shown: () => PushScreen = () => ({ screen: 'other' }),
): () => void {
  return push.subscribe((message) => {
    for (const reaction of pushReactions(message, shown())) listener(reaction, message);
  });
}
