import type { ThemeDocument } from '@tessera/sdk';

const theme = (id: string, name: string, base: 'light' | 'dark', props: Record<string, string>): ThemeDocument => ({
  id,
  name,
  author: 'Tessera',
  base,
  props,
});

/** The built-in themes (spec 001 section 3), in our own colours. Unnamed props come from the base. */
export const BUILTIN_THEMES: readonly ThemeDocument[] = [
  theme('light', 'Light', 'light', {}),
  theme('coffee', 'Coffee', 'light', { accent: '#8a5a3b', bg: '#efe6dc', panel: '#faf5ef', fg: '#3b2a20' }),
  theme('apricot', 'Apricot', 'light', { accent: '#e07b39', bg: '#fbefe4', panel: '#fffaf5', fg: '#40291a' }),
  theme('rainy', 'Rainy', 'light', { accent: '#5b7fa6', bg: '#e7ecf1', panel: '#f6f8fa', fg: '#28323d' }),
  theme('botanical', 'Botanical', 'light', { accent: '#4f8a3c', bg: '#eaf0e4', panel: '#f8fbf5', fg: '#24301f' }),
  theme('vivid', 'Vivid', 'light', {
    accent: '#7a3cf0',
    bg: '#f2f0f9',
    panel: '#ffffff',
    fg: '#1c1830',
    hashtag: '#f03c8f',
  }),
  theme('cherry', 'Cherry', 'light', { accent: '#d8486f', bg: '#faeef1', panel: '#fff8fa', fg: '#3d1f28' }),
  theme('sushi', 'Sushi', 'light', {
    accent: '#e8543a',
    bg: '#f3f1ea',
    panel: '#fffdf8',
    fg: '#23302b',
    renote: '#3c8f6a',
  }),
  theme('u0', 'U0', 'light', {
    accent: '#c24a2c',
    bg: '#ece9e1',
    panel: '#f7f5f0',
    fg: '#2a2926',
    divider: 'rgba(0, 0, 0, 0.12)',
  }),
  theme('dark', 'Dark', 'dark', {}),
  theme('persimmon', 'Persimmon', 'dark', { accent: '#f08a3c', bg: '#1c1714', panel: '#272019', fg: '#eadfd5' }),
  theme('astro', 'Astro', 'dark', { accent: '#8f7cf0', bg: '#12121f', panel: '#1b1b2e', fg: '#dcdaf0' }),
  theme('future', 'Future', 'dark', { accent: '#3ce0d0', bg: '#0e1518', panel: '#152024', fg: '#d3eeee' }),
  theme('green-lime', 'Green Lime', 'dark', { accent: '#a8e03c', bg: '#131a12', panel: '#1b2619', fg: '#e0ecd8' }),
  theme('green-orange', 'Green Orange', 'dark', {
    accent: '#f0a03c',
    bg: '#121a16',
    panel: '#1a2620',
    fg: '#dfeae3',
    renote: '#6fd08f',
  }),
  theme('ice', 'Ice', 'dark', { accent: '#7cc6f0', bg: '#121821', panel: '#1a2230', fg: '#dbe7f3' }),
];
