import type { FastifyInstance } from 'fastify';
import { announceMeUpdated } from '../api/families/me-updated';
import type { Services } from '../api/services';
import { verifyEmail } from '../users/email';

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
