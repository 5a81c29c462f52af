/**
 * Replaces the configurable announcement bar with the webpack 5 release
 * banner, whose dismissal is stored under this site's own key and value.
 */
import ReleaseBanner from '@site/src/components/ReleaseBanner';

export default ReleaseBanner;
