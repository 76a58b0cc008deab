import { listFavoriteEndpoint } from '../../../families/user-lists';

/** Takes back a like of a public list. */
export default listFavoriteEndpoint('users/lists/unfavorite');
