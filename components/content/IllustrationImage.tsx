import {
  ILLUSTRATION_ALT_ES,
  ILLUSTRATIONS,
  type IllustrationName,
} from '@/lib/site/content/illustrations';
import type { Locale } from '@/lib/site/i18n/locale';
import type { FeatureFlags } from '@/lib/platform/flags/flagNames';
import { imageUrl } from '@/lib/site/seo/assets';

interface IllustrationImageProps {
  name: IllustrationName;
  flags: Pick<FeatureFlags, 'assetUrl'>;
  /** The page's language, for the alt text. */
  locale: Locale;
  className?: string;
}

/**
 * One of the site's SVG illustrations as a plain `<img>`: a few hundred bytes, fixed width and
 * height (no layout shift), loaded lazily because none sits where it could be the page's
 * largest paint on a phone. Plain `<img>` rather than next/image: SVG needs no resizing.
 */
export default function IllustrationImage({
  name,
  flags,
  locale,
  className,
}: IllustrationImageProps) {
  const { file, width, height } = ILLUSTRATIONS[name];
  const alt = locale === 'es' ? ILLUSTRATION_ALT_ES[name] : ILLUSTRATIONS[name].alt;
  return (
    // next/image would add its component to the page's JS and cannot improve an SVG.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={imageUrl(flags, file)}
      width={width}
      height={height}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={className}
      style={{ maxWidth: '100%', height: 'auto' }}
    />
  );
}
