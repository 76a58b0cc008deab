import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildReactFloorScript } from './react-floor';

/** The floor pages' addresses: the one-line floor, the same with Tessera's frame, the React floor. */
export interface FloorPages {
  /** The one-line page: its script (a comment as large as Tessera's entry) asks and draws the note. */
  url: string;
  /** The same script after Tessera's HTML frame and skeleton in place of the line: what they cost. */
  framedUrl: string;
  /**
   * The same request, sent as the script starts, then React (production, as large on the wire as
   * Tessera's entry with padding) draws the note as one element: the least a React client pays.
   */
  reactUrl: string;
  stop(): Promise<void>;
}

/**
 * The physical floor of a first note (issue 39), served beside the clients the bench compares: a
 * one-line page that loads one script as large on the wire as Tessera's entry (its bytes, in a
 * comment), which makes one `notes/timeline` call (passed on to the server) and draws the newest
 * note's text. Nothing can show a note sooner on this machine and link; its first paint is the
 * browser's floor for a page. Beside it, two pages that tell the floor's parts apart: the same with
 * Tessera's frame (its HTML without scripts), and the React floor (`FloorPages`).
 */
export async function startFloorPage(instance: string, token: string, clientDir: string): Promise<FloorPages> {
  const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const entry = html.match(/<script type="module"[^>]*src="\/([^"]+)"/)?.[1];
  if (!entry) throw new Error(`no entry script in ${clientDir}/index.html`);
  const entryCode = readFileSync(join(clientDir, entry), 'utf8').replaceAll('*/', '* /');
  const ask = `fetch('/api/notes/timeline', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ i: ${JSON.stringify(token)}, limit: 10 }),
}).then((answer) => answer.json())`;
  const script = gzipSync(
    `/*${entryCode}*/
const [note] = await ${ask};
const line = document.createElement('p');
line.textContent = note ? note.text : '';
document.body.append(line);
`,
  );
  const react = await buildReactFloorScript();
  const reactScript = gzipSync(
    `/*${entryCode.slice(0, Math.max(0, entryCode.length - react.length))}*/
globalThis.floorAnswer = ${ask};
${react}`,
  );
  const page = (title: string, src: string, body: string) =>
    `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title><script type="module" src="${src}"></script></head><body>${body}</body></html>`;
  const pages: Record<string, string> = {
    '/': page('floor', '/floor.js', '<p>The floor.</p>'),
    '/react/': page('React floor', '/react-floor.js', '<div id="root"><p>The floor.</p></div>'),
    // Tessera's page as the HTML paints it, with no script or stylesheet of its own: the floor's
    // script after it.
    '/framed/': html
      .replace(/<script\b[^>]*><\/script>/g, '')
      .replace(/<link rel="(?:modulepreload|stylesheet)"[^>]*>/g, '')
      .replace('</body>', '<script type="module" src="/floor.js"></script></body>'),
  };
  const scripts: Record<string, Buffer> = { '/floor.js': script, '/react-floor.js': reactScript };
  const server = createServer(async (request, response) => {
    const code = scripts[request.url ?? ''];
    if (code) {
      response.writeHead(200, { 'Content-Type': 'text/javascript', 'Content-Encoding': 'gzip' }).end(code);
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
      const path = new URL(request.url ?? '/', 'http://floor').pathname;
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(pages[path] ?? pages['/']);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    framedUrl: `${url}/framed`,
    reactUrl: `${url}/react`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
