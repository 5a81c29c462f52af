/**
 * react-helmet-async 1.3.0's `Helmet` and `HelmetProvider` as the browser runs them, without what only the server
 * needs (collecting the head into strings for the HTML files) and without prop-types, invariant, shallowequal and
 * react-fast-compare. The server bundle keeps the library, so the HTML files are unchanged; in the browser this module
 * keeps the head in step with the `<Head>` elements on the page, as the library does: the same children are accepted
 * (title, meta, link, script, noscript, style, base, html and body, also in fragments, or the matching props), the
 * same reduction (the innermost title, template and base win; attributes merge in mount order; a meta or link tag
 * replaces an outer one with the same name, property, rel and so on) and the same DOM updates (tags marked
 * `data-rh`, left alone when an equal one is already there, applied in the next animation frame unless `defer` is
 * false). `__tests__/helmet.test.tsx` renders the same trees with both and compares the heads.
 */
import React, { Fragment, useLayoutEffect, useRef, type ReactElement, type ReactNode } from 'react';

type Attributes = Record<string, string | undefined>;
type Tag = Record<string, string | undefined>;

const ARRAY_TAGS = ['link', 'meta', 'noscript', 'script', 'style'] as const;
type ArrayTag = (typeof ARRAY_TAGS)[number];

export type HelmetProps = {
  children?: ReactNode;
  title?: string | string[];
  titleTemplate?: string;
  defaultTitle?: string;
  defer?: boolean;
  htmlAttributes?: Attributes;
  bodyAttributes?: Attributes;
  titleAttributes?: Attributes;
  base?: Tag;
  onChangeClientState?: (state: State) => void;
} & Partial<Record<ArrayTag, Tag[]>>;

/** React prop names of head elements and the attribute they set. */
const HTML_NAMES: Record<string, string> = {
  accessKey: 'accesskey',
  charSet: 'charset',
  className: 'class',
  contentEditable: 'contenteditable',
  contextMenu: 'contextmenu',
  httpEquiv: 'http-equiv',
  itemProp: 'itemprop',
  tabIndex: 'tabindex',
};

/** The element's children as the library maps them to props (a <Head> takes head elements only). */
function mapChildren(children: ReactNode, props: HelmetProps): HelmetProps {
  let mapped: HelmetProps = { ...props };
  const arrays: Partial<Record<ArrayTag, Tag[]>> = {};
  React.Children.forEach(children, (child) => {
    if (!child || typeof child !== 'object' || !('props' in child)) return;
    const element = child as ReactElement<Record<string, unknown>>;
    const { children: nested, ...elementProps } = element.props;
    if (element.type === Fragment) {
      mapped = mapChildren(nested as ReactNode, mapped);
      return;
    }
    const attributes: Attributes = {};
    for (const [key, value] of Object.entries(elementProps)) attributes[HTML_NAMES[key] ?? key] = value as string;
    const type = element.type as string;
    if ((ARRAY_TAGS as readonly string[]).includes(type)) {
      const content = nested ? { [type === 'style' ? 'cssText' : 'innerHTML']: nested as string } : {};
      arrays[type as ArrayTag] = [...(arrays[type as ArrayTag] ?? []), { ...attributes, ...content }];
    } else if (type === 'title') {
      mapped = { ...mapped, title: nested as string | string[], titleAttributes: attributes };
    } else if (type === 'html' || type === 'body') {
      mapped = { ...mapped, [`${type}Attributes`]: attributes };
    } else {
      mapped = { ...mapped, [type]: attributes };
    }
  });
  return { ...mapped, ...arrays };
}

export type State = ReturnType<typeof reduce>;

const flatten = (title: string | string[]) => (Array.isArray(title) ? title.join('') : title);

/** The value of the innermost instance that has the property. */
function innermost<K extends keyof HelmetProps>(list: HelmetProps[], key: K): HelmetProps[K] | undefined {
  for (let i = list.length - 1; i >= 0; i -= 1)
    if (Object.prototype.hasOwnProperty.call(list[i], key)) return list[i]![key];
  return undefined;
}

function title(list: HelmetProps[]): string | undefined {
  const value = innermost(list, 'title');
  const innermostTitle = value == null ? value : flatten(value);
  const template = innermost(list, 'titleTemplate');
  if (template && innermostTitle) return template.replace(/%s/g, () => innermostTitle);
  return innermostTitle || innermost(list, 'defaultTitle') || undefined;
}

const attributes = (list: HelmetProps[], key: 'htmlAttributes' | 'bodyAttributes' | 'titleAttributes') =>
  list.reduce<Attributes>((merged, props) => (props[key] === undefined ? merged : { ...merged, ...props[key] }), {});

function base(list: HelmetProps[]): Tag[] {
  for (let i = list.length - 1; i >= 0; i -= 1) {
    const tag = list[i]!.base;
    if (tag && Object.keys(tag).some((key) => key.toLowerCase() === 'href' && tag[key.toLowerCase()])) return [tag];
  }
  return [];
}

