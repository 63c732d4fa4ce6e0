import { ActionButton } from '@/components/ui/ActionButton';
import {
  emptyFamilyForm,
  type ShareFamilyForm,
  type ShareFieldErrors,
} from '@/lib/calculator/share/shareForm';
import { defaultFamilyLabel } from '@/lib/tax/share/labels';
import { usePageLanguage } from '@/components/ui/PageLanguage';
import { fillIn } from '@/lib/calculator/text/fillIn';
import FamilyFields from './FamilyFields';
import { useShareText } from './ShareTextContext';
import styles from './ShareFamilyList.module.css';

// The API's limits (SHARE_FAMILIES), repeated here: its module would bring the engine's
// defaults into the page's first load.
const MIN_FAMILIES = 2;
const MAX_FAMILIES = 3;

interface ShareFamilyListProps {
  families: readonly ShareFamilyForm[];
  errors: ShareFieldErrors;
  onChange: (families: ShareFamilyForm[]) => void;
}

/** One group of fields per family, and the buttons that add a third family or remove it. */
export default function ShareFamilyList({ families, errors, onChange }: ShareFamilyListProps) {
  const { locale } = usePageLanguage();
  const { family: words } = useShareText();
  const setFamily = (index: number, change: Partial<ShareFamilyForm>) =>
    onChange(families.map((f, i) => (i === index ? { ...f, ...change } : f)));
  return (
    <>
      {families.map((family, index) => (
        <FamilyFields
          key={index}
          index={index}
          family={family}
          errors={errors}
          onChange={(change) => setFamily(index, change)}
        />
      ))}
      <div className={styles.actions}>
        {families.length < MAX_FAMILIES ? (
          <ActionButton
            type="button"
            variant="outlined"
            onClick={() =>
              onChange([...families, emptyFamilyForm(defaultFamilyLabel(families.length, locale))])
            }
          >
            {words.addThird}
          </ActionButton>
        ) : null}
        {families.length > MIN_FAMILIES ? (
          <ActionButton
            type="button"
            variant="text"
            onClick={() => onChange(families.slice(0, -1))}
          >
            {fillIn(words.remove, {
              family: families[families.length - 1]?.label || words.theLastFamily,
            })}
          </ActionButton>
        ) : null}
      </div>
    </>
  );
}
