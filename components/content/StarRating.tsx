import { RATING_ICON_SIZE, RATING_STAR_COLORS } from '@/lib/site/theme/tokens';
import styles from './StarRating.module.css';

interface StarRatingProps {
  value: number;
  /** What the stars rate, for screen readers: "4.5 out of 5 stars on Facebook". */
  label: string;
}

const STAR_PATH =
  'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';
const STARS = [0, 1, 2, 3, 4];

function Stars({ color }: { color: string }) {
  return (
    <span className={styles.row} style={{ color }}>
      {STARS.map((index) => (
        <svg
          key={index}
          width={RATING_ICON_SIZE.readOnly}
          height={RATING_ICON_SIZE.readOnly}
          viewBox="0 0 24 24"
          aria-hidden="true"
        >
          <path d={STAR_PATH} fill="currentColor" />
        </svg>
      ))}
    </span>
  );
}

/**
 * Read-only stars, announced as one sentence. The site only ever shows ratings, so this draws
 * them (a filled row clipped to the value over an empty row) instead of shipping MUI's
 * interactive Rating to every page.
 */
export default function StarRating({ value, label }: StarRatingProps) {
  const percent = Math.max(0, Math.min(5, value)) * 20;
  return (
    <span role="img" aria-label={label} className={styles.rating}>
      <Stars color={RATING_STAR_COLORS.empty} />
      <span className={styles.filled} style={{ width: `${percent}%` }}>
        <Stars color={RATING_STAR_COLORS.filled} />
      </span>
    </span>
  );
}
