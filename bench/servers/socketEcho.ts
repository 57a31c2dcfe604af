/**
 * Baseline for the hub: a raw socket.io relay on the same path and transport with no checks,
 * no database and no records: admin → server → collector's room → server → the admin socket.
 */
import http from 'node:http';
import { Server } from 'socket.io';

const server = http.createServer();
const io = new Server(server, { path: '/socket.io', transports: ['websocket'], serveClient: false });
const askedBy = new Map<string, string>();

io.on('connection', (socket) => {
  const auth = socket.handshake.auth as { role?: string; id?: number };
  if (auth.role === 'collector') {
    void socket.join(`collector:${auth.id}`);
    socket.on('cmd:result', (result: { requestId: string }) => {
      const admin = askedBy.get(result.requestId);
      askedBy.delete(result.requestId);
      if (admin) io.to(admin).emit('cmd:result', { ...result, collectorId: auth.id });
    });
    return;
  }
  socket.on('cmd:execute', (payload: { requestId: string; collectorId: number }) => {
    askedBy.set(payload.requestId, socket.id);
    io.to(`collector:${payload.collectorId}`).emit('cmd:execute', payload);
  });
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
});
