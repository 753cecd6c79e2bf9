// The baseline of the chat fan-out benchmark: a bare `ws` server, in a process of its own, that
// broadcasts every posted message to all its sockets in the chat's own frames. No database, no
// sessions, one JSON.stringify per message: what fan-out costs with nothing else around it.
// Run as a child (`fork`): it listens on a free port of 127.0.0.1 and sends { port } to its parent.
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { WebSocketServer } from 'ws';

/** Starts the bare server in a child process: { url, wsUrl, stop }. */
export async function startBareFanout() {
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the bare ws server did not start within 10 s')), 10_000);
    child.once('message', (message) => {
      clearTimeout(timer);
      resolve(message.port);
    });
    child.once('exit', (code) => reject(new Error(`the bare ws server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

function serve() {
  const author = { id: randomUUID(), user: { firstName: 'Lucía', lastName: 'Banco', role: 'client' } };
  let seq = 0;
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/api/chat/messages') {
      res.writeHead(404).end();
      return;
    }
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const { content, clientId } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      seq += 1;
      const message = {
        id: seq,
        seq,
        clientId,
        userId: author.id,
        content,
        messageType: 'text',
        fileUrl: null,
        fileName: null,
        fileSize: null,
        createdAt: new Date().toISOString(),
        user: author.user,
        reactions: { userHasLiked: false, totalLikes: 0 },
      };
      const frame = JSON.stringify({ event: 'new_message', data: message });
      for (const socket of sockets.clients) if (socket.readyState === socket.OPEN) socket.send(frame);
      const body = JSON.stringify(message);
      res.writeHead(201, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
      res.end(body);
    });
  });
  server.keepAliveTimeout = 60_000;
  const sockets = new WebSocketServer({ server, path: '/ws' });
  sockets.on('connection', (socket) => {
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString('utf8'));
      if (frame.event === 'user_connect')
        socket.send(JSON.stringify({ event: 'initial_messages', data: { messages: [], hasMore: false } }));
    });
  });
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  process.on('SIGTERM', () => {
    for (const socket of sockets.clients) socket.terminate();
    server.close(() => process.exit(0));
  });
  // Never outlive the benchmark.
  process.on('disconnect', () => process.exit(0));
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--serve')) serve();
