import { type PushReaction, subscribePushReactions } from '@skiff/sdk';
import { useEffect } from 'react';
import { useSession } from '../session/session-context.js';

type ExpiryWarning = Extract<PushReaction, { kind: 'expiry-warning' }>;

/**
 * Shows the spec's browser notification for an expiry warning (spec 003 section 4: "Your application is about to
 * expire!", closing after 5 seconds). The permission is asked on the first warning when not yet decided; a
 * browser without notifications, or a refusal, shows nothing. One tag per application, so repeated warnings about
 * the same application replace each other.
 */
async function notify(warning: ExpiryWarning, applicationId: string | null | undefined): Promise<void> {
  if (typeof Notification === 'undefined') return;
  if (Notification.permission === 'default') await Notification.requestPermission();
  if (Notification.permission !== 'granted') return;
  const notice = new Notification(warning.message, { tag: `expiry-${applicationId ?? 'application'}` });
  setTimeout(() => notice.close(), warning.closeAfterMs);
}

/** Mounted once in the signed-in shell: listens to the push channel for expiry warnings. Renders nothing. */
export function ExpiryNotifications() {
  const { push } = useSession();
  useEffect(() => {
    if (!push) return;
    return subscribePushReactions(push, (reaction, message) => {
      if (reaction.kind !== 'expiry-warning') return;
      void notify(reaction, message.kind === 'activity' ? message.application : undefined);
    });
  }, [push]);
  return null;
}
