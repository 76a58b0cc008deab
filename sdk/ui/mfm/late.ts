// What MFM needs once the first view has painted, in one chunk: the parser and the renderer.
export { parse, parseSimple } from 'mfm-js';
export { anyCanEscape } from './fn-style';
export { renderNodes } from './render';
