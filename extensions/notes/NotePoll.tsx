import { useExtensionStrings, useHost } from '@tessera/sdk';
import type { entities } from 'misskey-js';
import { useEffect, useState } from 'react';
import { canVote, isClosed, POLL_REFRESH_MS, showPollResults } from './note-rules';
import { requireSignIn } from './require-sign-in';
import './note-poll.css';
import { announceOwnChange } from './note-changes';

/** A poll: choices to vote for, or the results, with the time left recomputed every 3 s. */
export function NotePoll({ note }: { note: entities.Note }) {
  const host = useHost();
  const t = useExtensionStrings('notes.poll');
  const poll = note.poll;
  const [now, setNow] = useState(() => Date.now());
  const [toggled, setToggled] = useState(false);
  useEffect(() => {
    if (!poll?.expiresAt) return;
    const timer = setInterval(() => setNow(Date.now()), POLL_REFRESH_MS);
    return () => clearInterval(timer);
  }, [poll?.expiresAt]);
  if (!poll) return null;
  const viewer = host.viewer.get();
  // As Misskey's timeline: the author votes on their own poll too, and a visitor's click on a
  // choice leads to the sign-in prompt in vote(); results show once voted, closed or asked for.
  const results = showPollResults(poll, { readOnly: false, now, toggled });
  const total = poll.choices.reduce((sum, c) => sum + c.votes, 0);
  const closed = isClosed(poll, now);

  const vote = async (index: number) => {
    if (!(await requireSignIn(host, note)) || !canVote(poll, Date.now())) return;
    const choice = poll.choices[index];
    if (!choice || !(await host.modals.confirm(t('voteConfirm', { choice: choice.text })))) return;
    await host.apiWithDialog('notes/polls/vote', { noteId: note.id, choice: index }, { waiting: false });
    announceOwnChange({ id: note.id, type: 'pollVoted', body: { choice: index, userId: viewer.userId ?? '' } });
  };

  return (
    <div className="note-poll">
      <ul>
        {poll.choices.map((choice, index) => {
          const share = total === 0 ? 0 : Math.round((choice.votes / total) * 100);
          return (
            <li key={choice.text}>
              <button
                type="button"
                className={choice.isVoted ? 'poll-choice voted' : 'poll-choice'}
                disabled={results && !canVote(poll, now)}
                onClick={() => void vote(index)}
                aria-pressed={choice.isVoted}
              >
                {results && <span className="poll-bar" style={{ width: `${share}%` }} />}
                <span className="poll-text">{choice.text}</span>
                {results && (
                  <span className="poll-count">
                    {t(choice.votes === 1 ? 'oneVote' : 'votes', { count: choice.votes })} ({share}%)
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <p className="poll-info">
        {t(total === 1 ? 'oneVoteInAll' : 'totalVotes', { count: total })} ·{' '}
        {closed
          ? t('closed')
          : poll.expiresAt
            ? t('endsIn', { time: remaining(Date.parse(poll.expiresAt) - now) })
            : t('open')}
        {!closed && !poll.choices.some((c) => c.isVoted) && (
          <>
            {' · '}
            <button type="button" className="link-button" onClick={() => setToggled(!toggled)}>
              {toggled ? t('backToVoting') : t('showResults')}
            </button>
          </>
        )}
      </p>
    </div>
  );
}

function remaining(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  if (s >= 86400) return `${Math.floor(s / 86400)}d`;
  if (s >= 3600) return `${Math.floor(s / 3600)}h`;
  if (s >= 60) return `${Math.floor(s / 60)}m`;
  return `${s}s`;
}
