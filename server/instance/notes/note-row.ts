/** A notes row as stored. */
export interface NoteRow {
  id: string;
  user_id: string;
  created_at: number;
  text: string | null;
  cw: string | null;
  visibility: 'public' | 'home' | 'followers' | 'specified';
  local_only: number;
  reaction_acceptance: string | null;
  reply_id: string | null;
  renote_id: string | null;
  channel_id: string | null;
  file_ids: string;
  visible_user_ids: string;
  mentions: string;
  tags: string;
  replies_count: number;
  renote_count: number;
  reactions: string;
  has_poll: number;
}

/** A renote with no text, files or poll of its own. */
export const isPureRenote = (n: NoteRow) =>
  n.renote_id !== null && n.text === null && JSON.parse(n.file_ids).length === 0 && n.has_poll === 0;

/** The SQL condition (notes aliased n) for a renote without content of its own, as isPureRenote. */
export const PURE_RENOTE_SQL = "(n.renote_id IS NOT NULL AND n.text IS NULL AND n.file_ids = '[]' AND n.has_poll = 0)";
