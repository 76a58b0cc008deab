import { pageLikeEndpoint } from '../../families/pages';

/** Likes someone else's page. */
export default pageLikeEndpoint('pages/like');
