import { useExtensionStrings, useHost, usePreference } from '@tessera/sdk';
import { useId } from 'react';
import type { EmojiPalette } from '../api';
import { EmojiListEditor } from './EmojiListEditor';
import '../emoji-picker.css';
import './emoji-palette-settings.css';

/** The picker's size steps, as the emojiPicker.* preferences hold them. */
const SIZE_STEPS = {
  'emojiPicker.scale': [1, 2, 3],
  'emojiPicker.width': [1, 2, 3],
  'emojiPicker.height': [1, 2, 3, 4],
} as const;
type SizeKey = keyof typeof SIZE_STEPS;

/**
 * Settings > Emoji palette: named palettes of emoji, which palette the picker shows first for
 * reactions and for composing (else the reaction set and the pinned emoji, edited here too),
 * and the picker's size. All are preferences, synced with the profile.
 */
export default function EmojiPaletteSettings() {
  const t = useExtensionStrings('emoji');
  const host = useHost();
  const [palettes, setPalettes] = usePreference('emojiPalettes');
  const [forReaction, setForReaction] = usePreference('emojiPaletteForReaction');
  const [forMain, setForMain] = usePreference('emojiPaletteForMain');
  const [reactions, setReactions] = usePreference('reactions');
  const [pinned, setPinned] = usePreference('pinnedEmojis');
  const ids = { reaction: useId(), main: useId() };

  const update = (id: string, change: Partial<EmojiPalette>) =>
    setPalettes(palettes.map((p) => (p.id === id ? { ...p, ...change } : p)));
  const create = () =>
    setPalettes([
      ...palettes,
      { id: crypto.randomUUID(), name: t('palette.newName', { n: String(palettes.length + 1) }), emojis: [] },
    ]);
  const remove = async (palette: EmojiPalette) => {
    const name = palette.name || t('unnamedPalette');
    if (!(await host.modals.confirm(t('palette.deleteConfirm', { name }), { danger: true }))) return;
    setPalettes(palettes.filter((p) => p.id !== palette.id));
    if (forReaction === palette.id) setForReaction(null);
    if (forMain === palette.id) setForMain(null);
  };
  const paletteChoice = (id: string, value: string | null, set: (v: string | null) => void, fallback: string) => (
    <select id={id} value={value ?? ''} onChange={(e) => set(e.target.value || null)}>
      <option value="">{fallback}</option>
      {palettes.map((p) => (
        <option key={p.id} value={p.id}>
          {p.name || t('unnamedPalette')}
        </option>
      ))}
    </select>
  );

  return (
    <section className="page-card settings-panel" aria-labelledby="emoji-palette-title">
      <h1 id="emoji-palette-title">{t('palette.title')}</h1>
      <p className="form-hint">{t('palette.hint')}</p>

      <h2>{t('palette.palettes')}</h2>
      {palettes.length === 0 && <p className="form-hint">{t('palette.none')}</p>}
      {palettes.map((palette) => (
        <EmojiPaletteCard key={palette.id} palette={palette} update={update} remove={remove} />
      ))}
      <button type="button" className="button" onClick={create}>
        {t('palette.create')}
      </button>

      <h2>{t('palette.use')}</h2>
      <div className="settings-row">
        <label htmlFor={ids.reaction}>{t('palette.forReaction')}</label>
        {paletteChoice(ids.reaction, forReaction, setForReaction, t('reactions'))}
      </div>
      <div className="settings-row">
        <label htmlFor={ids.main}>{t('palette.forMain')}</label>
        {paletteChoice(ids.main, forMain, setForMain, t('pinned'))}
      </div>

      <h2>{t('reactions')}</h2>
      <p className="form-hint">{t('palette.reactionsHint')}</p>
      <EmojiListEditor label={t('reactions')} emojis={reactions} onChange={setReactions} />
      <h2>{t('pinned')}</h2>
      <EmojiListEditor label={t('pinned')} emojis={pinned} onChange={setPinned} />

      <h2>{t('palette.pickerSize')}</h2>
      {(Object.keys(SIZE_STEPS) as SizeKey[]).map((key) => (
        <PickerSize key={key} preference={key} />
      ))}
    </section>
  );
}

/** One palette: its name, its emoji, and deleting it. */
function EmojiPaletteCard({
  palette,
  update,
  remove,
}: {
  palette: EmojiPalette;
  update(id: string, change: Partial<EmojiPalette>): void;
  remove(palette: EmojiPalette): Promise<void>;
}) {
  const t = useExtensionStrings('emoji');
  const nameId = useId();
  const name = palette.name || t('unnamedPalette');
  return (
    <fieldset className="emoji-palette-card">
      <legend className="visually-hidden">{name}</legend>
      <div className="form-field">
        <label htmlFor={nameId}>{t('palette.name')}</label>
        <input
          id={nameId}
          value={palette.name}
          maxLength={64}
          onChange={(e) => update(palette.id, { name: e.target.value })}
        />
      </div>
      <EmojiListEditor label={name} emojis={palette.emojis} onChange={(emojis) => update(palette.id, { emojis })} />
      <button
        type="button"
        className="button danger"
        aria-label={t('palette.delete', { name })}
        onClick={() => void remove(palette)}
      >
        {t('palette.deleteShort')}
      </button>
    </fieldset>
  );
}

/** One of the picker's size settings as a choice of steps. */
function PickerSize({ preference }: { preference: SizeKey }) {
  const t = useExtensionStrings('emoji');
  const [value, setValue] = usePreference(preference);
  const id = useId();
  const steps = SIZE_STEPS[preference];
  return (
    <div className="settings-row">
      <label htmlFor={id}>{t(`palette.${preference}`)}</label>
      <select id={id} value={value} onChange={(e) => setValue(Number(e.target.value))}>
        {steps.map((step) => (
          <option key={step} value={step}>
            {t(`palette.${preference}.${step}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
