import type { MessageGroup } from '@contract/messages/messages';

const PATHS: Record<MessageGroup, string> = {
  comment: 'M4 5h16v11H8l-4 4V5z',
  like: 'M7 11v9H4v-9h3zm2 9h8.5a2 2 0 0 0 2-1.6l1.2-6A2 2 0 0 0 18.7 10H14l.8-4a1.6 1.6 0 0 0-3-1L9 10v10z',
  share: 'M15 5l6 6-6 6v-4c-5 0-8 1.5-10 5 0-6 3-10 10-10V5z',
  notice: 'M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6zm-2 15a2 2 0 0 0 4 0',
};

/** Line icon of a message group. */
export function GroupIcon({ group, size = 20 }: { group: MessageGroup; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinejoin="round"
      aria-hidden
    >
      <path d={PATHS[group]} />
    </svg>
  );
}
