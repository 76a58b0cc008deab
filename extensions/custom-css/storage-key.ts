/** Where this device keeps its custom CSS (per device, as Misskey keeps it). */
export const CUSTOM_CSS_KEY = 'tessera:customCss';
