/**
 * Build shim for the SDK's `import WebSocket from 'ws'` (see tsup.config.ts): ws is loaded when a push connection
 * opens, not when the CLI starts.
 */
import { createRequire } from 'node:module';

import type WebSocket from 'ws';

type WsModule = typeof WebSocket;
const requireFromHere = createRequire(import.meta.url);

class LazyWebSocket {
  constructor(...args: ConstructorParameters<WsModule>) {
    const RealWebSocket = requireFromHere('ws') as WsModule;
    // biome-ignore lint/correctness/noConstructorReturn: the shim hands out the real WebSocket.
    return new RealWebSocket(...args) as unknown as LazyWebSocket;
  }
}

export default LazyWebSocket;
