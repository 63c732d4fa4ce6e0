import { ActionButton } from '@/components/ui/ActionButton';

/** Opens the browser's print dialog (hidden on paper, as every action button is). */
export default function PrintButton({ label }: { label: string }) {
  return (
    <ActionButton type="button" variant="contained" onClick={() => window.print()}>
      {label}
    </ActionButton>
  );
}
