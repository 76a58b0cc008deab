import { describe, expect, it } from 'vitest';
import { serveLocally } from '../support/local-server';
import { startTessera } from '../support/tessera-process';

describe('npm run dev', () => {
  it('serves the client through Vite and forwards the API and OAuth to the local instance', async () => {
    // An OAuth app's home page, naming where its codes go.
    const app = await serveLocally((_request, response) =>
      response.writeHead(200, { 'content-type': 'text/html' }).end('<link rel="redirect_uri" href="/cb">'),
    );
    const appUrl = app.url;
    const dev = await startTessera(['--dev', '--allow-private-network', '127.0.0.1/32']);
    try {
      // --port 0 is passed; Vite picks no port by itself, so the printed address is the real one.
      const page = await (await fetch(`${dev.url}/`)).text();
      expect(page).toContain('/@vite/client');
      const meta = await fetch(`${dev.url}/api/meta`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(((await meta.json()) as { name: string }).name).toBe('Tessera');
      // The consent page is Vite's page, carrying the local instance's transaction.
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: `${appUrl}/`,
        redirect_uri: `${appUrl}/cb`,
        scope: 'read:account',
        code_challenge: 'challenge',
        code_challenge_method: 'S256',
      });
      const consent = await (await fetch(`${dev.url}/oauth/authorize?${query}`)).text();
      expect(consent).toContain('/@vite/client');
      expect(consent).toMatch(/<meta name="misskey:oauth:transaction-id" content="\w{128}" \/>/);
    } finally {
      expect(await dev.stop()).toBe(0);
      await app.close();
    }
  });
});
