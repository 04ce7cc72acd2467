import { PUSH_KEEPALIVE_MS, PUSH_UNAVAILABLE_AFTER_MS } from '../domain/constants.js';
import { backoffMs } from '../transport/retry.js';
import type { TokenSource } from '../transport/transport.js';
import { type PushMessage, readPushMessage } from './messages.js';

/** The part of the standard WebSocket interface we use (browsers' WebSocket and the `ws` package both have it). */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(
    type: 'open' | 'close' | 'error' | 'message',
    listener: (event: { data?: unknown; code?: number }) => void,
  ): void;
}
export type WebSocketFactory = (url: string) => WebSocketLike | Promise<WebSocketLike>;

/**
 * `unavailable`: no `ready` came within `unavailableAfterMs` of connecting (the origin has no push channel, or it
 * is down); the client keeps trying in the background and runs its `fallback` (polling) meanwhile.
 */
export type PushState = 'connecting' | 'open' | 'unavailable' | 'closed';

/**
 * Starts feeding messages in place of the push channel (see `pollingFallback`) and returns the function that stops
 * it. Runs whenever the channel is not open (connecting, reconnecting, unavailable). `resync`: whether its first
 * round should tell views to reload (not at the very start, when they have just loaded).
 */
export type PushFallback = (emit: (message: PushMessage) => void, options: { resync: boolean }) => () => void;

export interface PushClientOptions {
  origin: string;
  token: TokenSource;
  webSocket: WebSocketFactory;
  /** Keepalive ping interval (default 300 s, the spec's). */
  keepaliveMs?: number;
  /** Called on every state change, e.g. to show "live" or "reconnecting". */
  onState?: (state: PushState) => void;
  /** How long without `ready` means no push channel (default `PUSH_UNAVAILABLE_AFTER_MS`, 10 s). */
  unavailableAfterMs?: number;
  /** What stands in for push while it is unavailable (e.g. `pollingFallback(client)`). */
  fallback?: PushFallback;
}

type Listener = (message: PushMessage) => void;

/**
 * One push connection per user: authenticates with its first message (tokens never go in URLs), reconnects with
 * backoff, sends keepalives, and hands typed messages to subscribers. Push is a hint; REST stays the truth.
 */
export class PushClient {
  private socket?: WebSocketLike;
  private readonly listeners = new Set<Listener>();
  private attempt = 0;
  private everOpened = false;
  private closed = false;
  private keepalive?: ReturnType<typeof setInterval>;
  private reconnectTimer?: ReturnType<typeof setTimeout>;
  private unavailableTimer?: ReturnType<typeof setTimeout>;
  private stopFallback?: () => void;
  private current: PushState = 'connecting';

  constructor(private readonly options: PushClientOptions) {}

  /** Opens the connection (idempotent). */
  connect(): this {
    if (!this.socket && !this.closed) void this.open();
    return this;
  }

  /** The channel's state now. */
  get state(): PushState {
    return this.current;
  }

  /** Subscribes to messages, optionally filtered; returns the unsubscribe function. */
  subscribe(listener: Listener, filter?: (message: PushMessage) => boolean): () => void {
    const wrapped: Listener = filter ? (m) => filter(m) && listener(m) : listener;
    this.listeners.add(wrapped);
    return () => this.listeners.delete(wrapped);
  }

  /** Closes for good. */
  close(): void {
    this.closed = true;
    clearInterval(this.keepalive);
    clearTimeout(this.reconnectTimer);
    clearTimeout(this.unavailableTimer);
    this.socket?.close(1000, 'client closed');
    this.socket = undefined;
    this.setState('closed');
  }

  private async open(): Promise<void> {
    this.setState('connecting');
    const token = typeof this.options.token === 'function' ? await this.options.token() : this.options.token;
    if (this.closed) return;
    const url = `${this.options.origin.replace(/^http/, 'ws').replace(/\/+$/, '')}/api/v2/push`;
    let socket: WebSocketLike;
    try {
      socket = await this.options.webSocket(url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    if (this.closed) {
      socket.close(1000, 'client closed');
      return;
    }
    this.socket = socket;
    socket.addEventListener('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.addEventListener('message', (event) => this.onFrame(event.data));
    socket.addEventListener('error', () => {});
    socket.addEventListener('close', () => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      clearInterval(this.keepalive);
      this.scheduleReconnect();
    });
  }

  private onFrame(data: unknown): void {
    const text = typeof data === 'string' ? data : String(data);
    if (text.includes('"ready"') && safeType(text) === 'ready') {
      this.attempt = 0;
      this.setState('open');
      clearInterval(this.keepalive);
      this.keepalive = setInterval(
        () => this.socket?.send(JSON.stringify({ type: 'ping' })),
        this.options.keepaliveMs ?? PUSH_KEEPALIVE_MS,
      );
      (this.keepalive as { unref?: () => void }).unref?.();
      if (this.everOpened) this.emit({ kind: 'resync' });
      this.everOpened = true;
      return;
    }
    const message = readPushMessage(text);
    if (message) this.emit(message);
  }

  private emit(message: PushMessage): void {
    for (const listener of this.listeners) listener(message);
  }

  private scheduleReconnect(): void {
    if (this.closed) return;
    this.setState('connecting');
    const delay = backoffMs(this.attempt++);
    this.reconnectTimer = setTimeout(() => void this.open(), delay);
  }

  /**
   * Moves to `next` and tells `onState`. While connecting, a timer turns the state `unavailable` if no `ready`
   * comes in time; from then on retries do not say `connecting` again. The fallback runs until `open`, from the
   * first moment the channel is not open, so nothing is missed while waiting to learn that there is none.
   */
  private setState(next: PushState): void {
    if (next === 'connecting' && this.current === 'unavailable') return;
    if (next === 'connecting' && this.unavailableTimer === undefined) {
      this.unavailableTimer = setTimeout(
        () => this.setState('unavailable'),
        this.options.unavailableAfterMs ?? PUSH_UNAVAILABLE_AFTER_MS,
      );
      (this.unavailableTimer as { unref?: () => void }).unref?.();
    }
    if (next !== 'connecting') {
      clearTimeout(this.unavailableTimer);
      this.unavailableTimer = undefined;
    }
    if ((next === 'connecting' || next === 'unavailable') && this.options.fallback && !this.stopFallback) {
      this.stopFallback = this.options.fallback((message) => this.emit(message), { resync: this.everOpened });
    }
    if (next === 'open' || next === 'closed') {
      this.stopFallback?.();
      this.stopFallback = undefined;
    }
    this.current = next;
    this.options.onState?.(next);
  }
}

function safeType(text: string): string | undefined {
  try {
    return (JSON.parse(text) as { type?: string }).type;
  } catch {
    return undefined;
  }
}
