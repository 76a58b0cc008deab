// The preference-settings extension's contract: the display preferences it declares and applies
// to the whole page. Types only.

declare module '@tessera/sdk' {
  interface PreferenceMap {
    /** Avatars are drawn as rounded squares instead of circles. */
    squareAvatars: boolean;
    /** Avatar decorations are drawn. */
    showAvatarDecorations: boolean;
    /** Bars over the page blur what scrolls under them. */
    useBlurEffect: boolean;
    /** What lies behind dialogs and drawers is blurred. */
    useBlurEffectForModal: boolean;
    /** MFM animations move. */
    animatedMfm: boolean;
    /** MFM's big, moved, scaled and animated effects apply (off: the text shows plainly). */
    advancedMfm: boolean;
    /** How much larger this device draws text: 0 (as designed) to 3 (3 px more). Device-only. */
    fontSize: number;
    /** The screen stays on while the page is shown (the Screen Wake Lock API). */
    keepScreenOn: boolean;
  }
}

export {};
