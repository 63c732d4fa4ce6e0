// `npm start`: builds when needed, then serves the production site at
// http://localhost:$PORT/app/hp-vhp (PORT defaults to 3000) until interrupted.
import { spawn } from 'node:child_process';
import { ensureBuild, ROOT, STANDALONE_SERVER } from './lib/build.mjs';

const port = process.env.PORT ?? '3000';
ensureBuild();

const env = {
  ...process.env,
  PORT: port,
  // Loopback unless told otherwise: a developer machine should not serve its network.
  HOSTNAME: process.env.BIND_ADDRESS ?? '127.0.0.1',
  SITE_ORIGIN: process.env.SITE_ORIGIN ?? `http://localhost:${port}`,
  NEXT_TELEMETRY_DISABLED: '1',
};

const server = spawn(process.execPath, [STANDALONE_SERVER], { cwd: ROOT, env, stdio: 'inherit' });
console.log(`> Site: http://localhost:${port}/app/hp-vhp`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
