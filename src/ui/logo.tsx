/**
 * The builder's mark, drawn in the page: the same drawing as public/favicon.svg (a test holds the
 * two together), not an `<img>` of that file. An SVG image costs a request and a document of its
 * own, which the browser builds on the page's main thread as the image arrives, before the start
 * screen's first frame (bench/where-the-time-went.md: that frame drawn about 10 ms sooner inline).
 * Decorative: what holds it says what it is for.
 */
export function Logo({ className }: { readonly className: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="7" fill="#4f46e5" />
      <path d="M16 6l9 10-9 10-9-10z" fill="#fff" />
    </svg>
  );
}
