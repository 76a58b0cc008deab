import { SwitchRow, useAccount, useAccountUpdate, useExtensionStrings, usePreference } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useId } from 'react';
import './chat.css';

type Scope = entities.MeDetailed['chatScope'];
const SCOPES: readonly Scope[] = ['everyone', 'followers', 'following', 'mutual', 'none'];

/**
 * Settings > Chat: who may write to one (chatScope, saved on the server at once), and this
 * device's chat preferences: the senders' names in one-to-one chats, and Enter to send.
 */
export default function ChatSettings() {
  const t = useExtensionStrings('chat');
  const me = useAccount()?.info ?? null;
  const scopeId = useId();
  const { pending, save } = useAccountUpdate<Scope>();
  const [showSenderName, setShowSenderName] = usePreference('chat.showSenderName');
  const [sendOnEnter, setSendOnEnter] = usePreference('chat.sendOnEnter');
  if (!me) return null;

  return (
    <section className="page-card settings-panel" aria-labelledby="chat-settings-title">
      <h1 id="chat-settings-title">{t('settings.title')}</h1>
      <div className="settings-row">
        <label htmlFor={scopeId}>{t('settings.scope')}</label>
        <select
          id={scopeId}
          value={pending ?? me.chatScope}
          disabled={pending !== null}
          onChange={(e) => {
            const chatScope = SCOPES.find((s) => s === e.target.value) ?? 'mutual';
            void save({ chatScope }, chatScope);
          }}
        >
          {SCOPES.map((s) => (
            <option key={s} value={s}>
              {t(`settings.scopes.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <SwitchRow label={t('settings.showSenderName')} checked={showSenderName} onChange={setShowSenderName} />
      <SwitchRow label={t('settings.sendOnEnter')} checked={sendOnEnter} onChange={setSendOnEnter} />
    </section>
  );
}
