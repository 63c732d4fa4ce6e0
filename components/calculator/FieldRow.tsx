import { styled } from '@mui/material/styles';

/** Two or more fields side by side, top-aligned so a hint or an error under one moves neither. */
const FieldRow = styled('div')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: theme.spacing(2),
  alignItems: 'start',
}));

export default FieldRow;
