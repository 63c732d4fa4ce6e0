import { styled } from '@mui/material/styles';
import { splitFormNames } from '@/lib/site/content/formNames';

const NoBreak = styled('span')({ whiteSpace: 'nowrap' });

/**
 * Text whose form names (W-2, W-3, 1099-NEC) never break at their hyphen on a narrow screen; the
 * text itself is unchanged, so it reads, copies and searches as written.
 */
export default function UnbrokenFormNames({ text }: { text: string }) {
  return (
    <>
      {splitFormNames(text).map((piece, index) =>
        piece.formName ? <NoBreak key={index}>{piece.text}</NoBreak> : piece.text,
      )}
    </>
  );
}
