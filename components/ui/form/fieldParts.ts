import { styled } from '@mui/material/styles';

// The pieces of a labelled form field on native elements, styled from the theme: MUI's
// FormControl/InputBase/OutlinedInput family weighs ~20 kB gzip with the selects, switches and
// radios, which the calculator page's JavaScript budget (docs/performance.md#budgets) cannot carry.
// Touch targets are at least 48 px high; focus shows a 3 px outline, as on the site's buttons.

/** A field: its label above, the control, then its hint or error. */
export const FieldRoot = styled('div')({
  display: 'grid',
  // minmax(0, …): two fields side by side on a phone shrink instead of overflowing the row.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 4,
  minWidth: 0,
  width: '100%',
});

/** The visible label of a field. */
export const FieldLabel = styled('label')(({ theme }) => ({
  fontSize: '0.875rem',
  fontWeight: 600,
  color: theme.palette.text.primary,
}));

/** The hint or error under a field, tied to it with aria-describedby. */
export const FieldHelper = styled('p')(({ theme }) => ({
  margin: 0,
  fontSize: '0.8125rem',
  lineHeight: 1.45,
  color: theme.palette.text.secondary,
  '&[data-error]': { color: theme.palette.error.main, fontWeight: 600 },
  '&[data-notice]': {
    color: theme.palette.error.main,
    fontWeight: 600,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: 8,
  },
}));

/** The outlined box around an input and its "$" or "%"; red when the field is invalid. */
export const InputFrame = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  minHeight: 48,
  boxSizing: 'border-box',
  paddingInline: 12,
  gap: 6,
  border: `1px solid ${theme.palette.grey[500]}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.palette.background.paper,
  color: theme.palette.text.secondary,
  '&:hover': { borderColor: theme.palette.text.primary },
  '&:focus-within': {
    borderColor: theme.palette.primary.main,
    outline: `3px solid ${theme.palette.primary.main}`,
    outlineOffset: 1,
  },
  '&[data-invalid]': { borderColor: theme.palette.error.main },
  '&[data-invalid]:focus-within': { outlineColor: theme.palette.error.main },
}));

/** The text input inside an InputFrame: the frame draws the border and the focus ring. */
export const FrameInput = styled('input')(({ theme }) => ({
  flex: '1 1 auto',
  // An input's default width is about 20 characters; the frame decides its width instead.
  width: '100%',
  minWidth: 0,
  minHeight: 46,
  padding: 0,
  border: 0,
  outline: 0,
  background: 'transparent',
  font: 'inherit',
  fontSize: '1rem',
  color: theme.palette.text.primary,
}));

/** A native select drawn like the text fields; the chevron is drawn beside it (SelectChevron). */
export const NativeSelect = styled('select')(({ theme }) => ({
  appearance: 'none',
  width: '100%',
  minHeight: 48,
  boxSizing: 'border-box',
  padding: '0 40px 0 12px',
  border: `1px solid ${theme.palette.grey[500]}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.palette.background.paper,
  font: 'inherit',
  fontSize: '1rem',
  color: theme.palette.text.primary,
  cursor: 'pointer',
  '&:hover': { borderColor: theme.palette.text.primary },
  '&:focus-visible': {
    borderColor: theme.palette.primary.main,
    outline: `3px solid ${theme.palette.primary.main}`,
    outlineOffset: 1,
  },
}));

/** A checkbox, radio or switch with its label: the whole row is the 48 px touch target. */
export const ChoiceLabel = styled('label')({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 12,
  minHeight: 48,
  cursor: 'pointer',
  fontSize: '1rem',
  lineHeight: 1.4,
});

/** A native checkbox or radio in the theme's colour, with a visible keyboard focus ring. */
export const NativeChoice = styled('input')(({ theme }) => ({
  flex: 'none',
  width: 20,
  height: 20,
  margin: 0,
  accentColor: theme.palette.primary.main,
  cursor: 'pointer',
  '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));
