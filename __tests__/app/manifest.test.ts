import manifest from '@/app/manifest';
import { devanagariShare, inHindi } from '../i18n/hindi';

describe('the web app manifest', () => {
  it('makes the installed app a share target that takes links, text and an exported chat by POST', () => {
    expect(manifest().share_target).toEqual({
      action: '/leagues?share=chat',
      method: 'POST',
      enctype: 'multipart/form-data',
      params: {
        title: 'title',
        text: 'text',
        url: 'url',
        files: [{ name: 'chat', accept: expect.arrayContaining(['text/plain', 'application/zip', '.txt', '.zip']) }],
      },
    });
  });

  it('names and describes the app in plain English', () => {
    expect(manifest()).toMatchObject({ name: 'PredictoPlay: predict with free play coins', short_name: 'PredictoPlay', lang: 'en-IN' });
    expect(manifest().description).toBe('A free prediction game with play coins. Everything runs in your browser, online or offline.');
  });

  it('sends a share to a path inside the app’s scope', () => {
    const { share_target: target, scope } = manifest();
    expect(target?.action.startsWith(scope ?? '')).toBe(true);
  });
});

describe('the web app manifest in Hindi', () => {
  inHindi();

  it('names and describes the app in Hindi, keeping the brand as its short name', () => {
    const { name, short_name: shortName, description } = manifest();
    expect(name).toBe('PredictoPlay: मुफ़्त खेल के सिक्कों से अनुमान लगाएँ');
    expect(shortName).toBe('PredictoPlay');
    expect(devanagariShare(String(description))).toBeGreaterThan(0.95);
  });
});
