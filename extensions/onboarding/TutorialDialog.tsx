import { useExtensionStrings, useHost } from '@tessera/sdk';
import { useState } from 'react';
import type {} from './api';
import { StepFrame } from './StepFrame';
import { TUTORIAL_STEPS } from './steps';

/**
 * The tutorial (Misskey's): posting a note, the timelines, reactions, the post form's options
 * (content warning, visibility) and sensitive media, one step at a time. Reaching its end tells
 * the client (`onboarding.tutorialCompleted`), which earns the tutorialCompleted achievement.
 */
export function TutorialDialog({ close }: { close(): void }) {
  const t = useExtensionStrings('onboarding.tutorial');
  const host = useHost();
  const [index, setIndex] = useState(0);
  const step = TUTORIAL_STEPS[index] ?? 'welcome';
  const last = index === TUTORIAL_STEPS.length - 1;
  const finish = () => {
    host.events.emit('onboarding.tutorialCompleted', {});
    close();
  };
  return (
    <StepFrame
      title={t(`${step}.title`)}
      progress={t('progress', { step: index + 1, count: TUTORIAL_STEPS.length })}
      index={index}
      count={TUTORIAL_STEPS.length}
      buttons={
        <>
          {index > 0 && (
            <button type="button" className="button" onClick={() => setIndex(index - 1)}>
              {t('back')}
            </button>
          )}
          {!last && (
            <button type="button" className="button" onClick={close}>
              {t('close')}
            </button>
          )}
          <button type="button" className="button primary" onClick={() => (last ? finish() : setIndex(index + 1))}>
            {last ? t('finish') : t('next')}
          </button>
        </>
      }
    >
      {t(`${step}.text`)
        .split('\n')
        .map((line) => (
          <p key={line}>{line}</p>
        ))}
    </StepFrame>
  );
}
