import manifest from '@/app/manifest';

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

  it('sends a share to a path inside the app’s scope', () => {
    const { share_target: target, scope } = manifest();
    expect(target?.action.startsWith(scope ?? '')).toBe(true);
  });
});
