import sharp from 'sharp';
import type { DemoImageStore } from '@mainwork/db';
import { imageField } from '@mainwork/contracts';
import type { FileStorage } from './file-storage.ts';
import { storeImageBytes } from './store-upload.ts';

/**
 * Stores images the product draws itself (the demo data's logos, banners and icons, as SVG): rendered with sharp,
 * then stored exactly as an upload to a logo, banner or icon field is (judged by content, re-encoded, resized to
 * the role's box). Logos and icons are PNG; banners, photographs in spirit, JPEG.
 */
export function generatedImageStore(storage: FileStorage): DemoImageStore {
  return {
    async store({ svg, role, filename }) {
      const rendered = sharp(Buffer.from(svg));
      const banner = role === 'banner';
      const bytes = banner ? await rendered.jpeg({ quality: 88 }).toBuffer() : await rendered.png().toBuffer();
      return storeImageBytes(storage, bytes, {
        field: imageField(role, role),
        folder: `${role}s`,
        filename: banner ? filename.replace(/\.png$/, '.jpg') : filename,
      });
    },
    remove: (storageKey) => storage.remove(storageKey),
  };
}
