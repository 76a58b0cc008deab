// Plays a remote Misskey server for the proxy tests: answers /api/meta with its own name, echoes
// every WebSocket message on /streaming, reports the Host header it was sent, and answers
// /oauth/authorize as Misskey does (its page with the transaction in meta tags, or a redirect).
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';

import { FAKE_REMOTE_NAME } from './fake-remote-name';

const server = createServer((request, response) => {
  if (request.method === 'POST' && request.url === '/api/meta') {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(
      JSON.stringify({
        name: FAKE_REMOTE_NAME,
        description: 'served by the fake remote',
        version: '2025.12.2',
        iconUrl: null,
        uri: 'https://remote.example',
        receivedHost: request.headers.host,
      }),
    );
    return;
  }
  if (request.method === 'GET' && request.url?.startsWith('/oauth/authorize')) {
    const query = new URL(request.url, 'http://x').searchParams;
    if (query.get('scope') === 'unknown') {
      response.writeHead(302, { Location: `${query.get('redirect_uri')}?error=invalid_scope` }).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(
      '<!DOCTYPE html><html><head><meta name="misskey:oauth:transaction-id" content="remote-tx">' +
        '<meta name="misskey:oauth:client-name" content="Remote App"><meta name="misskey:oauth:scope" content="read:account">' +
        '<meta name="description" content="not carried"><script src="/vite/app.js"></script></head><body></body></html>',
    );
    return;
  }
  response.writeHead(404, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify({ error: { code: 'UNKNOWN_API_ENDPOINT', path: request.url } }));
});

const sockets = new WebSocketServer({ server, path: '/streaming' });
sockets.on('connection', (socket, request) => {
  socket.send(JSON.stringify({ type: 'hello', query: new URL(request.url ?? '', 'http://x').search }));
  socket.on('message', (data) => socket.send(`echo:${data.toString()}`));
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (typeof address === 'object' && address) console.log(`fake remote listening at http://127.0.0.1:${address.port}`);
});
process.on('SIGINT', () => server.close(() => process.exit(0)));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
