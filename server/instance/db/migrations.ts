/**
 * The database schema, one numbered step at a time. A step is never edited once released:
 * changes come as a new step. `PRAGMA user_version` records the last step applied.
 */
export const MIGRATIONS: readonly { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'initial schema',
    sql: `
      CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);

      CREATE TABLE users (
        id TEXT PRIMARY KEY,
        username TEXT NOT NULL,
        username_lower TEXT NOT NULL UNIQUE,
        name TEXT,
        description TEXT,
        created_at INTEGER NOT NULL,
        updated_at INTEGER,
        password_hash TEXT,
        is_admin INTEGER NOT NULL DEFAULT 0,
        is_moderator INTEGER NOT NULL DEFAULT 0,
        is_bot INTEGER NOT NULL DEFAULT 0,
        is_cat INTEGER NOT NULL DEFAULT 0,
        is_locked INTEGER NOT NULL DEFAULT 0,
        is_silenced INTEGER NOT NULL DEFAULT 0,
        is_suspended INTEGER NOT NULL DEFAULT 0,
        avatar_file_id TEXT,
        banner_file_id TEXT,
        location TEXT,
        birthday TEXT,
        lang TEXT,
        fields TEXT NOT NULL DEFAULT '[]',
        profile TEXT NOT NULL DEFAULT '{}',
        notes_count INTEGER NOT NULL DEFAULT 0,
        followers_count INTEGER NOT NULL DEFAULT 0,
        following_count INTEGER NOT NULL DEFAULT 0,
        last_active_at INTEGER
      );

      CREATE TABLE tokens (
        token TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        kind TEXT NOT NULL,
        name TEXT,
        permission TEXT NOT NULL DEFAULT '[]'
      );
      CREATE INDEX tokens_user ON tokens(user_id);

      CREATE TABLE follows (
        follower_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        followee_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (follower_id, followee_id)
      );
      CREATE INDEX follows_followee ON follows(followee_id);

      CREATE TABLE follow_requests (
        id TEXT PRIMARY KEY,
        follower_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        followee_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        UNIQUE (follower_id, followee_id)
      );

      CREATE TABLE drive_files (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        name TEXT NOT NULL,
        type TEXT NOT NULL,
        md5 TEXT NOT NULL,
        size INTEGER NOT NULL,
        is_sensitive INTEGER NOT NULL DEFAULT 0,
        comment TEXT,
        folder_id TEXT,
        blurhash TEXT,
        properties TEXT NOT NULL DEFAULT '{}',
        storage_key TEXT NOT NULL
      );
      CREATE INDEX drive_files_user ON drive_files(user_id, id);

      CREATE TABLE notes (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        text TEXT,
        cw TEXT,
        visibility TEXT NOT NULL,
        local_only INTEGER NOT NULL DEFAULT 0,
        reaction_acceptance TEXT,
        reply_id TEXT,
        renote_id TEXT,
        channel_id TEXT,
        file_ids TEXT NOT NULL DEFAULT '[]',
        visible_user_ids TEXT NOT NULL DEFAULT '[]',
        mentions TEXT NOT NULL DEFAULT '[]',
        tags TEXT NOT NULL DEFAULT '[]',
        replies_count INTEGER NOT NULL DEFAULT 0,
        renote_count INTEGER NOT NULL DEFAULT 0,
        reactions TEXT NOT NULL DEFAULT '{}',
        has_poll INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX notes_user ON notes(user_id, id);
      CREATE INDEX notes_reply ON notes(reply_id);
      CREATE INDEX notes_renote ON notes(renote_id);

      CREATE TABLE polls (
        note_id TEXT PRIMARY KEY REFERENCES notes(id) ON DELETE CASCADE,
        choices TEXT NOT NULL,
        votes TEXT NOT NULL,
        multiple INTEGER NOT NULL,
        expires_at INTEGER
      );

      CREATE TABLE poll_votes (
        note_id TEXT NOT NULL REFERENCES notes(id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        choice INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (note_id, user_id, choice)
      );

      CREATE TABLE reactions (
        id TEXT PRIMARY KEY,
        note_id TEXT NOT NULL REFERENCES notes(id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        reaction TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        UNIQUE (note_id, user_id)
      );

      CREATE TABLE notifications (
        id TEXT PRIMARY KEY,
        notifiee_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        notifier_id TEXT,
        type TEXT NOT NULL,
        note_id TEXT,
        reaction TEXT,
        data TEXT NOT NULL DEFAULT '{}',
        created_at INTEGER NOT NULL,
        is_read INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX notifications_notifiee ON notifications(notifiee_id, id);

      CREATE TABLE registry (
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        scope TEXT NOT NULL,
        key TEXT NOT NULL,
        value TEXT NOT NULL,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, scope, key)
      );

      CREATE TABLE emojis (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL UNIQUE,
        category TEXT,
        aliases TEXT NOT NULL DEFAULT '[]',
        file_id TEXT,
        url TEXT NOT NULL,
        license TEXT,
        is_sensitive INTEGER NOT NULL DEFAULT 0,
        local_only INTEGER NOT NULL DEFAULT 0,
        updated_at INTEGER
      );

      CREATE TABLE achievements (
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        unlocked_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, name)
      );
    `,
  },
  {
    version: 2,
    name: 'token ids and last use; sign-in history',
    sql: `
      ALTER TABLE tokens ADD COLUMN id TEXT;
      ALTER TABLE tokens ADD COLUMN last_used_at INTEGER;
      UPDATE tokens SET id = lower(hex(randomblob(10))) WHERE id IS NULL;
      CREATE UNIQUE INDEX tokens_id ON tokens(id);

      CREATE TABLE signins (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        ip TEXT NOT NULL,
        headers TEXT NOT NULL DEFAULT '{}',
        success INTEGER NOT NULL
      );
      CREATE INDEX signins_user ON signins(user_id, id);
    `,
  },
  {
    version: 3,
    name: 'mutes and blocks',
    sql: `
      CREATE TABLE mutings (
        id TEXT PRIMARY KEY,
        muter_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        mutee_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER,
        UNIQUE (muter_id, mutee_id)
      );
      CREATE TABLE blockings (
        id TEXT PRIMARY KEY,
        blocker_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        blockee_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        UNIQUE (blocker_id, blockee_id)
      );
      CREATE INDEX blockings_blockee ON blockings(blockee_id, blocker_id);
    `,
  },
  {
    version: 4,
    name: 'renote mutes',
    sql: `
      CREATE TABLE renote_mutings (
        id TEXT PRIMARY KEY,
        muter_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        mutee_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        UNIQUE (muter_id, mutee_id)
      );
    `,
  },
  {
    version: 5,
    name: 'two-factor authentication',
    sql: `
      CREATE TABLE two_factor (
        user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        secret TEXT,
        pending_secret TEXT,
        backup_codes TEXT NOT NULL DEFAULT '[]'
      );
    `,
  },
  {
    version: 6,
    name: 'deleted accounts',
    sql: `
      ALTER TABLE users ADD COLUMN is_deleted INTEGER NOT NULL DEFAULT 0;
    `,
  },
  {
    version: 7,
    name: 'webhooks',
    sql: `
      CREATE TABLE webhooks (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        name TEXT NOT NULL,
        url TEXT NOT NULL,
        secret TEXT NOT NULL DEFAULT '',
        events TEXT NOT NULL DEFAULT '[]',
        active INTEGER NOT NULL DEFAULT 1,
        latest_sent_at INTEGER,
        latest_status INTEGER
      );
      CREATE INDEX webhooks_user ON webhooks(user_id);
    `,
  },
  {
    version: 8,
    name: 'MiAuth sessions',
    sql: `
      ALTER TABLE tokens ADD COLUMN session TEXT;
      ALTER TABLE tokens ADD COLUMN fetched INTEGER NOT NULL DEFAULT 0;
      CREATE INDEX tokens_session ON tokens(session) WHERE session IS NOT NULL;
    `,
  },
  {
    version: 9,
    name: 'apps and their authorization sessions',
    sql: `
      CREATE TABLE apps (
        id TEXT PRIMARY KEY,
        user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
        created_at INTEGER NOT NULL,
        name TEXT NOT NULL,
        description TEXT NOT NULL,
        permission TEXT NOT NULL DEFAULT '[]',
        callback_url TEXT,
        secret TEXT NOT NULL UNIQUE
      );
      CREATE TABLE auth_sessions (
        id TEXT PRIMARY KEY,
        token TEXT NOT NULL UNIQUE,
        app_id TEXT NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
        user_id TEXT REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL
      );
      ALTER TABLE tokens ADD COLUMN app_id TEXT REFERENCES apps(id) ON DELETE CASCADE;
      ALTER TABLE tokens ADD COLUMN hash TEXT;
      CREATE UNIQUE INDEX tokens_hash ON tokens(hash) WHERE hash IS NOT NULL;
      CREATE INDEX tokens_app ON tokens(app_id, user_id) WHERE app_id IS NOT NULL;
    `,
  },
  {
    version: 10,
    name: 'email addresses and password resets',
    sql: `
      ALTER TABLE users ADD COLUMN email TEXT;
      ALTER TABLE users ADD COLUMN email_verified INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE users ADD COLUMN email_verify_code TEXT;
      CREATE UNIQUE INDEX users_email_verify_code ON users(email_verify_code) WHERE email_verify_code IS NOT NULL;
      CREATE INDEX users_verified_email ON users(email) WHERE email_verified = 1;
      CREATE TABLE password_reset_requests (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token TEXT NOT NULL UNIQUE,
        created_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 11,
    name: 'sign-ups waiting for their email to be confirmed',
    sql: `
      CREATE TABLE user_pendings (
        id TEXT PRIMARY KEY,
        code TEXT NOT NULL UNIQUE,
        username TEXT NOT NULL,
        email TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 12,
    name: 'account aliases',
    sql: `
      ALTER TABLE users ADD COLUMN also_known_as TEXT;
    `,
  },
  {
    version: 13,
    name: 'avatar decorations',
    sql: `
      CREATE TABLE avatar_decorations (
        id TEXT PRIMARY KEY,
        created_at INTEGER NOT NULL,
        updated_at INTEGER,
        name TEXT NOT NULL,
        description TEXT NOT NULL,
        url TEXT NOT NULL,
        role_ids TEXT NOT NULL DEFAULT '[]'
      );
      ALTER TABLE users ADD COLUMN avatar_decorations TEXT NOT NULL DEFAULT '[]';
    `,
  },
  {
    version: 14,
    name: 'security keys (passkeys)',
    sql: `
      CREATE TABLE security_keys (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        public_key TEXT NOT NULL,
        counter INTEGER NOT NULL DEFAULT 0,
        transports TEXT,
        created_at INTEGER NOT NULL,
        last_used INTEGER NOT NULL
      );
      CREATE INDEX security_keys_user ON security_keys(user_id);
    `,
  },
  {
    version: 15,
    name: 'drive folders and derived images',
    sql: `
      CREATE TABLE drive_folders (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        name TEXT NOT NULL,
        parent_id TEXT REFERENCES drive_folders(id)
      );
      CREATE INDEX drive_folders_parent ON drive_folders(user_id, parent_id, id);
      CREATE INDEX drive_files_folder ON drive_files(user_id, folder_id, id);
      CREATE INDEX drive_files_md5 ON drive_files(user_id, md5);
      ALTER TABLE drive_files ADD COLUMN thumbnail_key TEXT;
      ALTER TABLE drive_files ADD COLUMN webpublic_key TEXT;
      ALTER TABLE drive_files ADD COLUMN webpublic_type TEXT;
    `,
  },
  {
    version: 16,
    name: 'user lists',
    sql: `
      CREATE TABLE user_lists (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        name TEXT NOT NULL,
        is_public INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX user_lists_owner ON user_lists(user_id, id);
      CREATE TABLE user_list_memberships (
        id TEXT PRIMARY KEY,
        list_id TEXT NOT NULL REFERENCES user_lists(id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        with_replies INTEGER NOT NULL DEFAULT 0,
        UNIQUE (list_id, user_id)
      );
      CREATE INDEX user_list_memberships_user ON user_list_memberships(user_id);
      CREATE TABLE user_list_favorites (
        id TEXT PRIMARY KEY,
        list_id TEXT NOT NULL REFERENCES user_lists(id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        UNIQUE (list_id, user_id)
      );
    `,
  },
  {
    version: 17,
    name: 'note favorites and clips',
    sql: `
      CREATE TABLE note_favorites (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        note_id TEXT NOT NULL REFERENCES notes(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        UNIQUE (user_id, note_id)
      );
      CREATE TABLE clips (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        last_clipped_at INTEGER,
        name TEXT NOT NULL,
        description TEXT,
        is_public INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX clips_owner ON clips(user_id, id);
      CREATE TABLE clip_notes (
        id TEXT PRIMARY KEY,
        clip_id TEXT NOT NULL REFERENCES clips(id) ON DELETE CASCADE,
        note_id TEXT NOT NULL REFERENCES notes(id) ON DELETE CASCADE,
        UNIQUE (clip_id, note_id)
      );
      CREATE INDEX clip_notes_note ON clip_notes(note_id);
      CREATE TABLE clip_favorites (
        id TEXT PRIMARY KEY,
        clip_id TEXT NOT NULL REFERENCES clips(id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        UNIQUE (clip_id, user_id)
      );
    `,
  },
  {
    version: 18,
    name: 'antennas',
    sql: `
      CREATE TABLE antennas (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        last_used_at INTEGER NOT NULL,
        name TEXT NOT NULL,
        src TEXT NOT NULL,
        user_list_id TEXT REFERENCES user_lists(id) ON DELETE SET NULL,
        keywords TEXT NOT NULL DEFAULT '[]',
        exclude_keywords TEXT NOT NULL DEFAULT '[]',
        users TEXT NOT NULL DEFAULT '[]',
        case_sensitive INTEGER NOT NULL DEFAULT 0,
        local_only INTEGER NOT NULL DEFAULT 0,
        exclude_bots INTEGER NOT NULL DEFAULT 0,
        with_replies INTEGER NOT NULL DEFAULT 0,
        with_file INTEGER NOT NULL DEFAULT 0,
        exclude_notes_in_sensitive_channel INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX antennas_owner ON antennas(user_id, id);
      CREATE TABLE antenna_notes (
        antenna_id TEXT NOT NULL REFERENCES antennas(id) ON DELETE CASCADE,
        note_id TEXT NOT NULL REFERENCES notes(id) ON DELETE CASCADE,
        PRIMARY KEY (antenna_id, note_id)
      );
    `,
  },
  {
    version: 19,
    name: 'channels',
    sql: `
      CREATE TABLE channels (
        id TEXT PRIMARY KEY,
        user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
        created_at INTEGER NOT NULL,
        last_noted_at INTEGER,
        name TEXT NOT NULL,
        description TEXT,
        banner_id TEXT REFERENCES drive_files(id) ON DELETE SET NULL,
        color TEXT NOT NULL DEFAULT '#86b300',
        is_archived INTEGER NOT NULL DEFAULT 0,
        is_sensitive INTEGER NOT NULL DEFAULT 0,
        allow_renote_to_external INTEGER NOT NULL DEFAULT 1,
        pinned_note_ids TEXT NOT NULL DEFAULT '[]',
        users_count INTEGER NOT NULL DEFAULT 0,
        notes_count INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX channels_owner ON channels(user_id, id);
      CREATE INDEX channels_last_noted ON channels(last_noted_at);
      CREATE TABLE channel_followings (
        id TEXT PRIMARY KEY,
        channel_id TEXT NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        UNIQUE (user_id, channel_id)
      );
      CREATE TABLE channel_favorites (
        id TEXT PRIMARY KEY,
        channel_id TEXT NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        UNIQUE (user_id, channel_id)
      );
      CREATE INDEX notes_channel ON notes(channel_id, id) WHERE channel_id IS NOT NULL;
    `,
  },
  {
    version: 20,
    name: 'roles',
    sql: `
      CREATE TABLE roles (
        id TEXT PRIMARY KEY,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        name TEXT NOT NULL,
        description TEXT NOT NULL DEFAULT '',
        color TEXT,
        icon_url TEXT,
        target TEXT NOT NULL DEFAULT 'manual',
        cond_formula TEXT NOT NULL DEFAULT '{}',
        is_public INTEGER NOT NULL DEFAULT 0,
        is_explorable INTEGER NOT NULL DEFAULT 0,
        as_badge INTEGER NOT NULL DEFAULT 0,
        is_moderator INTEGER NOT NULL DEFAULT 0,
        is_administrator INTEGER NOT NULL DEFAULT 0,
        can_edit_members_by_moderator INTEGER NOT NULL DEFAULT 0,
        preserve_assignment_on_move INTEGER NOT NULL DEFAULT 0,
        display_order INTEGER NOT NULL DEFAULT 0,
        policies TEXT NOT NULL DEFAULT '{}'
      );
      CREATE TABLE role_assignments (
        id TEXT PRIMARY KEY,
        role_id TEXT NOT NULL REFERENCES roles(id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER,
        UNIQUE (user_id, role_id)
      );
      CREATE INDEX role_assignments_role ON role_assignments(role_id, id);
    `,
  },
  {
    version: 21,
    name: 'announcements',
    sql: `
      CREATE TABLE announcements (
        id TEXT PRIMARY KEY,
        created_at INTEGER NOT NULL,
        updated_at INTEGER,
        title TEXT NOT NULL,
        text TEXT NOT NULL,
        image_url TEXT,
        icon TEXT NOT NULL DEFAULT 'info',
        display TEXT NOT NULL DEFAULT 'normal',
        for_existing_users INTEGER NOT NULL DEFAULT 0,
        silence INTEGER NOT NULL DEFAULT 0,
        need_confirmation_to_read INTEGER NOT NULL DEFAULT 0,
        is_active INTEGER NOT NULL DEFAULT 1,
        user_id TEXT REFERENCES users(id) ON DELETE CASCADE
      );
      CREATE TABLE announcement_reads (
        id TEXT PRIMARY KEY,
        announcement_id TEXT NOT NULL REFERENCES announcements(id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        UNIQUE (user_id, announcement_id)
      );
    `,
  },
  {
    version: 22,
    name: 'chat',
    sql: `
      CREATE TABLE chat_rooms (
        id TEXT PRIMARY KEY,
        created_at INTEGER NOT NULL,
        owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        description TEXT NOT NULL DEFAULT ''
      );
      CREATE INDEX chat_rooms_owner ON chat_rooms(owner_id, id);
      CREATE TABLE chat_room_memberships (
        id TEXT PRIMARY KEY,
        room_id TEXT NOT NULL REFERENCES chat_rooms(id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        is_muted INTEGER NOT NULL DEFAULT 0,
        UNIQUE (room_id, user_id)
      );
      CREATE INDEX chat_room_memberships_user ON chat_room_memberships(user_id, id);
      CREATE TABLE chat_room_invitations (
        id TEXT PRIMARY KEY,
        room_id TEXT NOT NULL REFERENCES chat_rooms(id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        ignored INTEGER NOT NULL DEFAULT 0,
        UNIQUE (room_id, user_id)
      );
      CREATE INDEX chat_room_invitations_user ON chat_room_invitations(user_id, id);
      CREATE TABLE chat_messages (
        id TEXT PRIMARY KEY,
        created_at INTEGER NOT NULL,
        from_user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        to_user_id TEXT REFERENCES users(id) ON DELETE CASCADE,
        to_room_id TEXT REFERENCES chat_rooms(id) ON DELETE CASCADE,
        text TEXT,
        file_id TEXT REFERENCES drive_files(id) ON DELETE CASCADE,
        reactions TEXT NOT NULL DEFAULT '[]'
      );
      CREATE INDEX chat_messages_pair ON chat_messages(from_user_id, to_user_id, id);
      CREATE INDEX chat_messages_to_user ON chat_messages(to_user_id, id);
      CREATE INDEX chat_messages_room ON chat_messages(to_room_id, id);
      CREATE TABLE chat_unreads (
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        peer TEXT NOT NULL,
        message_id TEXT NOT NULL,
        PRIMARY KEY (user_id, peer)
      );
    `,
  },
  {
    version: 23,
    name: 'logged-in days',
    sql: `
      ALTER TABLE users ADD COLUMN logged_in_days INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE users ADD COLUMN last_logged_in_day TEXT;
    `,
  },
  {
    version: 24,
    name: 'user tags',
    sql: `
      ALTER TABLE users ADD COLUMN tags TEXT NOT NULL DEFAULT '[]';
    `,
  },
  {
    version: 25,
    name: 'invitation codes',
    sql: `
      CREATE TABLE invite_codes (
        id TEXT PRIMARY KEY,
        code TEXT NOT NULL UNIQUE,
        created_at INTEGER NOT NULL,
        created_by_id TEXT REFERENCES users(id) ON DELETE SET NULL,
        expires_at INTEGER,
        used_by_id TEXT REFERENCES users(id) ON DELETE SET NULL,
        used_at INTEGER
      );
      CREATE INDEX invite_codes_creator ON invite_codes(created_by_id, id);
    `,
  },
  {
    version: 26,
    name: 'chart counters',
    sql: `
      -- What was removed and when, so the charts can count decreases and past totals.
      CREATE TABLE chart_removals (
        kind TEXT NOT NULL,
        removed_at INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        user_id TEXT,
        size INTEGER NOT NULL DEFAULT 0,
        note_kind TEXT,
        with_file INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX chart_removals_kind ON chart_removals(kind, removed_at);
      CREATE TRIGGER chart_note_removed AFTER DELETE ON notes BEGIN
        INSERT INTO chart_removals (kind, removed_at, created_at, user_id, note_kind, with_file)
        VALUES ('note', CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), OLD.created_at, OLD.user_id,
          CASE WHEN OLD.reply_id IS NOT NULL THEN 'reply' WHEN OLD.renote_id IS NOT NULL THEN 'renote' ELSE 'normal' END,
          OLD.file_ids <> '[]');
      END;
      CREATE TRIGGER chart_user_removed AFTER DELETE ON users BEGIN
        INSERT INTO chart_removals (kind, removed_at, created_at, user_id)
        VALUES ('user', CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), OLD.created_at, OLD.id);
      END;
      CREATE TRIGGER chart_file_removed AFTER DELETE ON drive_files BEGIN
        INSERT INTO chart_removals (kind, removed_at, created_at, user_id, size)
        VALUES ('file', CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), OLD.created_at, OLD.user_id, OLD.size);
      END;
      -- Who used the server in which hour (the active-users chart's reads).
      CREATE TABLE active_user_hours (
        hour INTEGER NOT NULL,
        user_id TEXT NOT NULL,
        PRIMARY KEY (hour, user_id)
      );
    `,
  },
  {
    version: 27,
    name: 'ads',
    sql: `
      CREATE TABLE ads (
        id TEXT PRIMARY KEY,
        starts_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        place TEXT NOT NULL,
        priority TEXT NOT NULL,
        ratio INTEGER NOT NULL,
        url TEXT NOT NULL,
        image_url TEXT NOT NULL,
        memo TEXT NOT NULL,
        day_of_week INTEGER NOT NULL,
        is_sensitive INTEGER NOT NULL DEFAULT 0
      );
    `,
  },
  {
    version: 28,
    name: 'per-user chart counters',
    sql: `
      -- The other side of a removed relation (a follow's followee).
      ALTER TABLE chart_removals ADD COLUMN other_id TEXT;
      CREATE TRIGGER chart_follow_removed AFTER DELETE ON follows BEGIN
        INSERT INTO chart_removals (kind, removed_at, created_at, user_id, other_id)
        VALUES ('follow', CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), OLD.created_at, OLD.follower_id,
          OLD.followee_id);
      END;
      -- A removed reaction, counted for the author of the note it was on (while that note exists).
      CREATE TRIGGER chart_reaction_removed AFTER DELETE ON reactions BEGIN
        INSERT INTO chart_removals (kind, removed_at, created_at, user_id, other_id)
        VALUES ('reaction', CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), OLD.created_at,
          (SELECT user_id FROM notes WHERE id = OLD.note_id), OLD.user_id);
      END;
      -- Who looked at whose profile: a signed-in viewer by id, a visitor by a hash of the address.
      CREATE TABLE profile_views (
        user_id TEXT NOT NULL,
        viewer_key TEXT NOT NULL,
        signed_in INTEGER NOT NULL,
        viewed_at INTEGER NOT NULL
      );
      CREATE INDEX profile_views_user ON profile_views(user_id, viewed_at);
    `,
  },
  {
    version: 29,
    name: 'play (flashes) and their likes',
    sql: `
      CREATE TABLE flashes (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        updated_at INTEGER NOT NULL,
        title TEXT NOT NULL,
        summary TEXT NOT NULL,
        script TEXT NOT NULL,
        permissions TEXT NOT NULL DEFAULT '[]',
        visibility TEXT NOT NULL DEFAULT 'public',
        liked_count INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX flashes_owner ON flashes(user_id, id);
      CREATE TABLE flash_likes (
        id TEXT PRIMARY KEY,
        flash_id TEXT NOT NULL REFERENCES flashes(id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        UNIQUE (flash_id, user_id)
      );
      CREATE INDEX flash_likes_user ON flash_likes(user_id, id);
    `,
  },
  {
    version: 30,
    name: 'gallery posts and their likes',
    sql: `
      CREATE TABLE gallery_posts (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        updated_at INTEGER NOT NULL,
        title TEXT NOT NULL,
        description TEXT,
        -- A JSON array of drive file ids, in the order shown.
        file_ids TEXT NOT NULL,
        is_sensitive INTEGER NOT NULL DEFAULT 0,
        liked_count INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX gallery_posts_owner ON gallery_posts(user_id, id);
      CREATE TABLE gallery_likes (
        id TEXT PRIMARY KEY,
        post_id TEXT NOT NULL REFERENCES gallery_posts(id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        UNIQUE (post_id, user_id)
      );
      CREATE INDEX gallery_likes_user ON gallery_likes(user_id, id);
    `,
  },
  {
    version: 31,
    name: 'pages and their likes',
    sql: `
      CREATE TABLE pages (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        updated_at INTEGER NOT NULL,
        title TEXT NOT NULL,
        name TEXT NOT NULL,
        summary TEXT,
        -- The blocks and variables as JSON, as Misskey keeps them.
        content TEXT NOT NULL,
        variables TEXT NOT NULL,
        script TEXT NOT NULL,
        eye_catching_image_id TEXT,
        font TEXT NOT NULL DEFAULT 'sans-serif',
        align_center INTEGER NOT NULL DEFAULT 0,
        hide_title_when_pinned INTEGER NOT NULL DEFAULT 0,
        liked_count INTEGER NOT NULL DEFAULT 0,
        UNIQUE (user_id, name)
      );
      CREATE TABLE page_likes (
        id TEXT PRIMARY KEY,
        page_id TEXT NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        UNIQUE (page_id, user_id)
      );
      CREATE INDEX page_likes_user ON page_likes(user_id, id);
    `,
  },
  {
    version: 32,
    name: 'custom emoji limited to roles as reactions',
    sql: `
      ALTER TABLE emojis ADD COLUMN role_ids TEXT NOT NULL DEFAULT '[]';
    `,
  },
  {
    version: 33,
    name: 'reversi games',
    sql: `
      CREATE TABLE reversi_games (
        id TEXT PRIMARY KEY,
        created_at INTEGER NOT NULL,
        -- user1 invited or waited; user2 accepted or matched.
        user1_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        user2_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        user1_ready INTEGER NOT NULL DEFAULT 0,
        user2_ready INTEGER NOT NULL DEFAULT 0,
        started_at INTEGER,
        ended_at INTEGER,
        winner_id TEXT,
        surrendered_user_id TEXT,
        timeout_user_id TEXT,
        -- 1 when user1 plays black, 2 when user2 does; null until the game starts.
        black INTEGER,
        bw TEXT NOT NULL DEFAULT 'random',
        no_irregular_rules INTEGER NOT NULL DEFAULT 0,
        is_llotheo INTEGER NOT NULL DEFAULT 0,
        can_put_everywhere INTEGER NOT NULL DEFAULT 0,
        looped_board INTEGER NOT NULL DEFAULT 0,
        time_limit_for_each_turn INTEGER NOT NULL DEFAULT 90,
        -- The board and the moves as JSON, in Misskey's forms.
        map TEXT NOT NULL,
        logs TEXT NOT NULL DEFAULT '[]',
        crc32 TEXT
      );
      CREATE INDEX reversi_games_user1 ON reversi_games(user1_id, id);
      CREATE INDEX reversi_games_user2 ON reversi_games(user2_id, id);
    `,
  },
  {
    version: 34,
    name: 'bubble game records',
    sql: `
      CREATE TABLE bubble_game_records (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        seed TEXT NOT NULL,
        seeded_at INTEGER NOT NULL,
        score INTEGER NOT NULL,
        game_mode TEXT NOT NULL,
        game_version INTEGER NOT NULL,
        -- The drops as the client logged them (JSON), kept for checking a record later.
        logs TEXT NOT NULL
      );
      CREATE INDEX bubble_game_records_ranking ON bubble_game_records(game_mode, score);
    `,
  },
  {
    version: 35,
    name: 'moderation: notes on users, abuse reports, the moderation log',
    sql: `
      ALTER TABLE users ADD COLUMN moderation_note TEXT NOT NULL DEFAULT '';
      CREATE TABLE abuse_reports (
        id TEXT PRIMARY KEY,
        created_at INTEGER NOT NULL,
        reporter_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        target_user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        comment TEXT NOT NULL,
        resolved INTEGER NOT NULL DEFAULT 0,
        -- 'accept' or 'reject' once resolved, as Misskey records it.
        resolved_as TEXT,
        assignee_id TEXT REFERENCES users(id) ON DELETE SET NULL,
        forwarded INTEGER NOT NULL DEFAULT 0,
        moderation_note TEXT NOT NULL DEFAULT ''
      );
      CREATE INDEX abuse_reports_resolved ON abuse_reports(resolved, id);
      CREATE TABLE moderation_logs (
        id TEXT PRIMARY KEY,
        created_at INTEGER NOT NULL,
        moderator_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        type TEXT NOT NULL,
        -- What was done to what, as JSON (Misskey's info).
        info TEXT NOT NULL
      );
      CREATE INDEX moderation_logs_type ON moderation_logs(type, id);
    `,
  },
  {
    version: 36,
    name: 'system webhooks and who hears of abuse reports',
    sql: `
      CREATE TABLE system_webhooks (
        id TEXT PRIMARY KEY,
        updated_at INTEGER NOT NULL,
        is_active INTEGER NOT NULL,
        name TEXT NOT NULL,
        -- A JSON array of the events it is sent (abuseReport, userCreated, ...).
        events TEXT NOT NULL,
        url TEXT NOT NULL,
        secret TEXT NOT NULL DEFAULT '',
        latest_sent_at INTEGER,
        latest_status INTEGER
      );
      CREATE TABLE abuse_report_recipients (
        id TEXT PRIMARY KEY,
        updated_at INTEGER NOT NULL,
        is_active INTEGER NOT NULL,
        name TEXT NOT NULL,
        -- 'email' (to user_id's verified address) or 'webhook' (system_webhook_id).
        method TEXT NOT NULL,
        user_id TEXT REFERENCES users(id) ON DELETE CASCADE,
        system_webhook_id TEXT REFERENCES system_webhooks(id) ON DELETE CASCADE
      );
    `,
  },
  {
    version: 37,
    name: 'relays',
    sql: `
      CREATE TABLE relays (
        id TEXT PRIMARY KEY,
        inbox TEXT NOT NULL UNIQUE,
        -- requesting until the relay answers; this server sends it nothing while it does not federate.
        status TEXT NOT NULL DEFAULT 'requesting'
      );
    `,
  },
  {
    version: 38,
    name: 'push subscriptions',
    sql: `
      -- A browser's push subscription of a user (Misskey's sw_subscription): where and how to push.
      CREATE TABLE sw_subscriptions (
        id TEXT PRIMARY KEY,
        created_at INTEGER NOT NULL,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        endpoint TEXT NOT NULL,
        auth TEXT NOT NULL,
        publickey TEXT NOT NULL,
        send_read_message INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX sw_subscriptions_user ON sw_subscriptions (user_id);
    `,
  },
  {
    version: 39,
    name: 'remote servers',
    sql: `
      -- The other servers this one knows (Misskey's instance table). A server that does not
      -- federate learns of none; the rows carry what moderators decide about a server.
      CREATE TABLE instances (
        id TEXT PRIMARY KEY,
        host TEXT NOT NULL UNIQUE,
        first_retrieved_at INTEGER NOT NULL,
        users_count INTEGER NOT NULL DEFAULT 0,
        notes_count INTEGER NOT NULL DEFAULT 0,
        following_count INTEGER NOT NULL DEFAULT 0,
        followers_count INTEGER NOT NULL DEFAULT 0,
        latest_request_received_at INTEGER,
        is_not_responding INTEGER NOT NULL DEFAULT 0,
        -- none, manuallySuspended, goneSuspended, autoSuspendedForNotResponding, softwareSuspended
        suspension_state TEXT NOT NULL DEFAULT 'none',
        software_name TEXT,
        software_version TEXT,
        open_registrations INTEGER,
        name TEXT,
        description TEXT,
        maintainer_name TEXT,
        maintainer_email TEXT,
        icon_url TEXT,
        favicon_url TEXT,
        theme_color TEXT,
        info_updated_at INTEGER,
        moderation_note TEXT NOT NULL DEFAULT ''
      );
    `,
  },
  {
    version: 40,
    name: 'user memos, thread and channel mutes, follow settings',
    sql: `
      -- A private note one user keeps about another (users/update-memo), shown only to its writer.
      CREATE TABLE user_memos (
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        target_user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        memo TEXT NOT NULL,
        PRIMARY KEY (user_id, target_user_id)
      );
      -- Threads a user muted (notes/thread-muting/create): keyed by the thread's first note.
      CREATE TABLE note_thread_mutings (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        thread_id TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        UNIQUE (user_id, thread_id)
      );
      -- Channels a user muted (channels/mute/create), until expires_at when set.
      CREATE TABLE channel_mutings (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        channel_id TEXT NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER,
        UNIQUE (user_id, channel_id)
      );
      -- Per follow (following/update): 'normal' notifies the follower of each new note of the
      -- followee; with_replies shows the followee's replies to others in the follower's home.
      ALTER TABLE follows ADD COLUMN notify TEXT NOT NULL DEFAULT 'none';
      ALTER TABLE follows ADD COLUMN with_replies INTEGER NOT NULL DEFAULT 0;
    `,
  },
  {
    version: 41,
    name: 'note drafts',
    sql: `
      -- A note a user keeps on the server to finish later (notes/drafts/*), as Misskey's note_draft.
      -- The id is an aid, so it tells when the draft was made. Lists are JSON arrays of ids or strings.
      CREATE TABLE note_drafts (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        text TEXT,
        cw TEXT,
        hashtag TEXT,
        visibility TEXT NOT NULL DEFAULT 'public',
        visible_user_ids TEXT NOT NULL DEFAULT '[]',
        file_ids TEXT NOT NULL DEFAULT '[]',
        reply_id TEXT,
        renote_id TEXT,
        channel_id TEXT,
        local_only INTEGER NOT NULL DEFAULT 0,
        reaction_acceptance TEXT,
        has_poll INTEGER NOT NULL DEFAULT 0,
        poll_choices TEXT NOT NULL DEFAULT '[]',
        poll_multiple INTEGER NOT NULL DEFAULT 0,
        poll_expires_at INTEGER,
        poll_expired_after INTEGER,
        scheduled_at INTEGER,
        is_actually_scheduled INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX note_drafts_user ON note_drafts(user_id, id);
    `,
  },
  {
    version: 42,
    name: 'user ips',
    sql: `
      -- The addresses an account called the API from (Misskey's user_ip), each kept once with the
      -- time it was first seen; recorded only while the meta's enableIpLogging is on.
      CREATE TABLE user_ips (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        ip TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        UNIQUE (user_id, ip)
      );
    `,
  },
  {
    version: 43,
    name: 'promotions',
    sql: `
      -- Notes the moderators promote until a date (Misskey's promo_note), and who has read each
      -- (promo_read, once per account).
      CREATE TABLE promo_notes (
        note_id TEXT PRIMARY KEY REFERENCES notes(id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        expires_at INTEGER NOT NULL
      );
      CREATE TABLE promo_reads (
        id TEXT PRIMARY KEY,
        created_at INTEGER NOT NULL,
        note_id TEXT NOT NULL REFERENCES notes(id) ON DELETE CASCADE,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        UNIQUE (user_id, note_id)
      );
    `,
  },
  {
    version: 44,
    name: 'poll ended notifications',
    sql: `
      -- Whether a poll's end has been told to its author and voters (Misskey's pollEnded), so a
      -- restart neither misses nor repeats it. Polls already over before this are counted as told.
      ALTER TABLE polls ADD COLUMN ended_notified INTEGER NOT NULL DEFAULT 0;
      UPDATE polls SET ended_notified = 1
        WHERE expires_at IS NOT NULL AND expires_at <= CAST(strftime('%s', 'now') AS INTEGER) * 1000;
      CREATE INDEX polls_pending_end ON polls(expires_at) WHERE ended_notified = 0 AND expires_at IS NOT NULL;
    `,
  },
];
