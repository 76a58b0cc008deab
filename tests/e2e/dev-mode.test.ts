import { describe, expect, it } from 'vitest';
import { startTessera } from '../support/tessera-process';

describe('npm run dev', () => {
  it('serves the client through Vite and forwards the API to the local instance', async () => {
    const dev = await startTessera(['--dev']);
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
    } finally {
      expect(await dev.stop()).toBe(0);
    }
  });
});
