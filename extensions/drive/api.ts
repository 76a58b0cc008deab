// The drive extension's contract with other extensions: types only, imported with `import type`
// by extensions that list 'drive' in `requires` or `uses`.
import type { LazyComponent } from '@tessera/sdk';
import type { entities } from 'misskey-js';

/** A file to upload: its bytes and the name it goes by. */
export interface UploadSource {
  blob: Blob;
  name: string;
  /** A description to send with it (trimmed and cut as spec 000 section 5 says). */
  comment?: string | null;
}

/** What to upload, and how (spec 000 sections 4, 5 and 9). */
export interface UploadRequest {
  files: readonly UploadSource[];
  /**
   * false: send images as they are ("upload without compression"). Otherwise images are resized
   * and re-encoded unless the person chose to upload images as they are (the
   * keepOriginalUploading preference), which the pipeline reads itself: no caller can override it.
   */
  compress?: boolean;
  /** The folder to upload into; by default the upload-folder preference (null: the root). */
  folderId?: string | null;
  /** Upload as this account (the composer's chosen account); by default the signed-in one. */
  token?: string;
  /** Which progress list shows these uploads (see the drive.uploads service). */
  group?: string;
  /** Told of each file as soon as it is in the drive, before the others finish. */
  onFile?(file: entities.DriveFile): void;
}

/** The attach menu: upload with or without compression, pick from the drive, or upload from a URL. */
export interface ChooseFilesOptions {
  /** The button the menu opens beside. */
  anchor: HTMLElement;
  token?: string;
  group?: string;
  /** Told of each file chosen or uploaded, as it arrives (a URL upload arrives later, on the stream). */
  onFile(file: entities.DriveFile): void;
}

/** What the drive picker offers. */
export interface DrivePickOptions {
  /** Allow choosing several files; default true. */
  multiple?: boolean;
  /** Only files of this type ('image/*' by prefix). */
  type?: string;
  /** Upload as this account; by default the signed-in one. */
  token?: string;
}

declare module '@tessera/sdk' {
  interface MenuContexts {
    /** A drive file's menu. */
    driveFile: { file: entities.DriveFile };
  }
  interface ClientEventMap {
    /** The viewer tried to move a folder into itself or one of its own folders (the server refused). */
    'drive.folderCircularMove': { folder: entities.DriveFolder };
  }
  interface CommandMap {
    /**
     * Uploads files with the drive's pipeline: the size check, compression when asked, the
     * name and description rules, per-file progress with cancel, and the spec's error messages.
     * Gives the files that arrived; failed and cancelled ones are left out (the user was told).
     */
    'drive.upload': (request: UploadRequest) => Promise<entities.DriveFile[]>;
    /** Opens the attach menu beside a button; what is chosen arrives through `onFile`. */
    'drive.chooseFiles': (options: ChooseFilesOptions) => Promise<void>;
    /**
     * Renames, describes (or clears the description of), marks or unmarks as sensitive, or deletes
     * a file, asking what the action needs; gives the changed file, 'deleted', or null when
     * nothing changed (cancelled, or the call failed and the person was told).
     */
    'drive.editFile': (
      file: entities.DriveFile,
      edit: 'rename' | 'describe' | 'clearDescription' | 'toggleSensitive' | 'delete',
      options?: { token?: string },
    ) => Promise<entities.DriveFile | 'deleted' | null>;
    /** Opens the drive as a picker dialog; gives the chosen files, or null when closed without a choice. */
    'drive.pick': (options?: DrivePickOptions) => Promise<entities.DriveFile[] | null>;
  }
  interface ServiceMap {
    /** The uploads in progress of one group, with their progress and a cancel button each. */
    'drive.uploads': LazyComponent<{ group: string }>;
  }
}

declare module '@tessera/sdk' {
  interface PreferenceMap {
    /** The drive folder uploads go to; null: the root. */
    uploadFolder: string | null;
    /** Send images as they are instead of resizing and re-encoding them (the default upload choice). */
    keepOriginalUploading: boolean;
    /** Upload under the file's own name; off, under a generated id with the same extension. */
    keepOriginalFilename: boolean;
  }
}
