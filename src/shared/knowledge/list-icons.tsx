/** Stroke icons of the knowledge list screens; inline so no icon package is needed. */
function StrokeIcon({ d, size = 18 }: { d: string; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.9}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <path d={d} />
    </svg>
  );
}

export const SearchIcon = ({ size }: { size?: number }) => (
  <StrokeIcon size={size} d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm5-2 5 5" />
);
export const PlusIcon = ({ size }: { size?: number }) => <StrokeIcon size={size} d="M12 5v14M5 12h14" />;
export const BookmarkIcon = ({ size }: { size?: number }) => <StrokeIcon size={size} d="M6 3h12v18l-6-4-6 4z" />;
export const TrashIcon = ({ size }: { size?: number }) => (
  <StrokeIcon size={size} d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
);
export const TableIcon = ({ size }: { size?: number }) => <StrokeIcon size={size} d="M3 5h18v14H3zM3 10h18M3 15h18M9 5v14" />;
export const FireIcon = ({ size }: { size?: number }) => (
  <StrokeIcon size={size} d="M12 22a7 7 0 0 0 7-7c0-4-3-6-4-9-1 2-2 3-4 3 0-2-1-4-2-6-2 4-4 7-4 12a7 7 0 0 0 7 7z" />
);
export const ClockIcon = ({ size }: { size?: number }) => (
  <StrokeIcon size={size} d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-13v5l3 2" />
);
