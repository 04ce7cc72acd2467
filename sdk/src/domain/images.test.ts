import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from './account-rules.js';
import { AVATAR_SIZE_MESSAGE, AVATAR_TYPE_MESSAGE, avatarFileError, imageSource, uploadedFilePath } from './images.js';

describe('uploaded images', () => {
  it('Given chosen files, when checked as an avatar, then only JPG/PNG under 2 MB pass with the spec messages', () => {
    expect(avatarFileError({ name: 'me.png', type: 'image/png', size: 10 })).toBeUndefined();
    expect(avatarFileError({ name: 'me.JPG', size: 10 })).toBeUndefined();
    expect(avatarFileError({ name: 'me.gif', type: 'image/gif', size: 10 })).toBe(AVATAR_TYPE_MESSAGE);
    expect(avatarFileError({ name: 'notes.txt', size: 10 })).toBe(AVATAR_TYPE_MESSAGE);
    expect(avatarFileError({ name: 'big.png', type: 'image/png', size: AVATAR_MAX_BYTES })).toBe(AVATAR_SIZE_MESSAGE);
    expect(avatarFileError({ name: 'ok.png', type: 'image/png', size: AVATAR_MAX_BYTES - 1 })).toBeUndefined();
  });

  it('Given logo or avatar references, when shown, then URLs stay, file ids are read from the API and the rest is nothing', () => {
    expect(imageSource('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(imageSource('6744b1c0a1b2c3d4e5f60718')).toBe(uploadedFilePath('6744b1c0a1b2c3d4e5f60718'));
    expect(uploadedFilePath('6744b1c0a1b2c3d4e5f60718')).toBe('/api/v2/files/6744b1c0a1b2c3d4e5f60718');
    for (const bad of [
      undefined,
      null,
      '',
      '  ',
      'javascript:alert(1)',
      '/etc/passwd',
      'logo.png',
      'data:text/html,x',
      'http://cdn.example.com/a.png',
    ])
      expect(imageSource(bad)).toBeUndefined();
  });
});
