import { pushReactions } from '@skiff/sdk';
import { lastCreatedArnRole, STACK_ARN_POLL_INTERVAL_MS } from '@skiff/sdk/domain';
import { useEffect, useRef } from 'react';
import { useServices } from '../../contexts/services-context.js';
import { usePushMessages } from '../../hooks/use-push-messages.js';

/**
 * The role ARN an AWS stack sends back (spec 003 sections 2.11 and 4: "created stack" hands the role ARN to the
 * cloud-account forms): a push message, or a new `lastCreatedArnRole` on the profile, asked every
 * STACK_ARN_POLL_INTERVAL_MS while `watching`. Only an ARN that arrives after the form opened counts. Input: whether
 * to watch, and what to do with the ARN.
 */
export function useStackArn(watching: boolean, onArn: (arnRole: string) => void): void {
  const { client } = useServices();
  const latest = useRef({ watching, onArn });
  latest.current = { watching, onArn };
  // The ARN already on the profile when the form opened (undefined: none; null: not read yet).
  const before = useRef<string | undefined | null>(null);
  const deliver = (arnRole: string) => {
    before.current = arnRole;
    if (latest.current.watching) latest.current.onArn(arnRole);
  };
  usePushMessages((message) => {
    for (const reaction of pushReactions(message)) if (reaction.kind === 'role-arn-created') deliver(reaction.arnRole);
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: deliver reads refs only
  useEffect(() => {
    const controller = new AbortController();
    const read = () =>
      client.users.profile({ signal: controller.signal }).then(
        (profile) => {
          const arnRole = lastCreatedArnRole(profile);
          if (before.current === null) before.current = arnRole;
          else if (arnRole && arnRole !== before.current) deliver(arnRole);
        },
        // A failed look is asked again at the next tick; the field can always be typed.
        () => undefined,
      );
    void read();
    const timer = setInterval(() => {
      if (latest.current.watching) void read();
    }, STACK_ARN_POLL_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [client]);
}
