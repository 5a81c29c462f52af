/**
 * The local search box, loaded late: see the plugin's README. The look-alike box has the search bar's markup and
 * classes; the real search bar is mounted hidden, then swapped in, in one task, with the text typed meanwhile and the
 * focus.
 */
import React, { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import lookAlikeStyles from './lookAlike.module.css';
import ownStyles from './styles.module.css';

const RealSearchBar = lazy(() => import('@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar'));

type Phase = 'look-alike' | 'loading' | 'ready';

/** The plugin's query parameter for the words to highlight on the page a result opens. */
const HIGHLIGHT_PARAM = '_highlight';

function isMac(): boolean {
  return /mac/i.test(navigator.userAgent);
}

/** Ctrl+K, or ⌘+K on a Mac: the search bar's own shortcut (`searchBarShortcutKeymap: 'mod+k'`). */
export function isSearchShortcut(event: KeyboardEvent, mac: boolean): boolean {
  return event.key.toLowerCase() === 'k' && !event.altKey && !event.shiftKey && (mac ? event.metaKey : event.ctrlKey);
}

/**
 * The plugin's search bar as it looks before it is used, so that the swap does not show: its markup and Infima
 * classes, with the rules of its stylesheet that apply then (./lookAlike.module.css). Its stylesheet, mostly for the
 * results, loads with the real search bar (plugins/split-css). Its loading ring is left out: hidden until the index
 * loads, which only the real search bar does.
 */
function LookAlike({
  onActivate,
  inputRef,
}: {
  onActivate: () => void;
  inputRef: React.RefObject<HTMLInputElement | null>;
}): React.ReactNode {
  const isBrowser = useIsBrowser();
  return (
    <div className={`navbar__search ${lookAlikeStyles.container}`} dir="ltr">
      <svg aria-hidden="true" className={lookAlikeStyles.icon} focusable="false" viewBox="0 0 16 16">
        <path
          fill="currentColor"
          d="M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z"
        />
      </svg>
      <input
        ref={inputRef}
        placeholder="Search"
        aria-label="Search"
        className={`navbar__search-input ${lookAlikeStyles.input}`}
        onMouseEnter={onActivate}
        onTouchStart={onActivate}
        onFocus={onActivate}
      />
      {isBrowser && (
        <div className={lookAlikeStyles.hintContainer}>
          <kbd className={lookAlikeStyles.hint}>{isMac() ? '⌘' : 'ctrl'}</kbd>
          <kbd className={lookAlikeStyles.hint}>K</kbd>
        </div>
      )}
    </div>
  );
}

/** Calls `onSettled` after the real search bar's mount effects and the timeout they set. */
function Settled({ onSettled }: { onSettled: () => void }): null {
  useEffect(() => {
    const timer = setTimeout(onSettled);
    return () => clearTimeout(timer);
  }, [onSettled]);
  return null;
}

export default function SearchBar(props: Record<string, unknown>): React.ReactNode {
  const location = useLocation();
  const [phase, setPhase] = useState<Phase>('look-alike');
  const lookAlike = useRef<HTMLInputElement>(null);
  const realBox = useRef<HTMLDivElement>(null);

  const activate = useCallback(() => setPhase((current) => (current === 'look-alike' ? 'loading' : current)), []);

  // The swap, in one task: show the real box, give it the text and the focus, then let React drop the look-alike.
  const swap = useCallback(() => {
    const box = realBox.current;
    const input = box?.querySelector('input');
    const old = lookAlike.current;
    if (box && input && old) {
      box.style.display = 'contents';
      if (old.value) {
        // Through the native setter and an input event, so that React's onChange sees it.
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, old.value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
      if (document.activeElement === old) input.focus();
    }
    setPhase('ready');
  }, []);

  // A page opened from a search result highlights the words searched for: the real search bar does that.
  // In an effect, not during render: the static HTML cannot know the query string, and hydration must match it.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above: runs once after hydration.
    if (new URLSearchParams(location.search).has(HIGHLIGHT_PARAM)) activate();
  }, [location.search, activate]);

  // The shortcut, until the real search bar is there to listen for it itself.
  useEffect(() => {
    if (phase === 'ready') return undefined;
    const mac = isMac();
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event, mac)) return;
      // The real search bar, mounted hidden while it loads, must not take this key press for its hidden box.
      event.preventDefault();
      event.stopPropagation();
      lookAlike.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [phase]);

  return (
    <div className={ownStyles.searchBox}>
      {phase !== 'ready' && <LookAlike onActivate={activate} inputRef={lookAlike} />}
      {phase !== 'look-alike' && (
        <Suspense fallback={null}>
          <div ref={realBox} style={{ display: phase === 'ready' ? 'contents' : 'none' }}>
            <RealSearchBar {...props} />
            {phase === 'loading' && <Settled onSettled={swap} />}
          </div>
        </Suspense>
      )}
    </div>
  );
}
