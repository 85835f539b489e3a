import { unsavedNote, withSaveNote } from '@/lib/store/save-words';

describe('withSaveNote', () => {
  it('leaves a saved result’s message as it is', () => {
    expect(withSaveNote('Prediction placed! You bet 100 coins on YES', { saved: true })).toBe('Prediction placed! You bet 100 coins on YES');
  });

  it('leaves a message alone when the result says nothing about saving', () => {
    expect(withSaveNote('Link copied', {})).toBe('Link copied');
  });

  it('adds that the change is kept in this tab only, ending the message as a sentence first', () => {
    expect(withSaveNote('Prediction placed! You bet 100 coins on YES', { saved: false })).toBe(
      'Prediction placed! You bet 100 coins on YES. Kept in this tab only until storage works again.',
    );
    expect(withSaveNote('Your backup was restored.', { saved: false })).toBe(`Your backup was restored. ${unsavedNote()}`);
    expect(withSaveNote('Welcome back, Asha!', { saved: false })).toBe(`Welcome back, Asha! ${unsavedNote()}`);
  });
});
