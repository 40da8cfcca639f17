import { pngImage } from '../db/seed/demo-png.ts';

// Files as clients upload them, by their real first bytes: what the content check sees whatever the file is called.

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
const jpg = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0', 'latin1'),
  Buffer.from([0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]),
]);
const webpBody = Buffer.concat([Buffer.from('WEBPVP8 ', 'latin1'), Buffer.alloc(30, 0)]);
const webpSize = Buffer.alloc(4);
webpSize.writeUInt32LE(webpBody.length);

export const SAMPLE = {
  pdf,
  png: pngImage(4, 3, (x, y) => [x * 60, y * 80, 200]),
  jpg,
  webp: Buffer.concat([Buffer.from('RIFF', 'latin1'), webpSize, webpBody]),
  text: Buffer.from('Nombre,Apellido\nJUAN,PÉREZ\n'),
  zip: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00]), Buffer.alloc(40, 0)]),
  exe: Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(62, 0)]),
  gif: Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.from([1, 0, 1, 0, 0, 0, 0]), Buffer.from(';')]),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
};
