// `npm start`: builds when needed, then serves the production site at
// http://localhost:$PORT/app/hp-vhp (PORT defaults to 3000) until interrupted. When no identity
// provider and no GraphQL endpoint are configured, it first starts the local development stack
// (local-stack/) on loopback and points the site at it, so sign-in works on a fresh machine.
import { spawn } from 'node:child_process';
import { ensureBuild, ROOT, SITE_SERVER } from './lib/build.mjs';
import { localStackPlan } from './lib/localStack.mjs';

const port = process.env.PORT ?? '3000';
const siteOrigin = process.env.SITE_ORIGIN ?? `http://localhost:${port}`;
await ensureBuild();

const plan = localStackPlan(process.env);
let stack;
if (plan.start) {
  const { startLocalStack } = await import('../local-stack/start.mjs');
  stack = await startLocalStack({
    siteOrigin,
    idpPort: plan.idpPort,
    graphqlPort: plan.graphqlPort,
  });
  console.log(`> Local identity provider: ${stack.issuer} (demo accounts on its sign-in page)`);
  console.log(`> Local GraphQL backend: ${stack.graphqlUrl}; e-mails go to ${stack.outboxDir}`);
} else if (plan.reason) {
  console.log(`> Local stack not started: ${plan.reason}`);
}

const env = {
  ...process.env,
  PORT: port,
  // Loopback unless told otherwise: a developer machine should not serve its network.
  HOSTNAME: process.env.BIND_ADDRESS ?? '127.0.0.1',
  SITE_ORIGIN: siteOrigin,
  NEXT_TELEMETRY_DISABLED: '1',
  ...(stack ? { OIDC_AUTHORITY: stack.issuer, GRAPHQL_URI: stack.graphqlUrl } : {}),
};

const server = spawn(process.execPath, [SITE_SERVER], { cwd: ROOT, env, stdio: 'inherit' });
console.log(`> Site: ${siteOrigin}/app/hp-vhp`);

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(signal));

server.on('exit', async (code, signal) => {
  // The stack stops with the site, whichever ends first.
  await stack?.stop();
  process.exit(code ?? (signal ? 0 : 1));
});
