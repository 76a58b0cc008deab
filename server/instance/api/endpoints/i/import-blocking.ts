import { importListEndpoint } from '../../families/account-data';

/** Blocks the accounts a CSV in one's drive lists (Misskey's blocking export). */
export default importListEndpoint('blocking', {
  noSuchFile: 'ebb53e5f-6574-9c0c-0b92-7ca6def56d7e',
  tooBigFile: 'b7fbf0b1-aeef-3b21-29ef-fadd4cb72ccf',
  emptyFile: '6f3a4dcc-f060-a707-4950-806fbdbe60d6',
});
