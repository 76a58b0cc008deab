import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { type RunningServer, startServer } from './app';
import { testServerOptions } from './testing-server-options';

// A plain node:http server plays the Misskey server at the edge: it counts the TCP connections
// the proxy opens to it, answers /api calls, streams a chunked answer in two parts and echoes
// WebSocket messages on /streaming.

/** When the stub wrote the second part of its streamed answer (performance.now()). */
let secondPartWrittenAt = Number.POSITIVE_INFINITY;

function answer(request: IncomingMessage, response: ServerResponse): void {
  if (request.url === '/files/stream') {
    response.writeHead(200, { 'Content-Type': 'application/octet-stream' });
    response.write('first part;');
    setTimeout(() => {
      secondPartWrittenAt = performance.now();
      response.end('second part');
    }, 300);
    return;
  }
  request.resume();
  request.on('end', () => {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ path: request.url, host: request.headers.host }));
  });
}

let upstream: Server;
let connections = 0;
let proxy: RunningServer;
let dataDir: string;

const listen = async (server: Server): Promise<string> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
};

const startProxy = (instance: string) => startServer(testServerOptions({ dataDir, instance: new URL(instance) }));

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'tessera-proxy-'));
  upstream = createServer(answer);
  // No Keep-Alive header in its answers, as nginx sends none: the proxy's own idle time applies.
  upstream.keepAliveTimeout = 0;
  upstream.on('connection', () => {
    connections++;
  });
  const sockets = new WebSocketServer({ server: upstream, path: '/streaming' });
  sockets.on('connection', (socket, request) => {
    socket.send(`hello${new URL(request.url ?? '', 'http://x').search}`);
    socket.on('message', (data) => socket.send(`echo:${data.toString()}`));
  });
  proxy = await startProxy(`http://${await listen(upstream)}`);
});

afterAll(async () => {
  await proxy.close();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

const callMeta = async () => {
  const response = await fetch(`${proxy.url}/api/meta`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ detail: false }),
  });
  return (await response.json()) as { path: string };
};

describe('proxy mode, towards the server', () => {
  it('sends many sequential API calls over one or two kept connections', async () => {
    const before = connections;
    for (let i = 0; i < 50; i++) expect((await callMeta()).path).toBe('/api/meta');
    expect(connections - before).toBeLessThanOrEqual(2);
  });

  it('keeps the connection through a pause of a few seconds when the server gives no keep-alive time', async () => {
    await callMeta();
    const before = connections;
    // undici's default would close an idle connection after 4 s.
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    await callMeta();
    expect(connections - before).toBe(0);
  });

  it('passes a streamed answer on as it comes: the first part arrives before the second is written', async () => {
    secondPartWrittenAt = Number.POSITIVE_INFINITY;
    const response = await fetch(`${proxy.url}/files/stream`);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    const first = await reader.read();
    const firstArrivedAt = performance.now();
    expect(firstArrivedAt).toBeLessThan(secondPartWrittenAt);
    let text = decoder.decode(first.value, { stream: true });
    for (let part = await reader.read(); !part.done; part = await reader.read())
      text += decoder.decode(part.value, { stream: true });
    expect(text).toBe('first part;second part');
  });

  it('passes WebSocket upgrades on /streaming through, with their query', async () => {
    const socket = new WebSocket(`${proxy.url.replace('http', 'ws')}/streaming?i=token`);
    const messages: string[] = [];
    await new Promise<void>((resolve, reject) => {
      socket.on('message', (data) => {
        messages.push(data.toString());
        if (messages.length === 1) socket.send('ping');
        else resolve();
      });
      socket.on('error', reject);
    });
    socket.close();
    expect(messages).toEqual(['hello?i=token', 'echo:ping']);
  });
});

describe('proxy mode, towards an https server', () => {
  it('refuses a server whose certificate is not trusted, and sends it nothing', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'tessera-proxy-tls-'));
    const key = join(folder, 'key.pem');
    const cert = join(folder, 'cert.pem');
    const args = 'req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 1 -subj /CN=127.0.0.1';
    execFileSync(
      'openssl',
      [...args.split(' '), '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert],
      {
        stdio: 'ignore',
      },
    );
    let requests = 0;
    const selfSigned = createHttpsServer({ key: readFileSync(key), cert: readFileSync(cert) }, (request, response) => {
      requests++;
      answer(request, response);
    });
    const tlsProxy = await startProxy(`https://${await listen(selfSigned)}`);
    try {
      const response = await fetch(`${tlsProxy.url}/api/meta`, { method: 'POST', body: '{}' });
      expect(response.status).toBeGreaterThanOrEqual(500);
      expect(requests).toBe(0);
    } finally {
      await tlsProxy.close();
      selfSigned.closeAllConnections();
      await new Promise((resolve) => selfSigned.close(resolve));
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