/** Tags of one kind: an inner instance's tag replaces outer ones with the same value of its primary attribute. */
function tags(list: HelmetProps[], type: ArrayTag, primary: string[]): Tag[] {
  const approvedSeen: Record<string, Record<string, true>> = {};
  const approved: Tag[] = [];
  const instances = list.filter((props) => Array.isArray(props[type])).map((props) => props[type]!);
  for (const instanceTags of instances.reverse()) {
    const instanceSeen: Record<string, Record<string, true>> = {};
    const kept = instanceTags.filter((tag) => {
      let key: string | undefined;
      for (const attribute of Object.keys(tag)) {
        const lower = attribute.toLowerCase();
        // rel is the primary attribute of a link, unless it is canonical (then href) or stylesheet.
        if (
          primary.includes(lower) &&
          !(key === 'rel' && tag[key]!.toLowerCase() === 'canonical') &&
          !(lower === 'rel' && tag[lower]!.toLowerCase() === 'stylesheet')
        ) {
          key = lower;
        }
        if (primary.includes(attribute) && ['innerHTML', 'cssText', 'itemprop'].includes(attribute)) key = attribute;
      }
      if (!key || !tag[key]) return false;
      const value = tag[key]!.toLowerCase();
      if (approvedSeen[key]?.[value]) return false;
      (instanceSeen[key] ??= {})[value] = true;
      return true;
    });
    approved.push(...kept.reverse());
    for (const [key, values] of Object.entries(instanceSeen)) approvedSeen[key] = { ...approvedSeen[key], ...values };
  }
  return approved.reverse();
}

export function reduce(list: HelmetProps[]) {
  return {
    baseTag: base(list),
    bodyAttributes: attributes(list, 'bodyAttributes'),
    defer: innermost(list, 'defer') !== false,
    htmlAttributes: attributes(list, 'htmlAttributes'),
    linkTags: tags(list, 'link', ['rel', 'href']),
    metaTags: tags(list, 'meta', ['name', 'charset', 'http-equiv', 'property', 'itemprop']),
    noscriptTags: tags(list, 'noscript', ['innerHTML']),
    onChangeClientState: innermost(list, 'onChangeClientState'),
    scriptTags: tags(list, 'script', ['src', 'innerHTML']),
    styleTags: tags(list, 'style', ['cssText']),
    title: title(list),
    titleAttributes: attributes(list, 'titleAttributes'),
  };
}

const MARK = 'data-rh';

/** Puts the tags in the head: an equal marked tag already there stays, the other marked tags of the kind go. */
function updateTags(type: string, list: Tag[]): void {
  const head = document.head;
  const old = [...head.querySelectorAll(`${type}[${MARK}]`)];
  const added: Element[] = [];
  for (const tag of list) {
    const element = document.createElement(type);
    for (const [attribute, value] of Object.entries(tag)) {
      if (attribute === 'innerHTML') element.innerHTML = value ?? '';
      else if (attribute === 'cssText') element.appendChild(document.createTextNode(value ?? ''));
      else element.setAttribute(attribute, value ?? '');
    }
    element.setAttribute(MARK, 'true');
    const same = old.findIndex((existing) => element.isEqualNode(existing));
    if (same === -1) added.push(element);
    else old.splice(same, 1);
  }
  for (const element of old) element.remove();
  for (const element of added) head.appendChild(element);
}

/** Sets the attributes on the element, and removes those set earlier that are no longer asked for. */
function updateAttributes(tagName: string, wanted: Attributes): void {
  const element = document.getElementsByTagName(tagName)[0];
  if (!element) return;
  const managed = element.getAttribute(MARK)?.split(',') ?? [];
  const toRemove = [...managed];
  const keys = Object.keys(wanted);
  for (const attribute of keys) {
    const value = wanted[attribute] || '';
    if (element.getAttribute(attribute) !== value) element.setAttribute(attribute, value);
    if (!managed.includes(attribute)) managed.push(attribute);
    const kept = toRemove.indexOf(attribute);
    if (kept !== -1) toRemove.splice(kept, 1);
  }
  for (let i = toRemove.length - 1; i >= 0; i -= 1) element.removeAttribute(toRemove[i]!);
  if (managed.length === toRemove.length) element.removeAttribute(MARK);
  else if (element.getAttribute(MARK) !== keys.join(',')) element.setAttribute(MARK, keys.join(','));
}

function commit(state: State): void {
  updateAttributes('body', state.bodyAttributes);
  updateAttributes('html', state.htmlAttributes);
  if (state.title !== undefined && document.title !== state.title) document.title = state.title;
  updateAttributes('title', state.titleAttributes);
  updateTags('base', state.baseTag);
  updateTags('link', state.linkTags);
  updateTags('meta', state.metaTags);
  updateTags('noscript', state.noscriptTags);
  updateTags('script', state.scriptTags);
  updateTags('style', state.styleTags);
  state.onChangeClientState?.(state);
}

/** The mounted instances' props, in mount order (the library's list is global in the browser too). */
const instances: { props: HelmetProps }[] = [];
let frame: number | undefined;

function emitChange(): void {
  if (frame !== undefined) cancelAnimationFrame(frame);
  frame = undefined;
  const state = reduce(instances.map((instance) => instance.props));
  if (state.defer) {
    frame = requestAnimationFrame(() => {
      frame = undefined;
      commit(state);
    });
  } else {
    commit(state);
  }
}

/** Serialised props, to skip renders that ask for the same head (the library compares deeply). */
const key = (props: HelmetProps) => JSON.stringify(props);

export function Helmet({ children, ...given }: HelmetProps): null {
  // The library's default props, in every instance's props: an inner instance's default overrides an outer `defer`.
  const props = { defer: true, ...given };
  const mapped = children ? mapChildren(children, props) : props;
  const instance = useRef<{ props: HelmetProps; key?: string }>(null);
  useLayoutEffect(() => {
    const entry = { props: {} };
    instance.current = entry;
    instances.push(entry);
    return () => {
      instances.splice(instances.indexOf(entry), 1);
      emitChange();
    };
  }, []);
  useLayoutEffect(() => {
    const entry = instance.current!;
    const next = key(mapped);
    entry.props = mapped;
    if (entry.key === next) return;
    entry.key = next;
    emitChange();
  });
  return null;
}

/** The server's provider collects the head; in the browser there is nothing to provide. */
export function HelmetProvider({ children }: { children?: ReactNode; context?: object }): ReactNode {
  return children;
}
