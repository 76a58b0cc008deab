import { defineEndpoint } from '../../endpoint';
import { text } from '../../schema';

/** HTML-escapes a message's text: the email's HTML part carries it as words, never as markup. */
const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Sends an email through the instance's mail (Misskey's admin/send-email): the text as both the
 * plain and the HTML part, as Misskey sends it (ours escaped). With mail off, nothing is sent and
 * the answer is the same, as Misskey's.
 */
export default defineEndpoint({
  name: 'admin/send-email',
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:send-email',
  limit: null,
  params: {
    type: 'object',
    properties: { to: text(320), subject: text(1024), text: text(65536) },
    required: ['to', 'subject', 'text'],
  },
  handle(params, ctx) {
    ctx.services.mailer.send({
      to: params.to,
      subject: params.subject,
      text: params.text,
      html: escapeHtml(params.text).replace(/\n/g, '<br>'),
    });
    return undefined;
  },
});
