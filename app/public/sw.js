// Tessera's service worker. The built code (hashed, never changing) comes from its cache, so a
// repeat visit fetches no code. Pages come from the network first, the last page from the cache
// when the network fails; when the page changes (a new build), open tabs are told so they can
// offer to reload. Nothing else (API, streaming, files) passes through it.
const CACHE = 'tessera-v1';
const HASHED_ASSET = /^\/client-assets\/.+-[\w-]{8,}\.\w+$/;
const SHELL_KEY = '/';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(page(request, event.clientId || event.resultingClientId));
  else if (HASHED_ASSET.test(url.pathname)) event.respondWith(asset(request));
});

// The page names the built files it loaded before this worker controlled it; they are kept now
// (from the browser's cache, not the network), so the next visit finds all its code here.
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'tessera:keep' || !Array.isArray(event.data.urls)) return;
  const urls = event.data.urls.filter((text) => {
    const url = URL.canParse(text) ? new URL(text) : null;
    return url?.origin === self.location.origin && HASHED_ASSET.test(url.pathname);
  });
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) =>
        Promise.all(urls.map(async (url) => (await cache.match(url)) || cache.add(url).catch(() => {}))),
      ),
  );
});

async function asset(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function page(request, clientId) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    // Only the app's page is kept: the server marks it (other HTML, such as mailed links, is not).
    if (response.ok && response.headers.get('x-tessera-page') === 'app') {
      const previous = await cache.match(SHELL_KEY);
      const before = previous?.headers.get('etag');
      await cache.put(SHELL_KEY, response.clone());
      if (before && before !== response.headers.get('etag')) await announceNewVersion(clientId);
    }
    return response;
  } catch (error) {
    const cached = await cache.match(SHELL_KEY);
    if (cached) return cached;
    throw error;
  }
}

async function announceNewVersion(exceptId) {
  const tabs = await self.clients.matchAll({ type: 'window' });
  for (const tab of tabs) if (tab.id !== exceptId) tab.postMessage({ type: 'tessera:newVersion' });
}

// ---- Push notifications ----------------------------------------------------------------------
// The server pushes { type, body, userId, dateTime } (Misskey's PushNotificationService). Each is
// shown as Misskey's worker shows it, in plain text; its actions call the API with the token of
// the account it is for, which the page shares with this worker (below), and opening switches
// the page to that account (?loginId=, as Misskey does).

const DAY_MS = 24 * 60 * 60 * 1000;
const STRINGS = {
  en: {
    followed: 'New follower',
    mention: 'Mentioned by {name}',
    reply: 'Reply from {name}',
    renote: 'Renoted by {name}',
    quote: 'Quoted by {name}',
    note: 'New note: {name}',
    followRequest: 'Follow request',
    followAccepted: 'Follow request accepted',
    achievement: 'Achievement unlocked',
    login: 'New sign-in to your account',
    exported: 'Export finished: {what}',
    pollEnded: 'A poll has ended',
    test: 'Test notification',
    testBody: 'Notifications will look like this.',
    chat: 'Chat: {name}',
    followBack: 'Follow back',
    replyAction: 'Reply',
    renoteAction: 'Renote',
    like: 'Like',
    accept: 'Accept',
    reject: 'Decline',
    markAllRead: 'Mark all read',
    settings: 'Notification settings',
    read: 'Notifications read',
    entities: {
      antenna: 'antennas',
      blocking: 'blocked users',
      clip: 'clips',
      customEmoji: 'custom emoji',
      favorite: 'favorites',
      following: 'follows',
      muting: 'muted users',
      note: 'notes',
      userList: 'lists',
    },
  },
  ja: {
    followed: 'フォローされました',
    mention: '{name}さんからのメンション',
    reply: '{name}さんから返信',
    renote: '{name}さんがリノート',
    quote: '{name}さんが引用',
    note: '新しい投稿: {name}',
    followRequest: 'フォローリクエストが届きました',
    followAccepted: 'フォローリクエストが承認されました',
    achievement: '実績を獲得しました',
    login: 'アカウントに新しいログインがありました',
    exported: '{what}のエクスポートが終わりました',
    pollEnded: 'アンケートが終了しました',
    test: 'テスト通知',
    testBody: '通知はこのように表示されます。',
    chat: 'チャット: {name}',
    followBack: 'フォローを返す',
    replyAction: '返信',
    renoteAction: 'リノート',
    like: 'いいね',
    accept: '承認',
    reject: '拒否',
    markAllRead: 'すべて既読にする',
    settings: '通知の設定',
    read: '通知を既読にしました',
    entities: {
      antenna: 'アンテナ',
      blocking: 'ブロック',
      clip: 'クリップ',
      customEmoji: 'カスタム絵文字',
      favorite: 'お気に入り',
      following: 'フォロー',
      muting: 'ミュート',
      note: 'ノート',
      userList: 'リスト',
    },
  },
};

