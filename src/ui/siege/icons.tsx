// The siege's pictures as small inline SVG icons, drawn the same on every machine (the emoji they
// replace show as empty boxes where no emoji font is installed). An icon with a `label` is a
// picture with that accessible name (role="img"); without one it decorates a button whose own
// words name it, and is hidden from assistive technology.
import type { ReactNode } from 'react';

export type IconName =
  | 'cannon' | 'hand' | 'gate' | 'wings' | 'sword' | 'brokenCannon' | 'lightning' | 'puff'
  | 'boom' | 'bounce' | 'wall' | 'miss' | 'target' | 'power' | 'feet' | 'climb' | 'fight' | 'skip';

const INK = 'currentColor';

const PATHS: Record<IconName, ReactNode> = {
  cannon: (
    <>
      <path d="M3 14.5l12.5-6.2 1.6 3.3L4.6 17.8z" fill="#3b3f4a" />
      <circle cx="8" cy="17" r="4" fill="#8a5a2b" stroke="#3b2412" strokeWidth="1.5" />
      <circle cx="8" cy="17" r="1.2" fill="#3b2412" />
      <circle cx="20" cy="7" r="2.2" fill="#1d2440" />
    </>
  ),
  hand: (
    <path d="M8 21c-2.5-1.6-4-4.2-4-7V9.5a1.5 1.5 0 0 1 3 0V12V5.5a1.5 1.5 0 0 1 3 0V11V4a1.5 1.5 0 0 1 3 0v7V5.5a1.5 1.5 0 0 1 3 0V14l1.3-2.2a1.5 1.5 0 0 1 2.6 1.5L17 19c-1 1.4-2.6 2-4.3 2z" fill="#ffd8a8" stroke="#8a4b1a" strokeWidth="1.4" strokeLinejoin="round" />
  ),
  gate: (
    <>
      <path d="M3 21V8l3-2 3 2v13zM15 21V8l3-2 3 2v13z" fill="#b07a43" stroke="#5a3a1a" strokeWidth="1.2" />
      <path d="M9 21v-8a3 3 0 0 1 6 0v8z" fill="#5a3a1a" />
      <path d="M10.5 13.5v7.5M12 12v9M13.5 13.5v7.5" stroke="#d9a441" strokeWidth="1" />
    </>
  ),
  wings: (
    <>
      <path d="M11 12C8 6 4 4 1.5 5c1 2 .5 3 2 4.5C2.5 10 2.8 12 4.5 13c-.8 1 0 2.8 2 3 1.7.2 3.7-1.3 4.5-4z" fill="#fff" stroke="#1f6fd6" strokeWidth="1.4" strokeLinejoin="round" />
      <path d="M13 12c3-6 7-8 9.5-7-1 2-.5 3-2 4.5 1 .5.7 2.5-1 3.5.8 1 0 2.8-2 3-1.7.2-3.7-1.3-4.5-4z" fill="#fff" stroke="#1f6fd6" strokeWidth="1.4" strokeLinejoin="round" />
    </>
  ),
  sword: (
    <>
      <path d="M19.5 2.5l2 2-11 11-2-2z" fill="#d7dde8" stroke="#4a5168" strokeWidth="1.2" />
      <path d="M6 13l5 5M7.5 16.5l-4 4" stroke="#8a5a2b" strokeWidth="2.6" strokeLinecap="round" />
      <text x="15" y="22" fontSize="9" fontWeight="900" fill="#c2185b" fontFamily="sans-serif">+2</text>
    </>
  ),
  brokenCannon: (
    <>
      <path d="M3 15l6-3 1.2 2.6-6 3zM12 10.8l5-2.5 1.3 2.6-5 2.5z" fill="#3b3f4a" />
      <path d="M10.5 11.5l1.2 2.2-1.4.2 1.6 1.6" stroke="#e03131" strokeWidth="1.6" fill="none" strokeLinecap="round" />
      <circle cx="7" cy="18" r="3.5" fill="#8a5a2b" stroke="#3b2412" strokeWidth="1.4" />
      <path d="M15 17l6 4M21 17l-6 4" stroke="#e03131" strokeWidth="2.4" strokeLinecap="round" />
    </>
  ),
  lightning: <path d="M13.5 1.5L4.5 13.5h6l-2 9 10-13h-6.5l2.5-8z" fill="#ffd43b" stroke="#a86b00" strokeWidth="1.4" strokeLinejoin="round" />,
  puff: (
    <path d="M6 18a4 4 0 0 1-.5-8 5 5 0 0 1 9.5-2 4 4 0 0 1 4 6.5A3 3 0 0 1 17 18z" fill="#e9ecef" stroke="#868e96" strokeWidth="1.5" />
  ),
  boom: (
    <path d="M12 1.5l2 6 5-3.5-1.5 6 5 1-5 3 3 5-6-1.5-2.5 5-2-5.5-5.5 2.5 2.5-5.5-5.5-2 5.5-2.5L5 4.5l5 3z" fill="#ff922b" stroke="#c92a2a" strokeWidth="1.4" strokeLinejoin="round" />
  ),
  bounce: (
    <>
      <path d="M2 21h20" stroke="#2b8a3e" strokeWidth="2.4" strokeLinecap="round" />
      <path d="M3 5c3 0 5 6 7 14 1-4 2.5-6 4-6s3 2 4 6" fill="none" stroke={INK} strokeWidth="1.6" strokeDasharray="2 2" />
      <circle cx="19" cy="16.5" r="2.6" fill="#1d2440" />
    </>
  ),
  wall: (
    <>
      <path d="M2 21V6h4v3h3V6h6v3h3V6h4v15z" fill="#adb5bd" stroke="#495057" strokeWidth="1.4" strokeLinejoin="round" />
      <path d="M2 13h20M2 17h20M8 13v4M14 9v4M17 17v4M11 17v4" stroke="#495057" strokeWidth="1" />
    </>
  ),
  miss: (
    <>
      <path d="M4 20L20 4" stroke="#868e96" strokeWidth="1.6" strokeDasharray="2.5 2.5" />
      <circle cx="20" cy="4" r="2.5" fill="#1d2440" />
      <path d="M3 7l4 4M7 7l-4 4" stroke="#e03131" strokeWidth="2.2" strokeLinecap="round" />
    </>
  ),
  target: (
    <>
      <circle cx="12" cy="12" r="9.5" fill="#fff" stroke="#e03131" strokeWidth="2.4" />
      <circle cx="12" cy="12" r="5.5" fill="none" stroke="#e03131" strokeWidth="2.4" />
      <circle cx="12" cy="12" r="1.8" fill="#e03131" />
    </>
  ),
  power: (
    <>
      <path d="M3 20h4v-4H3zM8.5 20h4v-8h-4zM14 20h4V7h-4z" fill="#f59f00" stroke="#a86b00" strokeWidth="1.2" />
      <path d="M19.5 20H21V2.5h-1.5z" fill="#e03131" />
    </>
  ),
  feet: (
    <>
      <ellipse cx="8" cy="14" rx="3" ry="4.5" fill="#8a5a2b" />
      <ellipse cx="16" cy="8" rx="3" ry="4.5" fill="#8a5a2b" />
      <circle cx="8" cy="21" r="1.6" fill="#8a5a2b" />
      <circle cx="16" cy="15" r="1.6" fill="#8a5a2b" />
    </>
  ),
  climb: (
    <>
      <path d="M6 2v20M18 2v20M6 6h12M6 11h12M6 16h12M6 21h12" stroke="#8a5a2b" strokeWidth="2" strokeLinecap="round" />
      <path d="M12 14V3M8.5 6.5L12 3l3.5 3.5" stroke="#1f6fd6" strokeWidth="2.4" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
  fight: (
    <>
      <path d="M3 3l13 13M21 3L8 16" stroke="#adb5bd" strokeWidth="2.6" strokeLinecap="round" />
      <path d="M3 3l13 13M21 3L8 16" stroke="#495057" strokeWidth="0.8" strokeLinecap="round" />
      <path d="M14 18l4-4M10 18l-4-4M17.5 17.5l3 3M6.5 17.5l-3 3" stroke="#8a5a2b" strokeWidth="2.4" strokeLinecap="round" />
    </>
  ),
  skip: <path d="M4 5l8 7-8 7zM12 5l8 7-8 7z" fill={INK} />,
};

export function Icon({ name, label, size = 28 }: { name: IconName; label?: string; size?: number }) {
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg className="sg-icon" viewBox="0 0 24 24" width={size} height={size} focusable="false" data-icon={name} {...named}>
      {label && <title>{label}</title>}
      {PATHS[name]}
    </svg>
  );
}
