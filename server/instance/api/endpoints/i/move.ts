import { clientError } from '../../../errors';
import { signedIn } from '../../context';
import { defineEndpoint } from '../../endpoint';
import { parseAcctInput } from '../../families/account-uris';
import { isLocalHost } from '../../families/user-lookup';
import { DAY } from '../../rate-limit';
import { text } from '../../schema';

const noSuchMoveTarget = clientError(
  'NO_SUCH_MOVE_TARGET',
  'b5c90186-4ab0-49c8-9bba-a1f76c202ba4',
  'No such move target.',
);

/**
 * Moves the account to an account on another server, which must list this one among its aliases
 * (Misskey's i/move, 5 a day). Misskey moves only to remote accounts, found over ActivityPub;
 * this server does not federate, so it answers as Misskey does when the target cannot be
 * resolved. The client's form is the same against any server.
 */
export default defineEndpoint({
  name: 'i/move',
  requireCredential: true,
  secure: true,
  kind: null,
  prohibitMoved: true,
  limit: { duration: DAY, max: 5 },
  params: { type: 'object', properties: { moveToAccount: text(512) }, required: ['moveToAccount'] },
  handle(params, ctx) {
    signedIn(ctx);
    const target = parseAcctInput(params.moveToAccount);
    if (!target.username) throw noSuchMoveTarget();
    if (target.host === null || isLocalHost(ctx, target.host)) {
      throw clientError(
        'NOT_REMOTE',
        '4362f8dc-731f-4ad8-a694-be2a88922a24',
        'User is not remote. You can only migrate to other instances.',
      )();
    }
    throw noSuchMoveTarget();
  },
});
