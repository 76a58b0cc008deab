import { useExtensionStrings, usePreference, type WidgetProps } from '@tessera/sdk';
import { useEffect, useId, useRef, useState } from 'react';
import './clock-widgets.css';

/** How long typing pauses before the memo is saved (it is a synced preference). */
const SAVE_AFTER_MS = 1000;

/** A note to oneself, kept in the `memo` preference (the account's, as Misskey keeps it). */
export default function MemoWidget(_props: WidgetProps) {
  const t = useExtensionStrings('clock-widgets');
  const [memo, setMemo] = usePreference('memo');
  const [text, setText] = useState(memo ?? '');
  const [saved, setSaved] = useState(true);
  const id = useId();
  const latest = useRef(text);
  latest.current = text;
  // Another device's change arrives when the memo is not being typed here.
  useEffect(() => {
    if (saved) setText(memo ?? '');
  }, [memo, saved]);
  useEffect(() => {
    if (saved) return;
    const timer = setTimeout(() => {
      setMemo(latest.current);
      setSaved(true);
    }, SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [saved, setMemo]);
  return (
    <div className="memo-widget">
      <label htmlFor={id} className="widget-label">
        {t('memo')}
      </label>
      <textarea
        id={id}
        rows={5}
        value={text}
        placeholder={t('memoPlaceholder')}
        onChange={(e) => {
          setText(e.target.value);
          setSaved(false);
        }}
      />
      <small aria-live="polite">{saved ? t('saved') : t('saving')}</small>
    </div>
  );
}
