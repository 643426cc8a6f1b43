import { SITE_NAME } from '../../config.ts';

export function Logo() {
  return (
    <span className="logo">
      <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
        <rect x="2" y="2" width="20" height="20" rx="5" fill="currentColor" />
        <path d="M7 9h10M7 12h6M7 15h8" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <span className="logo-text">{SITE_NAME}</span>
    </span>
  );
}
