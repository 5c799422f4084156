/**
 * Our mark: a push pin on a red disc (decorative; the wordmark beside it carries the name).
 *
 * @example
 * <Logo size={32} />
 */
export function Logo({ size = 40 }: { size?: number }) {
  return (
    <svg className="logo" viewBox="0 0 48 48" width={size} height={size} aria-hidden="true">
      <circle cx="24" cy="24" r="24" fill="currentColor" />
      <path fill="#fff" d="M17 10h14l-2.5 4.5v7.5l5.5 5.5v3.5H26l-2 11-2-11h-8v-3.5l5.5-5.5v-7.5Z" />
    </svg>
  );
}
