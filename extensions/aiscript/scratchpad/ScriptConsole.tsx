import type { ConsoleLine } from '../script-session';

/** A script's output and errors, newest last, announced politely as they come. */
export function ScriptConsole({
  label,
  lines,
  empty,
}: {
  label: string;
  lines: readonly ConsoleLine[];
  empty: string;
}) {
  return (
    <section className="script-console-box" aria-label={label}>
      <h2>{label}</h2>
      {lines.length === 0 ? (
        <p className="form-hint">{empty}</p>
      ) : (
        <ol className="script-console" aria-live="polite">
          {lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: console lines only grow at the end
            <li key={index} className={line.kind === 'error' ? 'script-console-error' : undefined}>
              {line.text}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
