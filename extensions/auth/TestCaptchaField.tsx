import { useExtensionStrings } from '@tessera/sdk';
import { useId } from 'react';

/** The word Misskey's test captcha asks for. */
const TEST_CAPTCHA_WORD = 'ai-chan-kawaii';

/**
 * The answer sign-up and sign-in send for Misskey's test captcha: its pass word once the person
 * typed the captcha's word, else nothing (the server then refuses, as Misskey's does).
 */
export function testCaptchaAnswer(typed: string): { 'testcaptcha-response'?: string } {
  return typed.trim() === TEST_CAPTCHA_WORD ? { 'testcaptcha-response': 'testcaptcha-passed' } : {};
}

/** Misskey's test captcha as a field: type its word to pass. */
export function TestCaptchaField({ value, onChange }: { value: string; onChange(value: string): void }) {
  const t = useExtensionStrings('auth');
  const id = useId();
  return (
    <label htmlFor={id}>
      {t('captchaTest', { word: TEST_CAPTCHA_WORD })}
      <input
        id={id}
        autoComplete="off"
        value={value}
        maxLength={64}
        onChange={(e) => onChange(e.target.value)}
        required
      />
    </label>
  );
}