// What the page shares: its accounts on this server ({ id, token }) and its language. Kept in the
// client database (which signing out of the last account deletes), so a push that wakes this
// worker with no tab open still finds them.
const SHARED_DB = 'tessera';
const SHARED_STORE = 'push';

function withStore(mode, run) {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(SHARED_DB, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(SHARED_STORE);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction(SHARED_STORE, mode);
      const request = run(tx.objectStore(SHARED_STORE));
      tx.oncomplete = () => {
        db.close();
        resolve(request?.result);
      };
      tx.onerror = () => {
        db.close();
        reject(tx.error);
      };
    };
  });
}

const readShared = (key) => withStore('readonly', (store) => store.get(key)).catch(() => undefined);

self.addEventListener('message', (event) => {
  if (event.data?.type !== 'tessera:push-share') return;
  const accounts = Array.isArray(event.data.accounts)
    ? event.data.accounts
        .filter((a) => typeof a?.id === 'string' && typeof a?.token === 'string')
        .map((a) => ({ id: a.id, token: a.token }))
    : [];
  const lang = typeof event.data.lang === 'string' ? event.data.lang : 'en-US';
  event.waitUntil(
    withStore('readwrite', (store) => {
      store.put(accounts, 'accounts');
      store.put(lang, 'lang');
    }).catch(() => {}),
  );
});

async function strings() {
  const lang = (await readShared('lang')) ?? self.navigator.language ?? 'en';
  return String(lang).startsWith('ja') ? STRINGS.ja : STRINGS.en;
}

const fill = (text, params) => text.replace(/\{(\w+)\}/g, (_, name) => params[name] ?? '');
const nameOf = (user) => (user?.name && user.name.trim() !== '' ? user.name : (user?.username ?? ''));
const acctOf = (user) => (user.host ? `${user.username}@${user.host}` : user.username);

async function tokenOf(userId) {
  const accounts = (await readShared('accounts')) ?? [];
  return accounts.find((a) => a.id === userId)?.token ?? null;
}

