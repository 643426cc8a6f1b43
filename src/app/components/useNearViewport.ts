import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether an element has come near the viewport (once true, it stays true): for a part of a page
 * that is drawn, and its code loaded, only when the visitor scrolls towards it. False on the server;
 * true at once in a browser without IntersectionObserver.
 */
export function useNearViewport<T extends Element>(margin = '300px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: margin });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near];
}
