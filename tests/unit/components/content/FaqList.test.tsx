import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FaqList from '@/components/content/FaqList';
import { FAMILY_FAQ } from '@/lib/site/content/faqContent';

describe('FaqList', () => {
  it('renders every question with the brand filled in, answers in the page but closed', () => {
    const { container } = render(
      <FaqList entries={FAMILY_FAQ} brandName="HomePay" locale="en" inEnglish="" />,
    );
    expect(container.querySelectorAll('details')).toHaveLength(FAMILY_FAQ.length);
    expect(screen.getByText('What does HomePay cost?')).toBeInTheDocument();
    expect(container.textContent).not.toContain('{brand}');
    expect(container.querySelector('details[open]')).toBeNull();
    // The answers are in the HTML for crawlers even while closed (FAQPage structured data).
    expect(container.textContent).toContain('$100');
  });

  it('opens a question in place', async () => {
    const { container } = render(
      <FaqList entries={FAMILY_FAQ} brandName="HomePay" locale="en" inEnglish="" />,
    );
    await userEvent.click(screen.getByText('Do I need to pay nanny taxes?'));
    expect(container.querySelector('#faq-do-i-owe')).toHaveAttribute('open');
  });
});
