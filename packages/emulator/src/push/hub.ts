import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import type { TokenService } from '../auth/tokens.js';
import type { FaultInjector } from '../http/faults.js';
import type { ActivityRecord } from '../store/activities.js';
import type { ExpiringApplication } from '../store/applications.js';
import type { Store } from '../store/index.js';

export const PUSH_PATH = '/api/v2/push';
const AUTH_TIMEOUT_MS = 10_000;
const PING_INTERVAL_MS = 30_000;
const CLOSE_UNAUTHORIZED = 4401;
/** The action name of the expiry warning (`PUSH_REACTION_ACTIONS.warningExpiredApp` in the SDK). */
export const EXPIRY_WARNING_ACTION = 'WARNING_EXPIRED_APP';

export type PushHub = ReturnType<typeof createPushHub>;

interface Connection {
  socket: WebSocket;
  userId?: string;
  /** The token the connection authenticated with: checked again before each message (revoked, expired). */
  token?: string;
  alive: boolean;
}

/** The push channel: authenticated by the first message, then activity and notification hints. */
export function createPushHub(deps: {
  store: Store;
  tokens: TokenService;
  log: (line: string) => void;
  /** Push faults of the test plan: drops and delays of messages. */
  faults?: FaultInjector;
}) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const connections = new Set<Connection>();
  const byUser = new Map<string, Set<Connection>>();

  const pinger = setInterval(() => {
    for (const conn of connections) {
      if (!conn.alive) {
        conn.socket.terminate();
        continue;
      }
      conn.alive = false;
      conn.socket.ping();
    }
  }, PING_INTERVAL_MS);
  pinger.unref();

  function forget(conn: Connection): void {
    connections.delete(conn);
    if (conn.userId) {
      const set = byUser.get(conn.userId);
      set?.delete(conn);
      if (set?.size === 0) byUser.delete(conn.userId);
    }
  }

  function send(conn: Connection, message: unknown): void {
    if (conn.socket.readyState === conn.socket.OPEN) conn.socket.send(JSON.stringify(message));
  }

  function onMessage(conn: Connection, raw: string, authTimer: NodeJS.Timeout): void {
    let message: { type?: unknown; token?: unknown };
    try {
      message = JSON.parse(raw);
    } catch {
      return;
    }
    if (!conn.userId) {
      const user =
        message.type === 'auth' && typeof message.token === 'string'
          ? deps.tokens.userOfToken(message.token)
          : undefined;
      clearTimeout(authTimer);
      if (!user) {
        conn.socket.close(CLOSE_UNAUTHORIZED, 'Unauthorized');
        return;
      }
      conn.userId = user._id;
      conn.token = message.token as string;
      const set = byUser.get(user._id) ?? new Set<Connection>();
      set.add(conn);
      byUser.set(user._id, set);
      send(conn, { type: 'ready' });
      return;
    }
    if (message.type === 'ping') send(conn, { type: 'pong' });
  }

  function accept(socket: WebSocket): void {
    const conn: Connection = { socket, alive: true };
    connections.add(conn);
    const authTimer = setTimeout(() => socket.close(CLOSE_UNAUTHORIZED, 'Unauthorized'), AUTH_TIMEOUT_MS);
    authTimer.unref();
    socket.on('pong', () => {
      conn.alive = true;
    });
    socket.on('message', (data) => onMessage(conn, data.toString(), authTimer));
    socket.on('close', () => {
      clearTimeout(authTimer);
      forget(conn);
    });
    socket.on('error', () => forget(conn));
  }

  function sendToUsers(userIds: Iterable<string>, message: unknown): void {
    const text = JSON.stringify(message);
    for (const id of userIds) {
      for (const conn of byUser.get(id) ?? []) {
        // A token revoked (a command token deleted) or expired since the connection opened ends it (issue 19, F-11).
        if (!conn.token || deps.tokens.userOfToken(conn.token)?._id !== id) {
          conn.socket.close(CLOSE_UNAUTHORIZED, 'Unauthorized');
          forget(conn);
          continue;
        }
        const fate = deps.faults ? deps.faults.pushFate() : 0;
        if (fate === 'drop') continue;
        const sendNow = () => {
          if (conn.socket.readyState === conn.socket.OPEN) conn.socket.send(text);
        };
        if (fate > 0) setTimeout(sendNow, fate).unref();
        else sendNow();
      }
    }
  }

  /** The instance owners and admins, and the members of the workspace. */
  function workspaceAudience(workspaceId: string | null): Set<string> {
    const recipients = new Set(deps.store.users.adminIds());
    if (workspaceId) for (const id of deps.store.workspaces.memberIds(workspaceId)) recipients.add(id);
    return recipients;
  }

  return {
    handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
      wss.handleUpgrade(req, socket, head, accept);
    },
    /** Tells every user who can see the activity's workspace that it changed. */
    activity(record: ActivityRecord, status: string, version: number): void {
      if (byUser.size === 0) return;
      sendToUsers(workspaceAudience(record.workspaceId), {
        type: 'activity',
        actionName: record.action,
        status,
        environment: record.environmentId,
        workspace: record.workspaceId,
        project: record.projectId,
        application: record.applicationId,
        deployment: typeof record.data.deployment === 'string' ? record.data.deployment : null,
        actionId: record.id,
        version,
        arnRole: null,
      });
    },
    /**
     * Warns who can see the application's workspace that it is about to expire: an activity-shaped message with
     * the action `WARNING_EXPIRED_APP` (spec 003 section 4: "warning expired app"; the status `WARNING` and the
     * absent `actionId` are ours: no task stands behind it). Sent to `userIds`, by default to everyone who can see
     * the workspace. Returns how many users were addressed.
     */
    expiryWarning(app: ExpiringApplication, userIds?: string[]): number {
      const recipients = new Set(userIds ?? workspaceAudience(app.workspaceId));
      sendToUsers(recipients, {
        type: 'activity',
        actionName: EXPIRY_WARNING_ACTION,
        status: 'WARNING',
        environment: app.environmentId,
        workspace: app.workspaceId,
        project: app.projectId,
        application: app.id,
        deployment: null,
        actionId: null,
        version: 1,
        arnRole: null,
        expiredTime: app.expiredTime,
      });
      return recipients.size;
    },
    /** The users connected now who can see the workspace. */
    connectedAudience(workspaceId: string): string[] {
      return [...workspaceAudience(workspaceId)].filter((id) => byUser.has(id));
    },
    /** Sends the user's unread count after their notifications changed. */
    notification(userId: string): void {
      if (!byUser.has(userId)) return;
      sendToUsers([userId], { type: 'notification', unread: deps.store.notifications.unreadCount(userId) });
    },
    /** Cuts every websocket at once, as a network loss would (fault injection); returns how many. */
    cutAll(): number {
      const count = connections.size;
      for (const conn of [...connections]) {
        conn.socket.terminate();
        forget(conn);
      }
      return count;
    },
    connectionCount(): number {
      return connections.size;
    },
    async close(): Promise<void> {
      clearInterval(pinger);
      for (const conn of connections) conn.socket.close(1001, 'Emulator stopping');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          for (const conn of connections) conn.socket.terminate();
          resolve();
        }, 500);
        timer.unref();
        wss.close(() => {
          clearTimeout(timer);
          resolve();
        });
      });
      for (const conn of connections) conn.socket.terminate();
    },
  };
}
