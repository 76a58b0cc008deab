import { channelMarkEndpoint } from '../../families/channel-marks';

/** Follows a channel: its notes come to the caller's home timeline. */
export default channelMarkEndpoint('channels/follow');
