import { pageLikeEndpoint } from '../../families/pages';

/** Takes back a like of a page. */
export default pageLikeEndpoint('pages/unlike');
