import { chatReactionEndpoint } from '../../../families/chat';

/** Takes back the caller's reaction to a message. */
export default chatReactionEndpoint('chat/messages/unreact');
