import { ServiceView, useExtensionStrings, useHost } from '@tessera/sdk';
import { useRef, useState } from 'react';
import type {} from '../notifications/api';
import { StepFrame } from './StepFrame';
import { WIZARD_FINISHED, WIZARD_STEPS } from './steps';
import { FollowStep, PrivacyStep, ProfileStep, type ProfileStepHandle } from './WizardSteps';

/**
 * The account setup wizard (Misskey's user setup dialog): welcome, profile, privacy, people to
 * follow, notifications, done. Each step reached is stored for the account, so "Later" (or
 * Escape) leaves it to be resumed at the next visit; finishing or skipping it stores -1.
 */
export function AccountSetupDialog({ start, close }: { start: number; close(): void }) {
  const t = useExtensionStrings('onboarding.wizard');
  const host = useHost();
  const [index, setIndex] = useState(start);
  const [saving, setSaving] = useState(false);
  const profile = useRef<ProfileStepHandle>(null);
  const step = WIZARD_STEPS[index] ?? 'welcome';
  const last = index === WIZARD_STEPS.length - 1;

  const go = (next: number) => {
    setIndex(next);
    host.preferences.set('accountSetupWizard', next);
  };
  const finish = (then?: () => void) => {
    host.preferences.set('accountSetupWizard', WIZARD_FINISHED);
    close();
    then?.();
  };
  const next = async () => {
    if (step === 'profile' && profile.current) {
      setSaving(true);
      const saved = await profile.current.save();
      setSaving(false);
      if (!saved) return;
    }
    go(index + 1);
  };
  const skip = async () => {
    if (await host.modals.confirm(t('skipConfirm'), { okText: t('skip') })) finish();
  };

  const content =
    step === 'profile' ? (
      <ProfileStep ref={profile} />
    ) : step === 'privacy' ? (
      <PrivacyStep />
    ) : step === 'follow' ? (
      <FollowStep />
    ) : step === 'notifications' ? (
      <>
        <p>{t('notifications.text')}</p>
        <ServiceView id="notifications.pushSetting" props={{}} />
      </>
    ) : (
      <p>{t(`${step}.text`)}</p>
    );

  return (
    <StepFrame
      title={t(`${step}.title`)}
      progress={t('progress', { step: index + 1, count: WIZARD_STEPS.length })}
      index={index}
      count={WIZARD_STEPS.length}
      buttons={
        last ? (
          <>
            <button
              type="button"
              className="button"
              onClick={() => finish(() => void host.commands.execute('onboarding.openTutorial'))}
            >
              {t('openTutorial')}
            </button>
            <button type="button" className="button primary" onClick={() => finish()}>
              {t('finish')}
            </button>
          </>
        ) : (
          <>
            {index === 0 ? (
              <button type="button" className="button" onClick={() => void skip()}>
                {t('skip')}
              </button>
            ) : (
              <button type="button" className="button" onClick={() => go(index - 1)}>
                {t('back')}
              </button>
            )}
            <button type="button" className="button" onClick={close}>
              {t('later')}
            </button>
            <button type="button" className="button primary" disabled={saving} onClick={() => void next()}>
              {index === 0 ? t('start') : t('next')}
            </button>
          </>
        )
      }
    >
      {content}
    </StepFrame>
  );
}
