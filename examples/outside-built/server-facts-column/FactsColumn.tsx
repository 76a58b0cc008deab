import { ServiceView } from '@tessera/sdk';
import type { DeckColumnProps } from '@tessera/sdk/extensions/deck';
// Type-only: the contract of server-facts, which this extension requires.
import type {} from '../server-facts/api';

/** A deck column of the server's facts, drawn by server-facts' `server-facts.list` service. */
export default function FactsColumn(_props: DeckColumnProps) {
  return <ServiceView id="server-facts.list" props={{ compact: true }} />;
}
