import { MAX_CHAT_EXPORT_BYTES } from '@/lib/league/chat-export/chat-limits';
import { picksInChat } from '@/lib/league/chat-export/picks-in-chat';
import { readChatFile } from '@/lib/league/chat-export/read-chat-file';
import { EXPECTED_PICKS, expectedPick, fixtureBytes, fixtureText } from './chat-fixtures';

async function chatText(bytes: Uint8Array, name: string): Promise<string> {
  const read = await readChatFile(bytes, name);
  if (!read.ok) throw new Error(`refused: ${read.reason}`);
  return read.text;
}

/** The bytes with the central directory's uncompressed size of every entry replaced by `size`. */
function claimingSize(bytes: Uint8Array, size: number): Uint8Array {
  const copy = new Uint8Array(bytes);
  const view = new DataView(copy.buffer);
  for (let at = 0; at + 4 <= copy.length; at += 1) if (view.getUint32(at, true) === 0x02014b50) view.setUint32(at + 24, size, true);
  return copy;
}

describe('readChatFile', () => {
  it('reads a .txt export as UTF-8 and finds every picks link in it', async () => {
    const file = 'android-multi-line-edited.txt';
    const text = await chatText(fixtureBytes(file), file);
    expect(text).toBe(fixtureText(file));
    expect(picksInChat(text)).toEqual(EXPECTED_PICKS[file]?.map(expectedPick));
  });

  it('takes the byte order mark off a .txt', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('26/11/26, 9:05 pm - Asha: hi')]);
    expect(await readChatFile(bytes, 'chat.TXT')).toEqual({ ok: true, text: '26/11/26, 9:05 pm - Asha: hi' });
  });

  it('reads the chat out of an Android .zip beside its media, with the same picks as the .txt alone', async () => {
    const text = await chatText(fixtureBytes('WhatsApp Chat with Office Cup.zip'), 'WhatsApp Chat with Office Cup.zip');
    expect(text).toBe(fixtureText('android-multi-line-edited.txt'));
    expect(picksInChat(text)).toEqual(EXPECTED_PICKS['android-multi-line-edited.txt']?.map(expectedPick));
  });

  it('reads the iOS `_chat.txt` of a .zip rather than another text file before it', async () => {
    const text = await chatText(fixtureBytes('ios-export.zip'), 'ios-export.zip');
    expect(text).toBe(fixtureText('ios-bracketed.txt'));
    expect(picksInChat(text)).toEqual(EXPECTED_PICKS['ios-bracketed.txt']?.map(expectedPick));
  });

  it('knows a .zip by its content when its name has lost the extension', async () => {
    expect(await chatText(fixtureBytes('ios-export.zip'), 'shared-file')).toBe(fixtureText('ios-bracketed.txt'));
  });

  it('refuses a .zip holding no text', async () => {
    expect(await readChatFile(fixtureBytes('media-only.zip'), 'media-only.zip')).toEqual({ ok: false, reason: 'no-chat-text' });
  });

  it('refuses a .zip whose chat inflates past the limit, whatever size it claims', async () => {
    const bomb = fixtureBytes('bomb.zip');
    expect(bomb.length).toBeLessThan(100_000);
    expect(await readChatFile(bomb, 'bomb.zip')).toEqual({ ok: false, reason: 'too-large' });
    expect(await readChatFile(claimingSize(bomb, 100), 'bomb.zip')).toEqual({ ok: false, reason: 'too-large' });
  });

  it('refuses a file over the size limit before reading it', async () => {
    const big = new Uint8Array(MAX_CHAT_EXPORT_BYTES + 1);
    expect(await readChatFile(big, 'WhatsApp Chat with Office Cup.txt')).toEqual({ ok: false, reason: 'too-large' });
    expect(await readChatFile(big.subarray(0, MAX_CHAT_EXPORT_BYTES), 'chat.txt')).toMatchObject({ ok: true });
  });

  it('refuses what is neither a chat text nor a readable .zip', async () => {
    const zip = fixtureBytes('WhatsApp Chat with Office Cup.zip');
    expect(await readChatFile(fixtureBytes('payloads.json'), 'payloads.json')).toEqual({ ok: false, reason: 'not-a-chat-file' });
    expect(await readChatFile(new TextEncoder().encode('hello'), 'chat.zip')).toEqual({ ok: false, reason: 'not-a-chat-file' });
    expect(await readChatFile(zip.subarray(0, zip.length - 30), 'cut.zip')).toEqual({ ok: false, reason: 'not-a-chat-file' });
    expect(await readChatFile(new Uint8Array(), 'empty.zip')).toEqual({ ok: false, reason: 'not-a-chat-file' });
  });

  it('refuses a .zip whose chat entry is damaged', async () => {
    const zip = fixtureBytes('WhatsApp Chat with Office Cup.zip');
    const damaged = new Uint8Array(zip);
    // The chat's local header follows the stored image (30 + 23 name bytes + 3000 bytes).
    damaged.fill(0xff, 3053 + 30 + 33, 3053 + 30 + 33 + 40);
    expect(await readChatFile(damaged, 'damaged.zip')).toEqual({ ok: false, reason: 'not-a-chat-file' });
  });
});
