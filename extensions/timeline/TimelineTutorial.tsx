import { Icon, useExtensionStrings, usePreference } from '@tessera/sdk';
import type {} from './api';

/** The timelines with an explanation of their own (spec 001: the timeline tutorial keys). */
const KINDS = ['home', 'local', 'social', 'global'] as const;
type TutorialKind = (typeof KINDS)[number];
const isKind = (id: string): id is TutorialKind => (KINDS as readonly string[]).includes(id);

/**
 * A card above a basic timeline saying what it shows, until this account dismisses it (the
 * `timelineTutorials` preference, kept per account as Misskey keeps it).
 */
export function TimelineTutorial({ kind }: { kind: string }) {
  const t = useExtensionStrings('timeline');
  const [dismissed, setDismissed] = usePreference('timelineTutorials');
  if (!isKind(kind) || dismissed[kind]) return null;
  return (
    <div role="note" className="timeline-tutorial">
      <Icon name="info" size={18} />
      <p>{t(`tutorial.${kind}`)}</p>
      <button
        type="button"
        className="icon-button"
        onClick={() =>
          setDismissed((d) => {
            d[kind] = true;
          })
        }
      >
        <Icon name="close" label={t('tutorial.dismiss')} size={18} />
      </button>
    </div>
  );
}
