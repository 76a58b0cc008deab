import { followRequestAnswerEndpoint } from '../../../families/follow-requests';

/** Accepts a follow request made to the caller. */
export default followRequestAnswerEndpoint('following/requests/accept');
