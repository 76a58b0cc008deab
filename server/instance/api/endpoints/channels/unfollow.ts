import { channelMarkEndpoint } from '../../families/channel-marks';

/** Stops following a channel. */
export default channelMarkEndpoint('channels/unfollow');
