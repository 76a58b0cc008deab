/**
 * A fixed corpus of mixed MFM, as notes are written: nested functions, Unicode and custom emoji,
 * mentions, hashtags, links, code, quotes and plain prose. The benchmark renders it over and over.
 */
export const MFM_CORPUS: readonly string[] = [
  'Good morning @alice and @bob@example.social! :sunny: The #garden looks great today 🌱🌼',
  '$[x2 $[rainbow **Big news**]] we finally shipped $[sparkle the new release] 🎉 https://example.com/notes/release',
  '> quoted from yesterday\nand my answer: <small>not sure</small> but $[fg.color=f80 orange] is the colour :berry:',
  'A list of links: [docs](https://misskey-hub.net/docs/) and <https://example.org/a?b=c> plus `inline code` #mfm',
  '```js\nconst answer = 42;\nconsole.log(answer);\n```\nThat was code, this is $[tada text] 😀😃😄😁',
  '$[flip $[spin.speed=2s $[bounce nested ***functions***]]] ~~struck~~ <i>italic</i> <center>centred</center>',
  'Plain text for once, a longer sentence that wraps over a couple of lines in the note column, with no markup at all in it.',
  '$[blur spoiler] $[font.serif serif] $[font.monospace mono] $[rotate.deg=30 tilted] $[position.x=1 moved] :tessera:',
  'Mentions everywhere: @carol @dave@remote.example @erin, tags #one #two #three, and an emoji :unknown_emoji:',
  '\\(x^2 + y^2 = z^2\\) and search: misskey client 検索',
];
