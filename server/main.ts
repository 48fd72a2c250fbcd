import type { AddressInfo } from 'node:net';
import { loadConfig } from './config.ts';
import { bootServer, type Server } from './boot.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';

/** Entry point of `npm start` / `npm run serve`: boots and listens on PORT; stops cleanly on SIGINT/SIGTERM: no new
 * connections, running judge jobs finish (SHUTDOWN_TIMEOUT_SECONDS at most), the database closes, exit 0.
 * On the embedded database, exits 1 with the lock's message when another process holds DATA_DIR. */
const config = loadConfig();
let server: Server;
try {
  server = await bootServer(config);
} catch (e) {
  if (!(e instanceof DataDirLockedError)) throw e;
  process.stderr.write(`${e.message}\n`);
  process.exit(1);
}
await server.app.listen({ port: config.port, host: config.host });
if (!config.databaseUrl) server.app.log.info(`database: PGlite in ${config.pgliteDir}`);
process.stdout.write(`Pocket Judge is running at ${publicUrl(config.host, server.app.server.address())}\n`);

/**
 * The address to open in a browser: `localhost` when the server listens on every interface (HOST
 * 0.0.0.0 or ::), else the host it was given; the port it is bound to.
 * @param host HOST as configured
 * @param address what the listening socket reports (its real port also when PORT is 0)
 */
function publicUrl(host: string, address: AddressInfo | string | null): string {
  const port = typeof address === 'object' && address ? address.port : config.port;
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    server.app.log.info(`${signal}: shutting down (running judge jobs get up to ${config.shutdownTimeoutMs / 1000} s)`);
    server.close({ shutdownTimeoutMs: config.shutdownTimeoutMs }).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
