import { importListEndpoint } from '../../families/account-data';

/** Mutes the accounts a CSV in one's drive lists (Misskey's mute export). */
export default importListEndpoint('muting', {
  noSuchFile: 'e674141e-bd2a-ba85-e616-aefb187c9c2a',
  tooBigFile: '9b4ada6d-d7f7-0472-0713-4f558bd1ec9c',
  emptyFile: 'd2f12af1-e7b4-feac-86a3-519548f2728e',
});
