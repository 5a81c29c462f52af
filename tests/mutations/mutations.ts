/**
 * Small breaking changes to the site's behaviour, one at a time, for the mutation study (run.ts): each one breaks a
 * rule of /work/shared/spec (SPEC.md, BEHAVIOUR.md) that a reader would notice, and some test must fail on it.
 * `from` must occur exactly once in `file` (or `count` times, all replaced): the runner refuses a stale list.
 */

export type Mutation = {
  /** A short name, for `--only`. */
  id: string;
  /** What breaks for a reader. */
  breaks: string;
  file: string;
  from: string;
  to: string;
  /** How many times `from` occurs in `file`; every occurrence is replaced. */
  count?: number;
  /**
   * The end-to-end tests (spec files and a title pattern) that should fail on a build with this change: run by
   * `run.ts --e2e`, for the changes the unit tier misses and the three that went through every test before.
   */
  e2e?: { specs: string[]; grep: string };
};

export const MUTATIONS: readonly Mutation[] = [
  // The three breaks that went through every test before.
  {
    id: 'monthly-chance-0.9',
    breaks: 'Support starts in monthly mode 90 % of the time instead of 33 %',
    file: 'src/constants.ts',
    from: 'MONTHLY_MODE_CHANCE = 0.33;',
    to: 'MONTHLY_MODE_CHANCE = 0.9;',
    e2e: { specs: ['tests/e2e/home.spec.ts'], grep: 'starts in total mode when the browser draws 0.34' },
  },
  {
    id: 'sponsor-placeholder-removed',
    breaks: 'No placeholder while the sponsor lists load',
    file: 'src/components/home/Support/index.tsx',
    from: '<Placeholder />',
    to: '<></>',
    count: 2,
    e2e: { specs: ['tests/e2e/home.spec.ts'], grep: 'placeholder' },
  },
  {
    id: 'first-slide-3000ms',
    breaks: 'The first word slides after 3000 ms instead of 5000 ms',
    file: 'src/constants.ts',
    from: 'rotatorInitialDelayMs: 5000,',
    to: 'rotatorInitialDelayMs: 3000,',
    e2e: { specs: ['tests/e2e/home.spec.ts'], grep: 'the first slide starts 5000 ms' },
  },
  // Spec constants (SPEC §9).
  {
    id: 'monthly-chance-0.35',
    breaks: 'Support starts in monthly mode 35 % of the time',
    file: 'src/constants.ts',
    from: 'MONTHLY_MODE_CHANCE = 0.33;',
    to: 'MONTHLY_MODE_CHANCE = 0.35;',
  },
  {
    id: 'monthly-chance-0.3',
    breaks: 'Support starts in monthly mode 30 % of the time',
    file: 'src/constants.ts',
    from: 'MONTHLY_MODE_CHANCE = 0.33;',
    to: 'MONTHLY_MODE_CHANCE = 0.3;',
  },
  {
    id: 'monthly-chance-inverted',
    breaks: 'Support starts in monthly mode 67 % of the time (the draw compared the wrong way)',
    file: 'src/components/home/Support/mode.ts',
    from: 'Math.random() < MONTHLY_MODE_CHANCE',
    to: 'Math.random() > MONTHLY_MODE_CHANCE',
  },
  {
    id: 'rotator-repeat-4000ms',
    breaks: 'The words change every 4000 ms instead of 5000 ms',
    file: 'src/constants.ts',
    from: 'rotatorRepeatMs: 5000,',
    to: 'rotatorRepeatMs: 4000,',
  },
  {
    id: 'rotator-slide-2000ms',
    breaks: 'Each slide of the words takes 2000 ms instead of 1000 ms',
    file: 'src/components/home/TextRotator/styles.module.css',
    from: '  5%,\n  25% {',
    to: '  10%,\n  25% {',
  },
  {
    id: 'cube-repeat-3000ms',
    breaks: 'The cube turns every 3000 ms instead of 5000 ms',
    file: 'src/constants.ts',
    from: 'cubeRepeatMs: 5000,',
    to: 'cubeRepeatMs: 3000,',
  },
  {
    id: 'cube-depth-30',
    breaks: 'The home page cube has the default depth 30 instead of 120',
    file: 'src/constants.ts',
    from: 'cubeDepth: 120,',
    to: 'cubeDepth: 30,',
    e2e: { specs: ['tests/e2e/home.spec.ts'], grep: 'the cube paints over neither' },
  },
  {
    id: 'avatar-size-64',
    breaks: 'Contributor avatars are requested at size 64 instead of 90',
    file: 'src/constants.ts',
    from: 'avatarRequest: 90,',
    to: 'avatarRequest: 64,',
  },
  {
    id: 'contributors-check-1000ms',
    breaks: 'Without IntersectionObserver, the contributors list is checked every 1000 ms instead of 300 ms',
    file: 'src/constants.ts',
    from: 'contributorsCheckMs: 300,',
    to: 'contributorsCheckMs: 1000,',
  },
  {
    id: 'banner-value-4',
    breaks: "Closing the banner stores '4' instead of '3': readers who closed it before see it again",
    file: 'src/constants.ts',
    from: "BANNER_DISMISSED_VALUE = '3';",
    to: "BANNER_DISMISSED_VALUE = '4';",
  },
  {
    id: 'banner-key',
    breaks: 'The banner dismissal is stored under another key',
    file: 'src/constants.ts',
    from: "bannerDismissed: 'notification-dismissed',",
    to: "bannerDismissed: 'banner-dismissed',",
  },
  {
    id: 'banner-close-without-storage',
    breaks: 'The close button shows where localStorage does not work',
    file: 'src/components/ReleaseBanner/index.tsx',
    from: 'isBrowser && browserStorage() !== null',
    to: 'isBrowser',
  },
  {
    id: 'swipe-threshold-30px',
    breaks: 'A swipe must be longer than 30 px instead of 20 px',
    file: 'src/constants.ts',
    from: 'swipeThresholdPx: 20,',
    to: 'swipeThresholdPx: 30,',
  },
  {
    id: 'swipe-threshold-inclusive',
    breaks: 'A swipe of exactly 20 px opens the sidebar',
    file: 'src/components/SidebarSwipe/swipe.ts',
    from: 'Math.abs(dx) <= SIZES.swipeThresholdPx',
    to: 'Math.abs(dx) < SIZES.swipeThresholdPx',
  },
  {
    id: 'swipe-slope-1',
    breaks: 'Swipes up to 45° count (slope limit 1 instead of 0.8)',
    file: 'src/constants.ts',
    from: 'swipeSlopeLimit: 0.8,',
    to: 'swipeSlopeLimit: 1,',
  },
  {
    id: 'swipe-opener-300px',
    breaks: 'The opener drag follows the finger up to 300 px instead of 295 px',
    file: 'src/constants.ts',
    from: 'swipeOpenerLimitPx: 295,',
    to: 'swipeOpenerLimitPx: 300,',
  },
  {
    id: 'swipe-closes-closed-sidebar',
    breaks: 'A leftward swipe "closes" a sidebar that is not open',
    file: 'src/components/SidebarSwipe/swipe.ts',
    from: "if (dx < 0 && open) return 'close';",
    to: "if (dx < 0) return 'close';",
  },
  {
    id: 'io-any-report-loads',
    breaks: 'Avatars and sponsor lists load on any IntersectionObserver report, in view or not',
    file: 'src/utils/useSeenInViewport.ts',
    from: 'if (entries.some((entry) => entry.isIntersecting)) setSeen(true);',
    to: 'setSeen(true);',
  },
  {
    id: 'contributor-avatars-eager',
    breaks: 'Contributor avatars are requested before the list is in view',
    file: 'src/components/docs/Contributors/index.tsx',
    from: 'load && !failed ?',
    to: '!failed ?',
  },
  {
    id: 'supporter-avatars-eager',
    breaks: 'Supporter avatars are requested before their block is in view',
    file: 'src/components/home/Support/SupportersList.tsx',
    from: 'load && supporter.avatar && !failed',
    to: 'supporter.avatar && !failed',
  },
  {
    id: 'update-label-stays',
    breaks: 'The update button keeps saying UPDATE while updating',
    file: 'src/theme/PwaReloadPopup/index.tsx',
    from: "{updating ? 'UPDATING' : 'UPDATE'}",
    to: "{'UPDATE'}",
  },
  {
    id: 'update-button-enabled',
    breaks: 'The update button stays enabled while updating',
    file: 'src/theme/PwaReloadPopup/index.tsx',
    from: 'disabled={updating}',
    to: 'disabled={false}',
  },
  {
    id: 'update-collapse-not-stored',
    breaks: 'Collapsing the update notice stores the state it had before',
    file: 'src/theme/PwaReloadPopup/index.tsx',
    from: 'JSON.stringify(next)',
    to: 'JSON.stringify(collapsed)',
  },
  {
    id: 'update-notice-key',
    breaks: 'The collapsed state of the update notice is stored under another key',
    file: 'src/constants.ts',
    from: "updateNoticeCollapsed: 'app-update-button',",
    to: "updateNoticeCollapsed: 'update-notice-collapsed',",
  },
  {
    id: 'update-button-120px',
    breaks: 'The update button is 120 px wide instead of 100 px',
    file: 'src/constants.ts',
    from: 'updateButtonWidthPx: 100,',
    to: 'updateButtonWidthPx: 120,',
  },
  {
    id: 'update-toggle-40px',
    breaks: 'The update notice toggle is 40 px instead of 44 px',
    file: 'src/constants.ts',
    from: 'updateToggleSizePx: 44,',
    to: 'updateToggleSizePx: 40,',
  },
  {
    id: 'not-found-text',
    breaks: "The not-found page no longer reads 'Oops! The page you are looking for has been removed or relocated.'",
    file: 'i18n/en/code.json',
    from: '"message": "Oops! The page you are looking for has been removed or relocated.",',
    to: '"message": "Sorry, this page has gone.",',
  },
  {
    id: 'not-found-button',
    breaks: "The not-found page's button no longer reads 'Go to Homepage'",
    file: 'src/theme/NotFound/Content/index.tsx',
    from: '            Go to Homepage',
    to: '            Back to the start',
  },
  {
    id: 'title-delimiter',
    breaks: "Page titles read '{title} - webpack' instead of '{title} | webpack'",
    file: 'src/constants.ts',
    from: "TITLE_DELIMITER = '|';",
    to: "TITLE_DELIMITER = '-';",
  },
  {
    id: 'title-keeps-dashes',
    breaks: 'The title of an unknown path keeps its dashes',
    file: 'src/utils/pageTitle.ts',
    from: ".replace(/-+/g, ' ')",
    to: ".replace(/-+/g, '-')",
  },
  {
    id: 'printable-title',
    breaks: "The printable page is titled 'Printable page | webpack'",
    file: 'src/constants.ts',
    from: "PRINTABLE_TITLE = 'Combined printable page';",
    to: "PRINTABLE_TITLE = 'Printable page';",
  },
  {
    id: 'printable-title-from-first-doc',
    breaks: 'The printable page takes the title of its first doc',
    file: 'plugins/printable/theme/PrintablePage/index.tsx',
    from: '<Layout title={PRINTABLE_TITLE}',
    to: '<Layout title={docs[0]?.title}',
  },
  {
    id: 'printable-indexed',
    breaks: 'The printable page is no longer marked noindex',
    file: 'plugins/printable/theme/PrintablePage/index.tsx',
    from: '<meta name="robots" content="noindex" />',
    to: '',
  },
  {
    id: 'contributors-count',
    breaks: "One contributor reads '1 Contributors'",
    file: 'src/components/docs/Contributors/index.tsx',
    from: "contributors.length === 1 ? '' : 's'",
    to: "'s'",
  },
  {
    id: 'language-escape-focus',
    breaks: 'Escape closes the language menu but leaves focus in it',
    file: 'src/components/LanguageDropdown/index.tsx',
    from: '      close();\n      buttonRef.current?.focus();',
    to: '      close();',
  },
  {
    id: 'rotator-word-clipped',
    breaks: "The rotating word's window is too narrow: the end of the word is cut off",
    file: 'src/components/home/Splash/index.tsx',
    from: 'width="4.4em"',
    to: 'width="3.4em"',
    e2e: { specs: ['tests/e2e/home.spec.ts', 'tests/e2e/visual.spec.ts'], grep: 'one rotating word|home at 1280 px' },
  },
];
