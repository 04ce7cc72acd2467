import {
  formatCountdown,
  PMA_NOT_ENABLED_MESSAGE,
  type ToolName,
  toolTokenExpiredMessage,
  toolTokenGeneratedMessage,
  toolTokenRemainingMs,
  VSCODE_NOT_ENABLED_MESSAGE,
} from '@skiff/sdk/domain';
import { useEffect, useState } from 'react';
import { Feedback } from '../../components/feedback.js';
import { useSubmit } from '../../components/use-submit.js';
import { useSession } from '../../session/session-context.js';

interface Token {
  _id?: string | null;
  createdAt?: string | null;
}

/**
 * A PhpMyAdmin or VS Code session (spec 002 section 4): a new token on request, the time it has left (4 hours),
 * and the open button through the tool proxy `/proxy/v1/{tokenId}/`, disabled once the token expired.
 */
export function ToolSession(props: {
  tool: ToolName;
  enabled: boolean;
  token: Token | undefined;
  request(): Promise<Token>;
}) {
  const { origin } = useSession();
  const [token, setToken] = useState<Token | undefined>(props.token);
  const [now, setNow] = useState(() => Date.now());
  const submission = useSubmit();
  const remaining = toolTokenRemainingMs(token, now);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [remaining]);

  const generate = () =>
    submission.run(async () => {
      setToken(await props.request());
      setNow(Date.now());
      return toolTokenGeneratedMessage(props.tool);
    });
  const open = () => {
    if (token?._id) window.open(`${origin}/proxy/v1/${encodeURIComponent(token._id)}/`, '_blank', 'noopener');
  };
  const label = props.tool === 'PhpMyAdmin' ? 'PhpMyAdmin' : 'VS Code';
  const titleId = `tool-${props.tool}`;
  return (
    <section className="card" aria-labelledby={titleId}>
      <h3 id={titleId}>{label}</h3>
      {!props.enabled ? (
        <p className="muted">{props.tool === 'PhpMyAdmin' ? PMA_NOT_ENABLED_MESSAGE : VSCODE_NOT_ENABLED_MESSAGE}</p>
      ) : token && remaining <= 0 ? (
        <p className="alert alert-info">{toolTokenExpiredMessage(props.tool)}</p>
      ) : token ? (
        <p>
          Token valid for <span className="mono">{formatCountdown(remaining)}</span>
        </p>
      ) : (
        <p className="muted">No token yet.</p>
      )}
      <div className="actions">
        <button type="button" disabled={!props.enabled || submission.busy} onClick={generate}>
          New {label} token
        </button>
        <button type="button" className="primary" disabled={!props.enabled || remaining <= 0} onClick={open}>
          Open {label}
        </button>
      </div>
      <Feedback submission={submission} />
    </section>
  );
}
