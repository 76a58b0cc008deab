/** The instance name the fake remote server answers with. */
export const FAKE_REMOTE_NAME = 'Remote Test Server';
