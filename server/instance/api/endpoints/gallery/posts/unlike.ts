import { galleryLikeEndpoint } from '../../../families/gallery';

/** Takes back a like of a gallery post. */
export default galleryLikeEndpoint('gallery/posts/unlike');
