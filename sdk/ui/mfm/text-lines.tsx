import { Fragment, type ReactNode } from 'react';

/** Text with its line breaks as `<br>`: a text node of the tree, or the whole text before the tree. */
export function textLines(text: string, key: string): ReactNode[] {
  return text
    .split('\n')
    .map((line, position) => ({ line, path: `${key}/${position}` }))
    .map(({ line, path }, position) => (
      <Fragment key={path}>
        {position > 0 && <br />}
        {line}
      </Fragment>
    ));
}
