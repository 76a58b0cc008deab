import { clipFavoriteEndpoint } from '../../families/clips';

/** Takes a clip out of the caller's favourites. */
export default clipFavoriteEndpoint('clips/unfavorite');
