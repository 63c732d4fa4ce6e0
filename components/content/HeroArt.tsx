import type { FeatureFlags } from '@/lib/platform/flags/flagNames';
import { HERO_ART, type HeroArtName } from '@/lib/site/content/illustrations';
import { imageUrl } from '@/lib/site/seo/assets';
import { BREAKPOINTS } from '@/lib/site/theme/tokens';
import styles from './HeroArt.module.css';

interface HeroArtProps {
  name: HeroArtName;
  flags: Pick<FeatureFlags, 'assetUrl'>;
  /**
   * The alt text in the page's language, from the page's words (a hero hydrates, so a table of
   * both languages here would ship the other language's words too).
   */
  alt: string;
}

/** An empty GIF: what the `<img>` holds where the art is not shown, so phones fetch nothing. */
const NOTHING = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

/**
 * A hero's product illustration beside its text (docs/site.md#images), from md (960 px) up only:
 * there it is above the fold, so it loads at once, sized, with nothing moving; on phones it is
 * neither shown nor downloaded (the `<source>` matches only from md up).
 */
export default function HeroArt({ name, flags, alt }: HeroArtProps) {
  const art = HERO_ART[name];
  const { file, width, height } = art;
  return (
    <div data-hero-art={name} className={styles.art}>
      <picture>
        <source media={`(min-width: ${BREAKPOINTS.md}px)`} srcSet={imageUrl(flags, file)} />
        {/* A self-hosted SVG in a <picture>: next/image would add code and cannot improve it. */}
        <img
          src={NOTHING}
          width={width}
          height={height}
          alt={alt}
          decoding="async"
          style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
        />
      </picture>
    </div>
  );
}
