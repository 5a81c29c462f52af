/**
 * Scripts inlined in <head> so that stored choices apply before first paint
 * (no flash of a banner the reader already closed).
 */
import { BANNER_DISMISSED_VALUE, STORAGE_KEYS } from '../src/constants';

/** Sets data-banner-dismissed on <html> when the release banner was closed. */
export const bannerDismissedScript = `(function(){try{if(localStorage.getItem(${JSON.stringify(
  STORAGE_KEYS.bannerDismissed,
)})===${JSON.stringify(BANNER_DISMISSED_VALUE)}){document.documentElement.setAttribute('data-banner-dismissed','true')}}catch(e){}})();`;