async function api(endpoint, userId, params) {
  const token = await tokenOf(userId);
  if (!token) return null;
  const response = await fetch(`${self.location.origin}/api/${endpoint}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...params, i: token }),
    credentials: 'omit',
  });
  if (!response.ok) return null;
  return response.status === 204 ? {} : response.json().catch(() => ({}));
}

/** The title and options Misskey's worker shows for a push, or null for one it does not show. */
async function compose(data) {
  const s = await strings();
  if (data.type === 'newChatMessage') {
    const message = data.body;
    const from = nameOf(message.fromUser);
    return [
      message.toRoom ? `${message.toRoom.name}: ${from}` : fill(s.chat, { name: from }),
      {
        body: message.text ?? '',
        icon: message.fromUser?.avatarUrl ?? undefined,
        tag: message.toRoom ? `chat:room:${message.toRoomId}` : `chat:user:${message.fromUserId}`,
        data,
      },
    ];
  }
  if (data.type !== 'notification') return null;
  const n = data.body;
  const who = n.user ? nameOf(n.user) : '';
  const icon = n.user?.avatarUrl ?? undefined;
  const text = n.note?.text ?? '';
  const shareable = n.note && (n.note.visibility === 'public' || n.note.visibility === 'home');
  const reply = { action: 'reply', title: s.replyAction };
  const renote = { action: 'renote', title: s.renoteAction };
  const like = { action: 'like', title: s.like };
  switch (n.type) {
    case 'follow': {
      const detail = await api('users/show', data.userId, { userId: n.userId }).catch(() => null);
      const actions = detail && !detail.isFollowing ? [{ action: 'follow', title: s.followBack }] : [];
      return [s.followed, { body: who, icon, data, actions }];
    }
    case 'mention':
      return [fill(s.mention, { name: who }), { body: text, icon, data, actions: [reply, like] }];
    case 'reply':
      return [fill(s.reply, { name: who }), { body: text, icon, data, actions: [reply, like] }];
    case 'renote':
      return [fill(s.renote, { name: who }), { body: text, icon, data, actions: [{ action: 'showUser', title: who }] }];
    case 'quote':
      return [
        fill(s.quote, { name: who }),
        { body: text, icon, data, actions: shareable ? [reply, renote, like] : [reply, like] },
      ];
    case 'note':
      return [
        fill(s.note, { name: who }),
        { body: text, icon, data, actions: shareable ? [reply, renote, like] : [reply, like] },
      ];
    case 'reaction': {
      const reaction = n.reaction.startsWith(':') ? n.reaction.slice(1, -1).split('@')[0] : n.reaction;
      return [
        `${reaction} ${who}`,
        { body: text, icon, data, tag: `reaction:${n.note.id}`, actions: [{ action: 'showUser', title: who }] },
      ];
    }
    case 'receiveFollowRequest':
      return [
        s.followRequest,
        {
          body: who,
          icon,
          data,
          actions: [
            { action: 'accept', title: s.accept },
            { action: 'reject', title: s.reject },
          ],
        },
      ];
    case 'followRequestAccepted':
      return [s.followAccepted, { body: who, icon, data }];
    case 'achievementEarned':
      return [s.achievement, { body: '', data, tag: `achievement:${n.achievement}` }];
    case 'login':
      return [s.login, { data }];
    case 'exportCompleted':
      return [fill(s.exported, { what: s.entities[n.exportedEntity] ?? n.exportedEntity }), { data }];
    case 'pollEnded':
      return [s.pollEnded, { body: text, data }];
    case 'app':
      return [n.header ?? n.body, { body: n.header ? n.body : '', icon: n.icon ?? undefined, data }];
    case 'test':
      return [s.test, { body: s.testBody, data }];
    default:
      return null;
  }
}

/** Closes the notifications shown, all but the "read" one. */
async function closeShown() {
  for (const shown of await self.registration.getNotifications()) if (shown.tag !== 'read_notification') shown.close();
}

/**
 * A push must show something (browsers require it): for one with nothing to show, a quiet one
 * naming the server, with marking all read and the settings at hand, as Misskey's worker does.
 */
async function showQuiet() {
  const s = await strings();
  return self.registration.showNotification(self.location.host, {
    body: s.read,
    silent: true,
    tag: 'read_notification',
    data: {},
    actions: [
      { action: 'markAllAsRead', title: s.markAllRead },
      { action: 'settings', title: s.settings },
    ],
  });
}

self.addEventListener('push', (event) => {
  event.waitUntil(
    (async () => {
      let data = null;
      try {
        data = event.data?.json() ?? null;
      } catch {
        data = null;
      }
      if (data?.type === 'notification' || data?.type === 'newChatMessage') {
        // A push more than a day late is old news.
        if (Date.now() - data.dateTime <= DAY_MS) {
          const composed = await compose(data).catch(() => null);
          if (composed) return self.registration.showNotification(composed[0], composed[1]);
        }
      } else if (data?.type === 'readAllNotifications') {
        await closeShown();
      }
      return showQuiet();
    })(),
  );
});

/**
 * Shows a path for an account: in an open tab of this site (told to go there, switching account
 * if needed), else in a new one. `?loginId=` makes the page switch to the account first.
 */
async function openPath(path, loginId) {
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = tabs.find((t) => new URL(t.url).origin === self.location.origin);
  if (tab) {
    tab.postMessage({ type: 'tessera:push-open', path, loginId });
    return tab.focus().catch(() => tab);
  }
  const url = new URL(path, self.location.origin);
  if (loginId) url.searchParams.set('loginId', loginId);
  return self.clients.openWindow(url.href);
}

async function markAllRead(userId) {
  await api('notifications/mark-all-as-read', userId, {}).catch(() => null);
}

self.addEventListener('notificationclick', (event) => {
  const { action, notification } = event;
  const data = notification.data ?? {};
  const loginId = data.userId;
  event.waitUntil(
    (async () => {
      if (data.type === 'notification') {
        const n = data.body;
        switch (action) {
          case 'follow':
            await api('following/create', loginId, { userId: n.userId });
            break;
          case 'showUser':
            if (n.user) await openPath(`/@${acctOf(n.user)}`, loginId);
            break;
          case 'reply':
            if (n.note) await openPath(`/share?replyId=${encodeURIComponent(n.note.id)}`, loginId);
            break;
          case 'renote':
            if (n.note) await api('notes/create', loginId, { renoteId: n.note.id });
            break;
          case 'like':
            if (n.note) await api('notes/reactions/create', loginId, { noteId: n.note.id, reaction: '❤' });
            break;
          case 'accept':
            if (n.type === 'receiveFollowRequest')
              await api('following/requests/accept', loginId, { userId: n.userId });
            break;
          case 'reject':
            if (n.type === 'receiveFollowRequest')
              await api('following/requests/reject', loginId, { userId: n.userId });
            break;
          default:
            if (n.type === 'receiveFollowRequest') await openPath('/my/follow-requests', loginId);
            else if (n.note) await openPath(`/notes/${n.note.id}`, loginId);
            else if (n.user) await openPath(`/@${acctOf(n.user)}`, loginId);
            else await openPath('/my/notifications', loginId);
        }
        await markAllRead(loginId);
      } else if (data.type === 'newChatMessage') {
        const m = data.body;
        await openPath(m.toRoomId ? `/chat/room/${m.toRoomId}` : `/chat/user/${m.fromUserId}`, loginId);
      } else if (action === 'markAllAsRead') {
        await closeShown();
        const accounts = (await readShared('accounts')) ?? [];
        await Promise.all(accounts.map((a) => markAllRead(a.id)));
      } else if (action === 'settings') {
        await openPath('/settings/notifications');
      }
      notification.close();
    })(),
  );
});

self.addEventListener('notificationclose', (event) => {
  const data = event.notification.data ?? {};
  if (data.type === 'notification') event.waitUntil(markAllRead(data.userId));
});
