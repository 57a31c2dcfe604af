/**
 * A process logging as the server does (JSON lines to stdout): it answers one request with a
 * query string, logs `LINES` lines, then exits at once (`exit`) or stays up until killed (`stay`).
 */
import Fastify from 'fastify';
import { accessLog, logOptions } from '../../../server/http/logging';

const LINES = 50;
const app = Fastify({ logger: logOptions('info'), logController: accessLog() });
app.get('/api/things', async () => ({ ok: true }));
await app.inject({ method: 'GET', url: '/api/things?token=secret-value' });
for (let i = 0; i < LINES; i += 1) app.log.info({ line: i }, 'counted line');
if (process.argv[2] === 'exit') process.exit(0);
setInterval(() => {}, 1000);
