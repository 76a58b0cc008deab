import { SwitchRow, useAccount, useExtensionStrings, useHost, usePreference } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useId, useState } from 'react';
import './chat.css';

type Scope = entities.MeDetailed['chatScope'];
const SCOPES: readonly Scope[] = ['everyone', 'followers', 'following', 'mutual', 'none'];

/**
 * Settings > Chat: who may write to one (chatScope, saved on the server at once), and this
 * device's chat preferences: the senders' names in one-to-one chats, and Enter to send.
 */
export default function ChatSettings() {
  const t = useExtensionStrings('chat');
  const host = useHost();
  const me = useAccount()?.info ?? null;
  const scopeId = useId();
  const [pending, setPending] = useState<Scope | null>(null);
  const [showSenderName, setShowSenderName] = usePreference('chat.showSenderName');
  const [sendOnEnter, setSendOnEnter] = usePreference('chat.sendOnEnter');
  if (!me) return null;

  const saveScope = async (chatScope: Scope) => {
    setPending(chatScope);
    try {
      await host.api.call('i/update', { chatScope });
      await host.accounts.refresh();
    } catch (error) {
      const { title, text } = host.describeError(error);
      await host.modals.dialog({ type: 'error', title, text });
    } finally {
      setPending(null);
    }
  };

  return (
    <section className="page-card settings-panel" aria-labelledby="chat-settings-title">
      <h1 id="chat-settings-title">{t('settings.title')}</h1>
      <div className="settings-row">
        <label htmlFor={scopeId}>{t('settings.scope')}</label>
        <select
          id={scopeId}
          value={pending ?? me.chatScope}
          disabled={pending !== null}
          onChange={(e) => void saveScope(SCOPES.find((s) => s === e.target.value) ?? 'mutual')}
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
