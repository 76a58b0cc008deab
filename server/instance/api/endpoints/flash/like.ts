import { flashLikeEndpoint } from '../../families/flashes';

/** Likes someone else's Play. */
export default flashLikeEndpoint('flash/like');
