// The replay buttons' pictures, drawn as SVG so they look the same with every font.
const PATHS = {
  first: 'M5 4h3v16H5zM20 4v16L9 12z',
  back: 'M18 4v16L6 12z',
  play: 'M7 4v16l13-8z',
  pause: 'M6 4h4v16H6zM14 4h4v16h-4z',
  forward: 'M6 4v16l12-8z',
  last: 'M16 4h3v16h-3zM4 4v16l11-8z',
} as const;

export type ReplayIconName = keyof typeof PATHS;

export function ReplayIcon({ name }: { name: ReplayIconName }) {
  return (
    <svg className="replay-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="currentColor" />
    </svg>
  );
}
