import { createHash } from 'node:crypto';
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

/** /identicon/{acct} and /emoji/{name}.webp, as a Misskey server answers them. */
export function registerMediaRoutes(app: FastifyInstance, instance: Instance): void {
  app.get<{ Params: { acct: string } }>('/identicon/:acct', (request, reply) =>
    reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=86400')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .send(identiconSvg(request.params.acct)),
  );
  app.get<{ Params: { name: string } }>('/emoji/:name', (request, reply) => {
    const name = request.params.name.replace(/\.webp$/, '').replace(/@\.$/, '');
    const row = instance.db.prepare('SELECT url FROM emojis WHERE name = ?').get(name) as { url: string } | undefined;
    if (!row) return reply.code(404).type('text/plain').send('No such emoji');
    return reply.redirect(row.url.startsWith('/') ? `${instance.url()}${row.url}` : row.url, 302);
  });
}
