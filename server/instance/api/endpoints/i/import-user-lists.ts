import { importListEndpoint } from '../../families/account-data';

/** Puts the accounts of a CSV in one's drive on one's lists (Misskey's user lists export). */
export default importListEndpoint('userList', {
  noSuchFile: 'ea9cc34f-c415-4bc6-a6fe-28ac40357049',
  tooBigFile: 'ae6e7a22-971b-4b52-b2be-fc0b9b121fe9',
  emptyFile: '99efe367-ce6e-4d44-93f8-5fae7b040356',
});
