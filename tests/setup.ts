import { afterEach } from 'vitest';

// The DOM matchers and React's cleanup serve the files that run in jsdom only: the other files
// (nearly all) are spared importing React DOM and the testing library before every file.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
}
