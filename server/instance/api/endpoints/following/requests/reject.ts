import { followRequestAnswerEndpoint } from '../../../families/follow-requests';

/** Turns down a follow request made to the caller. */
export default followRequestAnswerEndpoint('following/requests/reject');
