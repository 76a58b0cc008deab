import { clientError } from '../errors';

/** Misskey's announcement errors, each with its endpoint's id. */
export const announcementErrors = {
  noSuchAnnouncementToShow: clientError(
    'NO_SUCH_ANNOUNCEMENT',
    'b57b5e1d-4f49-404a-9edb-46b00268f121',
    'No such announcement.',
    404,
  ),
  noSuchAnnouncementToUpdate: clientError(
    'NO_SUCH_ANNOUNCEMENT',
    'd3aae5a7-6372-4cb4-b61c-f511ffc2d7cc',
    'No such announcement.',
  ),
  noSuchAnnouncementToDelete: clientError(
    'NO_SUCH_ANNOUNCEMENT',
    'ecad8040-a276-4e85-bda9-015a708d291e',
    'No such announcement.',
  ),
};
