/**
 * What the site never uses of Infima, the CSS framework under the classic theme: component variants and utility
 * classes that no page, component or script of the site mentions (tabs, pills, cards, button groups, most spacing and
 * text utilities, …), and the custom properties that then nothing reads. Found by comparing Infima's selectors and
 * properties with every emitted page and script of a build; tests/e2e/budgets.spec.ts checks on each e2e build that
 * none of them has come into use (a writer's className="pills" would make it fail: take the class out of this list).
 */
const words = (text: string) => new Set(text.trim().split(/\s+/));

export const UNUSED_CLASSES = words(`
  row--no-gutters row--align-top row--align-bottom row--align-center row--align-stretch row--align-baseline
  col--offset-4 col--5 col--offset-5 col--offset-6 col--offset-7 col--offset-8 col--offset-9 col--10 col--offset-10
  col--11 col--offset-11 col--offset-12 margin--none margin-top--none margin-left--none
  margin-right--none margin-vert--none margin-horiz--none margin--xs margin-top--xs margin-left--xs
  margin-bottom--xs margin-right--xs margin-vert--xs margin-horiz--xs margin--sm margin-right--sm margin-vert--sm
  margin-horiz--sm margin--md margin-left--md margin-horiz--md margin--lg margin-top--lg margin-left--lg
  margin-bottom--lg margin-right--lg margin-horiz--lg margin--xl margin-top--xl margin-left--xl margin-right--xl
  margin-horiz--xl padding-top--none padding-bottom--none padding-right--none padding-vert--none padding-horiz--none
  padding--xs padding-top--xs padding-left--xs padding-bottom--xs padding-right--xs padding-vert--xs
  padding-horiz--xs padding--sm padding-top--sm padding-left--sm padding-bottom--sm padding-right--sm
  padding-vert--sm padding-horiz--sm padding--md padding-left--md padding-bottom--md padding-right--md
  padding-vert--md padding-horiz--md padding--lg padding-top--lg padding-left--lg padding-right--lg padding-vert--lg
  padding-horiz--lg padding--xl padding-top--xl padding-left--xl padding-bottom--xl padding-right--xl
  padding-vert--xl padding-horiz--xl shadow--md shadow--tl text--primary text--secondary text--success text--info
  text--warning text--danger text--left text--justify text--capitalize text--lowercase text--uppercase text--light
  text--normal text--semibold text--bold text--italic text--break text--no-decoration alert--primary
  avatar--vertical badge--primary badge--success badge--info badge--warning badge--danger breadcrumbs--sm
  breadcrumbs--lg button--active button--link button--block button--success button--info button--warning
  button--danger button-group button-group--block card--full-height dropdown--nocaret hero--dark pagination--sm
  pagination--lg pills pills--block tabs--block
`);

export const UNUSED_PROPERTIES = words(`
  --ifm-dark-value --ifm-darker-value --ifm-darkest-value --ifm-light-value --ifm-lighter-value --ifm-lightest-value
  --ifm-contrast-background-value --ifm-contrast-foreground-value --ifm-contrast-background-dark-value
  --ifm-contrast-foreground-dark-value --ifm-color-success --ifm-color-info --ifm-color-warning
  --ifm-color-primary-darkest --ifm-color-primary-lighter --ifm-color-primary-lightest
  --ifm-color-primary-contrast-background --ifm-color-primary-contrast-foreground --ifm-color-secondary-light
  --ifm-color-secondary-lighter --ifm-color-secondary-lightest --ifm-color-success-darker
  --ifm-color-success-darkest --ifm-color-success-light --ifm-color-success-lighter --ifm-color-success-lightest
  --ifm-color-info-darker --ifm-color-info-darkest --ifm-color-info-light --ifm-color-info-lighter
  --ifm-color-info-lightest --ifm-color-warning-darker --ifm-color-warning-darkest --ifm-color-warning-light
  --ifm-color-warning-lighter --ifm-color-warning-lightest --ifm-color-danger-darker --ifm-color-danger-darkest
  --ifm-color-danger-light --ifm-color-danger-lighter --ifm-color-danger-lightest --ifm-font-weight-light
  --ifm-font-weight-base --ifm-transition-slow --ifm-global-shadow-tl --ifm-z-index-overlay
  --ifm-image-alignment-padding --ifm-alert-color --ifm-button-group-spacing --ifm-navbar-link-active-color
  --ifm-pills-spacing --ifm-h1-vertical-rhythm-top
`);
