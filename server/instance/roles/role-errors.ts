import { clientError } from '../errors';

/** Misskey's role errors, each with its endpoint's id. */
export const roleErrors = {
  noSuchRoleToShowPublic: clientError('NO_SUCH_ROLE', 'de5502bf-009a-4639-86c1-fec349e46dcb', 'No such role.'),
  noSuchRoleForUsers: clientError('NO_SUCH_ROLE', '30aaaee3-4792-48dc-ab0d-cf501a575ac5', 'No such role.'),
  noSuchRoleForNotes: clientError('NO_SUCH_ROLE', 'eb70323a-df61-4dd4-ad90-89c83c7cf26e', 'No such role.'),
  noSuchRoleToAssign: clientError('NO_SUCH_ROLE', '6503c040-6af4-4ed9-bf07-f2dd16678eab', 'No such role.'),
  noSuchUserToAssign: clientError('NO_SUCH_USER', '558ea170-f653-4700-94d0-5a818371d0df', 'No such user.'),
  assignDenied: clientError(
    'ACCESS_DENIED',
    '25b5bc31-dc79-4ebd-9bd2-c84978fd052c',
    'Only administrators can edit members of the role.',
  ),
  noSuchRoleToUnassign: clientError('NO_SUCH_ROLE', '6e519036-a70d-4c76-b679-bc8fb18194e2', 'No such role.'),
  noSuchUserToUnassign: clientError('NO_SUCH_USER', '2b730f78-1179-461b-88ad-d24c9af1a5ce', 'No such user.'),
  notAssigned: clientError('NOT_ASSIGNED', 'b9060ac7-5c94-4da4-9f55-2047c953df44', 'Not assigned.'),
  unassignDenied: clientError(
    'ACCESS_DENIED',
    '24636eee-e8c1-493e-94b2-e16ad401e262',
    'Only administrators can edit members of the role.',
  ),
  noSuchRoleToShow: clientError('NO_SUCH_ROLE', '07dc7d34-c0d8-49b7-96c6-db3ce64ee0b3', 'No such role.'),
  noSuchRoleToUpdate: clientError('NO_SUCH_ROLE', 'cd23ef55-09ad-428a-ac61-95a45e124b32', 'No such role.'),
  noSuchRoleToDelete: clientError('NO_SUCH_ROLE', 'de0d6ecd-8e0a-4253-88ff-74bc89ae3d45', 'No such role.'),
  noSuchRoleForAdminUsers: clientError('NO_SUCH_ROLE', '224eff5e-2488-4b18-b3e7-f50d94421648', 'No such role.'),
};
