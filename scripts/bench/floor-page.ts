import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The physical floor of a first note (issue 39), served beside the clients the bench compares: a
 * one-line page that loads one script as large on the wire as Tessera's entry (its bytes, in a
 * comment), which makes one `notes/timeline` call (passed on to the server) and draws the newest
 * note's text. Nothing can show a note sooner on this machine and link; its first paint is the
 * browser's floor for a page.
 */
export async function startFloorPage(
  instance: string,
  token: string,
  clientDir: string,
): Promise<{ url: string; stop(): Promise<void> }> {
  const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const entry = html.match(/<script type="module"[^>]*src="\/([^"]+)"/)?.[1];
  if (!entry) throw new Error(`no entry script in ${clientDir}/index.html`);
  const padding = readFileSync(join(clientDir, entry), 'utf8').replaceAll('*/', '* /');
  const script = gzipSync(
    `/*${padding}*/
const answer = await fetch('/api/notes/timeline', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ i: ${JSON.stringify(token)}, limit: 10 }),
});
const [note] = await answer.json();
const line = document.createElement('p');
line.textContent = note ? note.text : '';
document.body.append(line);
`,
  );
  const page =
    '<!doctype html><html><head><meta charset="utf-8"><title>floor</title><script type="module" src="/floor.js"></script></head><body><p>The floor.</p></body></html>';
  const server = createServer(async (request, response) => {
    if (request.url === '/floor.js') {
      response.writeHead(200, { 'Content-Type': 'text/javascript', 'Content-Encoding': 'gzip' }).end(script);
    } else if (request.url?.startsWith('/api/') && request.method === 'POST') {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const answer = await fetch(new URL(request.url, instance), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: Buffer.concat(chunks),
      });
      response
        .writeHead(answer.status, { 'Content-Type': 'application/json' })
        .end(Buffer.from(await answer.arrayBuffer()));
    } else {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
