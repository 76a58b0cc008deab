import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { verifyEmail } from '../users/email';
import { announceMeUpdated } from '../users/me-updated';

/**
 * GET /verify-email/{code}: the link in the verification email, answered in plain text as Misskey
 * answers it; the account's open clients learn of it through meUpdated.
 */
export function registerVerifyEmail(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { code: string } }>('/verify-email/:code', async (request, reply) => {
    const userId = verifyEmail(services.instance.db, request.params.code);
    if (!userId) return reply.code(404).type('text/plain').send('Verification failed. Please try again.');
    announceMeUpdated({ services }, userId);
    return reply.type('text/plain').send('Verification succeeded! Your email address is verified.');
  });
}
