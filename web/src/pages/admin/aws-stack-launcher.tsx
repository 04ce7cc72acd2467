import { type Profile, type PushMessage, pushReactions } from '@skiff/sdk';
import { awsQuickCreateUrl, awsStackCallbackUrl, STACK_ARN_POLL_INTERVAL_MS } from '@skiff/sdk/domain';
import { useEffect, useRef, useState } from 'react';
import { useProfile } from '../../session/profile-context.js';
import { useSession } from '../../session/session-context.js';

/** The role ARN the last stack callback left on the user (the profile's `lastCreatedArnRole`). */
function lastArnOf(profile: Profile | undefined): string | undefined {
  return profile?.lastCreatedArnRole || undefined;
}

/**
 * The AWS stack quick-create (spec 003 sections 2.11 and 7): says where it goes and what it carries, opens the AWS
 * console in a new window only on the click (no opener, so that page cannot reach this one), then hands the role ARN
 * to the form when the stack calls back: a "created stack" push message, or a new `lastCreatedArnRole` on the
 * profile, asked every STACK_ARN_POLL_INTERVAL_MS while waiting.
 */
export function AwsStackLauncher({ onArn }: { onArn(arnRole: string): void }) {
  const { client, push, session, origin, handleError } = useSession();
  const profile = useProfile();
  const [waiting, setWaiting] = useState<{ before: string | undefined }>();
  const [received, setReceived] = useState(false);
  const onArnRef = useRef(onArn);
  onArnRef.current = onArn;

  useEffect(() => {
    if (!waiting) return;
    const deliver = (arnRole: string) => {
      setWaiting(undefined);
      setReceived(true);
      onArnRef.current(arnRole);
    };
    const unsubscribe = push?.subscribe((message: PushMessage) => {
      for (const reaction of pushReactions(message))
        if (reaction.kind === 'role-arn-created') deliver(reaction.arnRole);
    });
    const timer = setInterval(() => {
      client.users.profile().then((fresh) => {
        const arnRole = lastArnOf(fresh);
        if (arnRole && arnRole !== waiting.before) deliver(arnRole);
      }, handleError);
    }, STACK_ARN_POLL_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      unsubscribe?.();
    };
  }, [waiting, push, client, handleError]);

  const userId = profile.data?._id;
  const open = () => {
    if (!session || !userId) return;
    const callback = awsStackCallbackUrl(origin, { token: session.idToken, userId });
    window.open(awsQuickCreateUrl(callback), '_blank', 'noopener,noreferrer');
    setReceived(false);
    setWaiting({ before: lastArnOf(profile.data) });
  };

  return (
    <div className="field">
      <p>
        No role yet? An AWS CloudFormation stack can create it: this opens <strong>console.aws.amazon.com</strong> in a
        new window, with a callback address to this platform that carries your session token (valid for an hour) so the
        stack can send the role ARN back. The field below fills in when it does, usually about 10 minutes after the
        stack is created.
      </p>
      <button type="button" onClick={open} disabled={!userId || waiting !== undefined}>
        Create the role with an AWS stack
      </button>
      {waiting ? <p role="status">Waiting for the stack to send the role ARN…</p> : null}
      {received ? <p role="status">The stack sent the role ARN.</p> : null}
    </div>
  );
}
