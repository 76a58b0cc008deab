import { clientError } from '../errors';

const noSuchPage = (id: string) => clientError('NO_SUCH_PAGE', id, 'No such page.');
const noSuchFile = (id: string) => clientError('NO_SUCH_FILE', id, 'No such file.');
const nameExists = (id: string) => clientError('NAME_ALREADY_EXISTS', id, 'Specified name already exists.');

/** Misskey's page errors; each endpoint words them with its own ids. */
export const pageErrors = {
  create: {
    noSuchFile: noSuchFile('b7b97489-0f66-4b12-a5ff-b21bd63f6e1c'),
    nameExists: nameExists('4650348e-301c-499a-83c9-6aa988c66bc1'),
  },
  update: {
    noSuchPage: noSuchPage('21149b9e-3616-4778-9592-c4ce89f5a864'),
    accessDenied: clientError('ACCESS_DENIED', '3c15cd52-3b4b-4274-967d-6456fc4f792b', 'Access denied.'),
    noSuchFile: noSuchFile('cfc23c7c-3887-490e-af30-0ed576703c82'),
    nameExists: nameExists('2298a392-d4a1-44c5-9ebb-ac1aeaa5a9ab'),
  },
  delete: {
    noSuchPage: noSuchPage('eb0c6e1d-d519-4764-9486-52a7e1c6392a'),
    accessDenied: clientError('ACCESS_DENIED', '8b741b3e-2c22-44b3-a15f-29949aa1601e', 'Access denied.'),
  },
  show: noSuchPage('222120c0-3ead-4528-811b-b96f233388d7'),
  like: {
    noSuchPage: noSuchPage('cc98a8a2-0dc3-4123-b198-62c71df18ed3'),
    yourPage: clientError('YOUR_PAGE', '28800466-e6db-40f2-8fae-bf9e82aa92b8', 'You cannot like your page.'),
    alreadyLiked: clientError(
      'ALREADY_LIKED',
      'cc98a8a2-0dc3-4123-b198-62c71df18ed3',
      'The page has already been liked.',
    ),
  },
  unlike: {
    noSuchPage: noSuchPage('a0d41e20-1993-40bd-890e-f6e560ae648e'),
    notLiked: clientError('NOT_LIKED', 'f5e586b0-ce93-4050-b0e3-7f31af5259ee', 'You have not liked that page.'),
  },
};
