/** Adds this site's navbar item types to the theme's own. */
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import LanguageDropdown from '@site/src/components/LanguageDropdown';
import NavbarIconLink from '@site/src/components/NavbarIconLink';

export default {
  ...ComponentTypes,
  'custom-languageDropdown': LanguageDropdown,
  'custom-iconLink': NavbarIconLink,
};
