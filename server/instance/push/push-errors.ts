import { clientError } from '../errors';

/** The errors of the sw/* endpoints, as Misskey answers them. */
export const pushErrors = {
  // Misskey's id has a leading space; a client matching it matches it so here too.
  noSuchRegistration: clientError(
    'NO_SUCH_REGISTRATION',
    ' b09d8066-8064-5613-efb6-0e963b21d012',
    'No such registration.',
  ),
};
