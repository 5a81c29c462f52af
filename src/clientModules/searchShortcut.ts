/** "/" focuses the search box, as on many documentation sites (Ctrl-K / ⌘K is the search theme's own shortcut). */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

export function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return Boolean(element && (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName)));
}

export function focusSearch(event: KeyboardEvent, doc: Document = document): boolean {
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return false;
  const input = doc.querySelector<HTMLInputElement>('.navbar__search-input, .DocSearch-Button');
  if (!input) return false;
  event.preventDefault();
  input.focus();
  if (input.classList.contains('DocSearch-Button')) input.click();
  return true;
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('keydown', (event) => focusSearch(event));
}
