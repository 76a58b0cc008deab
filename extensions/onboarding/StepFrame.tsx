import { type ReactNode, useEffect, useRef } from 'react';
import '@tessera/sdk/forms.css';
import './onboarding.css';

/**
 * A step of a multi-step dialog: its title (focused when the step changes, so a screen reader
 * reads where one is), where one is ("Step 2 of 6"), its content and its buttons.
 */
export function StepFrame({
  title,
  progress,
  index,
  count,
  children,
  buttons,
}: {
  title: string;
  progress: string;
  index: number;
  count: number;
  children: ReactNode;
  buttons: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes.
  useEffect(() => {
    // The dialog focuses its first control as it opens; later steps bring focus to their title.
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [index]);
  return (
    <div className="form-dialog onboarding-dialog">
      <progress className="onboarding-progress" max={count} value={index + 1} aria-label={progress} />
      <p className="onboarding-step-count">{progress}</p>
      <h2 ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <div className="onboarding-body">{children}</div>
      <div className="dialog-buttons onboarding-buttons">{buttons}</div>
    </div>
  );
}
