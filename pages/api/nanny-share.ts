/** Next's body parser is off: the route answers bad bodies in its own error shape. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/nanny-share (lib/calculator/calculationRoutes.server.ts); status codes as every
 * calculation route's. The front server answers it before Next.js does.
 */
export { nannyShareRoute as default } from '@/lib/calculator/calculationRoutes.server';
