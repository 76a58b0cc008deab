import { clipFavoriteEndpoint } from '../../families/clips';

/** Favourites a clip the caller can read. */
export default clipFavoriteEndpoint('clips/favorite');
