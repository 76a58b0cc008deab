import { relationList } from '../../families/relation-lists';

export default relationList('followers');
