import type { PushMessage } from '@skiff/sdk';
import { useEffect, useRef } from 'react';
import { useServices } from '../contexts/services-context.js';

/**
 * Calls `listener` for each push message that passes `filter`, while mounted. Without a push channel it never
 * fires (screens then rely on reloads). Input: the listener and filter (the latest ones are used).
 */
export function usePushMessages(
  listener: (message: PushMessage) => void,
  filter?: (message: PushMessage) => boolean,
): void {
  const { push } = useServices();
  const latest = useRef({ listener, filter });
  latest.current = { listener, filter };
  useEffect(() => {
    if (!push) return;
    return push.subscribe((message) => {
      const { listener: current, filter: accept } = latest.current;
      if (!accept || accept(message)) current(message);
    });
  }, [push]);
}
