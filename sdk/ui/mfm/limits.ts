// The MFM limits of spec 001 section 5, apart from the renderer that applies them: the parser's
// nesting limit is needed by the first view, the renderer is not.

/** How deep MFM may nest before the rest is taken as text (spec 001 section 5). */
export const MFM_NEST_LIMIT = 20;
/** The largest factor $[scale] may use, either way (spec 001 section 5). */
export const MFM_SCALE_CAP = 5;
/**
 * How many size effects (x2, x3, x4, scale) may nest before inner ones stop growing the text
 * (the second grows it half as much, as in Misskey).
 */
export const MFM_SIZING_DEPTH = 2;
/** How far $[position] may move its content, in em, either way. */
export const MFM_POSITION_CAP = 10;
/** The widest $[border] line, in px. */
export const MFM_BORDER_WIDTH_CAP = 20;
/** The largest $[border] corner radius, in px. */
export const MFM_BORDER_RADIUS_CAP = 100;
