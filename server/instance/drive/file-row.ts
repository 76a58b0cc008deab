/** A drive_files row as stored. */
export interface DriveFileRow {
  id: string;
  user_id: string;
  created_at: number;
  name: string;
  type: string;
  md5: string;
  size: number;
  is_sensitive: number;
  comment: string | null;
  folder_id: string | null;
  blurhash: string | null;
  properties: string;
  storage_key: string;
  /** The thumbnail's key under /files, for images sharp can read. */
  thumbnail_key: string | null;
  /** The public version's key (upright, bounded, no metadata), when the original needed one. */
  webpublic_key: string | null;
  webpublic_type: string | null;
}
