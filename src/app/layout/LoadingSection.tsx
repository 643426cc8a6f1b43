/** The placeholder a page section shows while its code or texts load (language-neutral on purpose). */
export function LoadingSection() {
  return (
    <div className="loading-section" aria-busy="true">
      <div className="skeleton skeleton-title" />
      <div className="skeleton skeleton-line" />
      <div className="skeleton skeleton-block" />
    </div>
  );
}
