import { listFavoriteEndpoint } from '../../../families/user-lists';

/** Likes someone's public list. */
export default listFavoriteEndpoint('users/lists/favorite');
