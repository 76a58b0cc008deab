import { type KeyboardEvent, useId, useRef } from 'react';
import type { CodeEditorProps } from '../api';

/**
 * A code field with line numbers beside it. Tab indents (Escape first leaves the field by
 * keyboard, as Tab then moves on), Ctrl+Enter runs.
 */
export function CodeEditor({ label, value, onChange, onRun }: CodeEditorProps) {
  const id = useId();
  const gutter = useRef<HTMLDivElement>(null);
  const trapTab = useRef(true);
  const lines = value.split('\n').length;
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && onRun) {
      event.preventDefault();
      onRun();
    } else if (event.key === 'Escape') {
      trapTab.current = false;
    } else if (event.key === 'Tab' && trapTab.current && !event.shiftKey) {
      event.preventDefault();
      const area = event.currentTarget;
      const start = area.selectionStart;
      const next = `${value.slice(0, start)}\t${value.slice(area.selectionEnd)}`;
      onChange(next);
      requestAnimationFrame(() => area.setSelectionRange(start + 1, start + 1));
    }
  };
  return (
    <>
      <label htmlFor={id} className="code-editor-label">
        {label}
      </label>
      <div className="code-editor">
        <div className="code-editor-gutter" ref={gutter} aria-hidden="true">
          {Array.from({ length: lines }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a line number is its own key
            <div key={i}>{i + 1}</div>
          ))}
        </div>
        <textarea
          id={id}
          className="code-editor-text"
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          wrap="off"
          value={value}
          onFocus={() => {
            trapTab.current = true;
          }}
          onKeyDown={keyDown}
          onScroll={(event) => {
            if (gutter.current) gutter.current.scrollTop = event.currentTarget.scrollTop;
          }}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </>
  );
}

export default CodeEditor;
