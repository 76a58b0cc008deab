import { galleryLikeEndpoint } from '../../../families/gallery';

/** Likes someone else's gallery post. */
export default galleryLikeEndpoint('gallery/posts/like');
