import { Agent, type ClientRequestArgs, request } from 'node:http';
import type { Socket } from 'node:net';
import { redactedProxy } from './proxy-env.js';

/**
 * An http.Agent whose connections are tunnels through an HTTP proxy (`CONNECT host:port`), TLS inside for `wss`:
 * for the push channel's websocket, which undici's proxy agent does not carry. Credentials in the proxy URL are
 * sent as `Proxy-Authorization: Basic`, never shown.
 */
export function proxyTunnelAgent(proxy: string, secure: boolean): Agent {
  const proxyUrl = new URL(proxy);
  const agent = new Agent({ keepAlive: false });
  const createConnection = (
    options: ClientRequestArgs & { servername?: string },
    done: (error: Error | null, socket?: Socket) => void,
  ): undefined => {
    const target = `${options.host ?? options.hostname}:${options.port}`;
    const headers: Record<string, string> = { host: target };
    if (proxyUrl.username) {
      const credentials = `${decodeURIComponent(proxyUrl.username)}:${decodeURIComponent(proxyUrl.password)}`;
      headers['proxy-authorization'] = `Basic ${Buffer.from(credentials).toString('base64')}`;
    }
    const connect = request({
      host: proxyUrl.hostname.replace(/^\[|\]$/g, ''),
      port: proxyUrl.port || 80,
      method: 'CONNECT',
      path: target,
      headers,
    });
    connect.once('connect', (answer, socket) => {
      if (answer.statusCode !== 200) {
        socket.destroy();
        done(new Error(`the proxy ${redactedProxy(proxy)} refused the tunnel (${answer.statusCode})`));
        return;
      }
      const servername = options.servername ?? String(options.host ?? options.hostname);
      // node:tls (with all of node:crypto) is loaded here, on a `wss` tunnel's first use, not when the SDK loads:
      // every CLI command loads this file, and those modules were about a tenth of `skiff workspaces list`'s start.
      done(null, secure ? process.getBuiltinModule('node:tls').connect({ socket, servername }) : socket);
    });
    connect.once('error', (error) => done(error));
    connect.end();
    return undefined;
  };
  Object.assign(agent, { createConnection });
  return agent;
}
