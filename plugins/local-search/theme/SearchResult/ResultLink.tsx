/**
 * The link of a search result. Docusaurus' Link prefetches the page of every link that comes into view: a list of
 * results would download the scripts of every page it lists, more than the search itself. This one is a plain link that
 * the router follows (a new tab or window as any link), and loads the page when it is chosen.
 */
import React, { type ComponentProps, type MouseEvent, type ReactNode } from 'react';
import { useHistory } from '@docusaurus/router';

type Props = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/** Whether a click opens the link here (not in a new tab or window, not another button). */
const opensHere = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export default function ResultLink({ href, onClick, ...props }: Props): ReactNode {
  const history = useHistory();
  return (
    // eslint-disable-next-line @docusaurus/no-html-links -- see above: Link would prefetch every result's page.
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !opensHere(event)) return;
        event.preventDefault();
        history.push(href);
      }}
    />
  );
}
