import Box from '@mui/material/Box';

/** A run of underscores: a blank to fill in by hand. */
const BLANK = /(_{2,})/;

/** A clause whose blanks never break across lines (each blank is one unbreakable field). */
export default function ClauseText({ text }: { text: string }) {
  return text.split(BLANK).map((part, index) =>
    BLANK.test(part) ? (
      <Box key={index} component="span" data-blank sx={{ whiteSpace: 'nowrap' }}>
        {part}
      </Box>
    ) : (
      part
    ),
  );
}
