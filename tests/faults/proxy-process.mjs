// A real HTTP proxy (the `proxy` package) on loopback, as a child process: prints `LISTENING port`, then one line
// per request it carries (`HTTP METHOD url` or `CONNECT host:port`), so a test can count what went through it.
import { createServer } from 'node:http';
import { createProxy } from 'proxy';

const server = createProxy(createServer());
server.on('request', (req) => process.stdout.write(`HTTP ${req.method} ${req.url}\n`));
server.on('connect', (req) => process.stdout.write(`CONNECT ${req.url}\n`));
server.listen(0, '127.0.0.1', () => process.stdout.write(`LISTENING ${server.address().port}\n`));
