import Rating from '@mui/material/Rating';

interface StarRatingProps {
  value: number;
  /** What the stars rate, for screen readers: "4.5 out of 5 stars on Facebook". */
  label: string;
}

/** Read-only stars (16 px per SPEC §9, set in the theme), announced as one sentence. */
export default function StarRating({ value, label }: StarRatingProps) {
  return <Rating value={value} precision={0.5} readOnly size="small" aria-label={label} />;
}
