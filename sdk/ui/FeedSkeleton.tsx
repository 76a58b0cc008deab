/** How many placeholder cards stand in for a feed's first page: about a screen's worth. */
const CARDS = 4;

/**
 * What a feed shows while its first page is on its way: the shapes of the HTML's skeleton (a
 * card with an avatar, a name and two lines, from shell-frame.css, which stays in the page), so
 * the page goes from the HTML's skeleton to the feed's and then to its notes without a line of
 * text in between. The status is said, not shown.
 */
export function FeedSkeleton({ label }: { label: string }) {
  return (
    <div className="feed-skeleton" role="status">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: CARDS }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the cards are identical and never move.
        <div key={i} className="shell-card shell-note" aria-hidden="true">
          <i className="shell-avatar" />
          <i className="shell-name" />
          <i className="shell-line" />
          <i className="shell-line" />
        </div>
      ))}
    </div>
  );
}
