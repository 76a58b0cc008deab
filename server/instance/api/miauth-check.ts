import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { packUserDetailed } from '../users/pack-user';

/**
 * POST /api/miauth/{session}/check, Misskey's last MiAuth step: the app that sent the person to
 * /miauth/{session} collects the token granted there, once. Not a named endpoint (the session is
 * in the path), so it has a route of its own.
 */
export function registerMiauthCheck(app: FastifyInstance, services: Services): void {
  app.post<{ Params: { session: string } }>('/api/miauth/:session/check', (request, reply) => {
    const { instance, users } = services;
    const granted = instance.atomically(() => users.takeSessionToken(request.params.session));
    const user = granted ? users.byId(granted.userId) : undefined;
    if (!granted || !user) return reply.send({ ok: false });
    return reply.send({ ok: true, token: granted.token, user: packUserDetailed(instance, user, user.id) });
  });
}
