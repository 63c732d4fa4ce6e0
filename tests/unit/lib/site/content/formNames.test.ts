import fc from 'fast-check';
import { splitFormNames } from '@/lib/site/content/formNames';

describe('splitFormNames', () => {
  it.each([
    ['A W-2 each January', ['A ', '[W-2]', ' each January']],
    ['Schedule H, Form 1040, W-2 and W-3', ['Schedule H, Form 1040, ', '[W-2]', ' and ', '[W-3]']],
    ['W-4, I-9 and 1099-NEC', ['[W-4]', ', ', '[I-9]', ' and ', '[1099-NEC]']],
    ['no forms here', ['no forms here']],
    ['a well-known twenty-four', ['a well-known twenty-four']],
  ])('splits %p', (text, pieces) => {
    expect(
      splitFormNames(text).map((piece) => (piece.formName ? `[${piece.text}]` : piece.text)),
    ).toEqual(pieces);
  });

  it('gives back the text unchanged when the pieces are joined', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(
          splitFormNames(text)
            .map((piece) => piece.text)
            .join(''),
        ).toBe(text);
      }),
    );
  });
});
