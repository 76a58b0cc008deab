import type { DeckColumnProps } from '../deck/api';
import { MentionsFeed } from './MentionsColumn';

/** The deck's direct-notes column: notes addressed to the viewer alone or with a few. */
export default function DirectColumn(_props: DeckColumnProps) {
  return <MentionsFeed direct />;
}
