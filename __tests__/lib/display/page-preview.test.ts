import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pagePreview, PREVIEW_IMAGE } from '@/lib/display/page-preview';

describe('pagePreview', () => {
  it('gives Open Graph and Twitter card tags with the preview picture', () => {
    const preview = pagePreview('Join a league on PredictoPlay', 'Open the invite link to join.', '/leagues');
    expect(preview.openGraph).toMatchObject({ title: 'Join a league on PredictoPlay', description: 'Open the invite link to join.', url: '/leagues', images: [PREVIEW_IMAGE] });
    expect(preview.twitter).toMatchObject({ card: 'summary_large_image', title: 'Join a league on PredictoPlay', images: [PREVIEW_IMAGE.url] });
  });

  it('points at a small 1200x630 PNG in public/', () => {
    const png = readFileSync(join(process.cwd(), 'public', PREVIEW_IMAGE.url));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(png.length).toBeLessThanOrEqual(60_000);
  });
});
