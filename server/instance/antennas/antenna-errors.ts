import { clientError } from '../errors';

/** Misskey's antenna errors; each endpoint words a missing antenna with its own id. */
export const antennaErrors = {
  noSuchUserListToCreate: clientError(
    'NO_SUCH_USER_LIST',
    '95063e93-a283-4b8b-9aa5-bcdb8df69a7f',
    'No such user list.',
  ),
  tooManyAntennas: clientError(
    'TOO_MANY_ANTENNAS',
    'faf47050-e8b5-438c-913c-db2b1576fde4',
    'You cannot create antenna any more.',
  ),
  noSuchAntennaToDelete: clientError('NO_SUCH_ANTENNA', 'b34dcf9d-348f-44bb-99d0-6c9314cfe2df', 'No such antenna.'),
  noSuchAntennaForNotes: clientError('NO_SUCH_ANTENNA', '850926e0-fd3b-49b6-b69a-b28a5dbd82fe', 'No such antenna.'),
  noSuchAntennaToShow: clientError('NO_SUCH_ANTENNA', 'c06569fb-b025-4f23-b22d-1fcd20d2816b', 'No such antenna.'),
  noSuchAntennaToUpdate: clientError('NO_SUCH_ANTENNA', '10c673ac-8852-48eb-aa1f-f5b67f069290', 'No such antenna.'),
  noSuchUserListToUpdate: clientError(
    'NO_SUCH_USER_LIST',
    '1c6b35c9-943e-48c2-81e4-2844989407f7',
    'No such user list.',
  ),
};
