/**
 * Button looks for router links on the marketing pages, as plain class strings: the landing page
 * does without the Button component's class merging to stay within its JavaScript budget.
 */
const base =
  'inline-flex items-center justify-center gap-2 rounded-xl px-6 text-base font-semibold whitespace-nowrap transition-colors [&_svg]:size-5 [&_svg]:shrink-0';

export const linkButton = {
  /** White on the dark hero and call-to-action bands. */
  light: `${base} h-12 bg-white text-brand-900 shadow-sm hover:bg-brand-50`,
  /** Outline on the dark bands. */
  outlineLight: `${base} h-12 text-white ring-1 ring-inset ring-white/60 hover:bg-white/10`,
  /** Filled, on light backgrounds. */
  primary: `${base} h-12 bg-brand-700 text-white shadow-sm hover:bg-brand-800`,
} as const;
