import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import SwitchField from '@/components/calculator/SwitchField';
import { siteTheme } from '@/lib/site/theme/createSiteTheme';
import { applyModuleStylesheet } from '../../../support/moduleStylesheet';
import { toRgb } from '../../../support/cssColour';

const theme = siteTheme('care');
let remove: () => void;
beforeAll(() => {
  remove = applyModuleStylesheet('components/calculator/SwitchField.module.css', theme);
});
afterAll(() => remove());

function Controlled() {
  const [checked, setChecked] = useState(false);
  return <SwitchField label="Lives in" checked={checked} onChange={setChecked} hint="With you." />;
}

describe('SwitchField', () => {
  it('is a labelled switch described by its hint, its track grey when off and the theme’s colour when on', () => {
    render(<Controlled />);
    const toggle = screen.getByRole('switch', { name: 'Lives in' });
    expect(toggle).toHaveAccessibleDescription('With you.');
    expect(getComputedStyle(toggle).backgroundColor).toBe(toRgb(theme.palette.grey[500]));
    fireEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(getComputedStyle(toggle).backgroundColor).toBe(toRgb(theme.palette.primary.main));
  });
});
