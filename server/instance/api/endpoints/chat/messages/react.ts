import { chatReactionEndpoint } from '../../../families/chat';

/** Reacts to a message sent to the caller, or to another member's message in their room. */
export default chatReactionEndpoint('chat/messages/react');
