import { styled } from '@mui/material/styles';
import { useId } from 'react';
import { ChoiceLabel, FieldHelper } from '@/components/ui/form/fieldParts';

interface SwitchFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
}

// A native checkbox drawn as a switch: a track with a knob that slides when it is on.
const SwitchInput = styled('input')(({ theme }) => ({
  appearance: 'none',
  flex: 'none',
  position: 'relative',
  width: 40,
  height: 24,
  margin: 0,
  borderRadius: 12,
  background: theme.palette.grey[500],
  cursor: 'pointer',
  transition: 'background-color 150ms',
  '&::before': {
    content: '""',
    position: 'absolute',
    top: 3,
    left: 3,
    width: 18,
    height: 18,
    borderRadius: '50%',
    background: theme.palette.common.white,
    transition: 'transform 150ms',
  },
  '&:checked': { background: theme.palette.primary.main },
  '&:checked::before': { transform: 'translateX(16px)' },
  '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  '@media (forced-colors: active)': { appearance: 'auto' },
}));

/** An on/off choice with its label, and an optional explanation tied to it. */
export default function SwitchField({ label, checked, onChange, hint }: SwitchFieldProps) {
  const hintId = useId();
  return (
    <div>
      <ChoiceLabel>
        <SwitchInput
          type="checkbox"
          role="switch"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={hint ? hintId : undefined}
        />
        <span>{label}</span>
      </ChoiceLabel>
      {hint ? <FieldHelper id={hintId}>{hint}</FieldHelper> : null}
    </div>
  );
}
