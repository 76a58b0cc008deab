import { flashLikeEndpoint } from '../../families/flashes';

/** Takes back a like. */
export default flashLikeEndpoint('flash/unlike');
