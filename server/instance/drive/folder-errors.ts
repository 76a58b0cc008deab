import { clientError } from '../errors';

/** Misskey's folder errors; each endpoint has its own id for a missing folder. */
export const folderErrors = {
  noSuchFolderToShow: clientError('NO_SUCH_FOLDER', 'd74ab9eb-bb09-4bba-bf24-fb58f761e1e9', 'No such folder.'),
  noSuchParentToCreateIn: clientError('NO_SUCH_FOLDER', '53326628-a00d-40a6-a3cd-8975105c0f95', 'No such folder.'),
  noSuchFolderToUpdate: clientError('NO_SUCH_FOLDER', 'f7974dac-2c0d-4a27-926e-23583b28e98e', 'No such folder.'),
  noSuchParentFolder: clientError(
    'NO_SUCH_PARENT_FOLDER',
    'ce104e3a-faaf-49d5-b459-10ff0cbbcaa1',
    'No such parent folder.',
  ),
  recursiveNesting: clientError(
    'RECURSIVE_NESTING',
    'dbeb024837894013aed44279f9199740',
    'It can not be structured like nesting folders recursively.',
  ),
  noSuchFolderToDelete: clientError('NO_SUCH_FOLDER', '1069098f-c281-440f-b085-f9932edbe091', 'No such folder.'),
  hasChildFilesOrFolders: clientError(
    'HAS_CHILD_FILES_OR_FOLDERS',
    'b0fc8a17-963c-405d-bfbc-859a487295e1',
    'This folder has child files or folders.',
  ),
};
