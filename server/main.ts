import { loadConfig } from './config.ts';
import { bootServer } from './boot.ts';

/** Entry point of `npm start` / `npm run serve`: boots and listens on PORT; stops cleanly on SIGINT/SIGTERM. */
const config = loadConfig();
const server = await bootServer(config);
await server.app.listen({ port: config.port, host: config.host });
if (!config.databaseUrl) server.app.log.info(`database: PGlite in ${config.pgliteDir}`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    server.app.log.info(`${signal}: shutting down`);
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
