import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Instance } from './instance';

/**
 * A deterministic avatar for users without one: a symmetric 5x5 pattern in a colour drawn from
 * the account name, as an SVG of our own.
 */
export function identiconSvg(seed: string): string {
  const hash = createHash('sha256').update(seed).digest();
  const hue = ((hash[0] ?? 0) * 360) / 256;
  const fg = `hsl(${hue.toFixed(0)} 55% 45%)`;
  const bg = `hsl(${hue.toFixed(0)} 40% 92%)`;
  const cells: string[] = [];
  for (let y = 0; y < 5; y++) {
    for (let x = 0; x < 3; x++) {
      if (((hash[1 + y * 3 + x] ?? 0) & 1) === 0) continue;
      for (const cx of new Set([x, 4 - x]))
        cells.push(`<rect x="${cx * 10 + 5}" y="${y * 10 + 5}" width="10" height="10"/>`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 60"><rect width="60" height="60" fill="${bg}"/><g fill="${fg}">${cells.join('')}</g></svg>`;
}

/** Twemoji's SVG files (the @twemoji/svg package), served at /twemoji as a Misskey server does. */
const TWEMOJI_DIR = dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json'));

/** /identicon/{acct}, /emoji/{name}.webp and /twemoji/{codepoints}.svg, as a Misskey server answers them. */
export function registerMediaRoutes(app: FastifyInstance, instance: Instance): void {
  app.get<{ Params: { acct: string } }>('/identicon/:acct', (request, reply) =>
    reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=86400')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .send(identiconSvg(request.params.acct)),
  );
  app.get<{ Params: { file: string } }>('/twemoji/:file', async (request, reply) => {
    // Only names of the form 1f44d-1f3fb.svg: nothing else of the folder (or above it) is reachable.
    if (!/^[0-9a-f]{2,6}(-[0-9a-f]{2,6})*\.svg$/.test(request.params.file)) return reply.code(404).send();
    try {
      const svg = await readFile(join(TWEMOJI_DIR, request.params.file));
      return reply
        .type('image/svg+xml')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(svg);
    } catch {
      return reply.code(404).send();
    }
  });
  app.get<{ Params: { name: string } }>('/emoji/:name', (request, reply) => {
    const name = request.params.name.replace(/\.webp$/, '').replace(/@\.$/, '');
    const row = instance.db.prepare('SELECT url FROM emojis WHERE name = ?').get(name) as { url: string } | undefined;
    if (!row) return reply.code(404).type('text/plain').send('No such emoji');
    return reply.redirect(row.url.startsWith('/') ? `${instance.url()}${row.url}` : row.url, 302);
  });
}
