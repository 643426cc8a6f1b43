export * from './types.ts';
export * from './notices.ts';
export * from './clipboard.ts';
export * from './CopyButton.tsx';
export * from './download.ts';
export * from './DownloadButtons.tsx';
export * from './ErrorBanner.tsx';
export * from './persisted.ts';
