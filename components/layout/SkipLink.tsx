import { styled } from '@mui/material/styles';

export const MAIN_CONTENT_ID = 'main-content';

const Anchor = styled('a')(({ theme }) => ({
  position: 'absolute',
  left: theme.spacing(1),
  top: theme.spacing(-8),
  zIndex: theme.zIndex.tooltip,
  padding: theme.spacing(1.5, 2),
  background: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  borderRadius: theme.shape.borderRadius,
  fontWeight: 600,
  '&:focus': { top: theme.spacing(1) },
}));

/** First focusable element: lets keyboard users jump past the header navigation. */
export default function SkipLink() {
  return (
    <Anchor href={`#${MAIN_CONTENT_ID}`} data-skip-link>
      Skip to main content
    </Anchor>
  );
}
