import { styled } from '@mui/material/styles';
import { forwardRef, type ButtonHTMLAttributes } from 'react';

const Round = styled('button', {
  shouldForwardProp: (prop) => prop !== 'edge' && prop !== 'as' && prop !== 'sx',
})<{ edge?: 'start' | 'end' | false }>(({ theme, edge = false }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  boxSizing: 'border-box',
  // A 48 px touch target around a 24 px icon, as MUI's large IconButton.
  width: 48,
  height: 48,
  padding: 12,
  marginLeft: edge === 'start' ? -12 : undefined,
  marginRight: edge === 'end' ? -12 : undefined,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: theme.palette.action.active,
  cursor: 'pointer',
  transition: 'background-color 150ms',
  '&:hover': { background: theme.palette.action.hover },
  '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 0 },
  '&:disabled': { opacity: 0.6, cursor: 'default' },
}));

export interface IconActionButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Pulls the button into the gutter by its padding, so the icon lines up with the content. */
  edge?: 'start' | 'end' | false;
  /** Required: an icon alone has no words to name the button. */
  'aria-label': string;
}

/** A round icon button on a plain `<button>`, without MUI's IconButton, ButtonBase and ripple. */
const IconActionButton = forwardRef<HTMLButtonElement, IconActionButtonProps>(
  function IconActionButton({ type = 'button', ...props }, ref) {
    return <Round ref={ref} type={type} {...props} />;
  },
);

export default IconActionButton;
