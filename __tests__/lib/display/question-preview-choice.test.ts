import fc from 'fast-check';
import { isPreviewableId, markPreviewChoice, PREVIEW_CHOICE_ATTRIBUTE, previewChoice, previewChoiceScript, previewStyles } from '@/lib/display/question-preview-choice';

const IDS = ['1', '2', '3', 'abc123.q-7'];

/** Runs the inline script as the page's parser would, at `search`. */
function runScript(ids: readonly string[], search: string): string | null {
  window.history.replaceState(null, '', `/prediction${search}`);
  // The script is the page's own text, run as the browser runs it.
  new Function(previewChoiceScript(ids))();
  return document.documentElement.getAttribute(PREVIEW_CHOICE_ATTRIBUTE);
}

afterEach(() => document.documentElement.removeAttribute(PREVIEW_CHOICE_ATTRIBUTE));

describe('the preview chosen before the first paint', () => {
  it('names a question the page has a preview of, and nothing else', () => {
    expect(previewChoice('?id=3', IDS)).toBe('3');
    expect(previewChoice('?id=3&x=1#top', IDS)).toBe('3');
    expect(previewChoice('?id=99', IDS)).toBeNull();
    expect(previewChoice('', IDS)).toBeNull();
  });

  it('the inline script marks <html> exactly as the live page does, for any address', () => {
    const searches = fc.oneof(
      fc.constantFrom(...IDS).map((id) => `?id=${encodeURIComponent(id)}`),
      fc.string().map((text) => `?id=${encodeURIComponent(text)}`),
      fc.string().map((text) => `?${text}`),
    );
    fc.assert(
      fc.property(searches, (search) => {
        const scripted = runScript(IDS, search);
        const element = document.createElement('html');
        markPreviewChoice(element, search, IDS);
        expect(scripted).toBe(element.getAttribute(PREVIEW_CHOICE_ATTRIBUTE));
      }),
    );
  });

  it('clears an earlier mark when the address names no previewed question', () => {
    document.documentElement.setAttribute(PREVIEW_CHOICE_ATTRIBUTE, '1');
    expect(runScript(IDS, '?id=m-made-here')).toBeNull();
  });

  it('writes only safe ids into the script and the styles', () => {
    const hostile = ['1', '"]{}</style><script>alert(1)</script>', "');alert(1);//"];
    expect(hostile.filter(isPreviewableId)).toEqual(['1']);
    expect(previewChoiceScript(hostile)).not.toContain('alert');
    expect(previewStyles(hostile)).not.toContain('alert');
    expect(previewStyles(hostile)).not.toContain('<');
  });

  it('shows the named preview, hides the rest, and keeps the skeleton for an unknown question', () => {
    document.head.innerHTML = `<style>${previewStyles(IDS)}</style>`;
    document.body.innerHTML = `${IDS.map((id) => `<div class="question-preview" data-preview="${id}"></div>`).join('')}<div class="question-preview-skeleton"></div>`;
    const shown = () => [...document.body.children].filter((element) => getComputedStyle(element).display !== 'none').map((element) => element.getAttribute('data-preview') ?? 'skeleton');
    expect(shown()).toEqual(['skeleton']);
    runScript(IDS, '?id=abc123.q-7');
    expect(shown()).toEqual(['abc123.q-7']);
  });
});
