import { extensionBuild } from '@tessera/sdk/vite';

// Builds each extension to dist/<id>.js, leaving React, the SDK and misskey-js to the page.
export default extensionBuild({ extensions: ['server-facts', 'server-facts-column'] });
