import { describe, expect, it } from 'vitest';
import type { PushMessage } from '../push/messages.js';
import { type PushReaction, type PushScreen, pushReactions } from './push-reactions.js';

const WS = 'a'.repeat(24);
const ACT = 'b'.repeat(24);
const activity = (actionName: string, status: string, extra: Record<string, unknown> = {}): PushMessage => ({
  kind: 'activity',
  type: 'activity',
  actionName,
  status,
  workspace: WS,
  actionId: ACT,
  ...extra,
});
const LIST: PushScreen = { screen: 'workspaces' };
const DETAIL: PushScreen = { screen: 'workspace', workspaceId: WS };
/** The spec-driven reactions only, without the two every activity message has. */
const specific = (message: PushMessage, shown?: PushScreen): PushReaction[] =>
  pushReactions(message, shown).filter((r) => r.kind !== 'reload-notifications' && r.kind !== 'activity-changed');

describe('pushReactions (spec 003 sections 4 and 7)', () => {
  it('Given any message, Then "each message triggers reloading 20 notifications and fetching action details by actionId"', () => {
    expect(pushReactions(activity('DEPLOY_APPLICATION', 'IN_PROGRESS'))).toEqual([
      { kind: 'reload-notifications', pageSize: 20 },
      { kind: 'activity-changed', actionId: ACT, actionName: 'DEPLOY_APPLICATION', status: 'IN_PROGRESS' },
    ]);
    expect(pushReactions({ kind: 'notification', type: 'notification', unread: 3 })).toEqual([
      { kind: 'reload-notifications', pageSize: 20 },
    ]);
  });

  it('Given "namespace create success", Then it "reloads the workspace list or detail"', () => {
    expect(specific(activity('CREATE_NAMESPACE', 'SUCCESS'), LIST)).toEqual([{ kind: 'reload-workspaces' }]);
    expect(specific(activity('CREATE_NAMESPACE', 'SUCCESS'), DETAIL)).toEqual([
      { kind: 'reload-workspace', workspaceId: WS },
    ]);
    expect(specific(activity('CREATE_NAMESPACE', 'IN_PROGRESS'), LIST)).toEqual([]);
  });

  it('Given "namespace delete in progress", Then it "reloads the detail"; "on success goes to /workspaces or reloads the list"', () => {
    expect(specific(activity('DELETE_NAMESPACE', 'IN_PROGRESS'), DETAIL)).toEqual([
      { kind: 'reload-workspace', workspaceId: WS },
    ]);
    expect(specific(activity('DELETE_NAMESPACE', 'SUCCESS'), DETAIL)).toEqual([{ kind: 'go-to-workspaces' }]);
    expect(specific(activity('DELETE_NAMESPACE', 'SUCCESS'), LIST)).toEqual([{ kind: 'reload-workspaces' }]);
    expect(
      specific(activity('DELETE_NAMESPACE', 'SUCCESS'), { screen: 'workspace', workspaceId: 'c'.repeat(24) }),
    ).toEqual([]);
  });

  it('Given "activate/deactivate environment", Then it "reloads the page"', () => {
    expect(specific(activity('ACTIVATE_ENVIRONMENT', 'SUCCESS'))).toEqual([{ kind: 'reload-page' }]);
    expect(specific(activity('DEACTIVATE_ENVIRONMENT', 'IN_PROGRESS'))).toEqual([{ kind: 'reload-page' }]);
  });

  it('Given "created stack success", Then it "hands the returned role ARN to the cloud-account forms"', () => {
    const arnRole = 'arn:aws:iam::123456789012:role/skiff';
    expect(specific(activity('CREATED_STACK', 'SUCCESS', { arnRole }))).toEqual([
      { kind: 'role-arn-created', arnRole },
    ]);
    expect(specific(activity('CREATED_STACK', 'ERROR', { arnRole }))).toEqual([]);
  });

  it('Given "an expired-app warning", Then a notification "Your application is about to expire!" that "closes after 5 seconds"', () => {
    expect(specific(activity('WARNING_EXPIRED_APP', 'SUCCESS'))).toEqual([
      { kind: 'expiry-warning', message: 'Your application is about to expire!', closeAfterMs: 5000 },
    ]);
  });

  it('Given a resync after a reconnect, Then notifications and the page reload (push is a hint, REST the truth)', () => {
    expect(pushReactions({ kind: 'resync' })).toEqual([
      { kind: 'reload-notifications', pageSize: 20 },
      { kind: 'reload-page' },
    ]);
  });
});
