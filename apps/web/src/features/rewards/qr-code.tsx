import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * A QR code of `text` as inline SVG (drawn here, no image requested): one path of dark modules on a white
 * square with the quiet zone, sharp at any size. `label` is its accessible name.
 */
export function QrCode({ text, label, size = 160 }: { text: string; label: string; size?: number }) {
  const { path, width } = useMemo(() => {
    const { data } = encode(text, { ecc: 'M', border: 2 });
    const modules: string[] = [];
    data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) modules.push(`M${x} ${y}h1v1h-1z`);
      }),
    );
    return { path: modules.join(''), width: data.length };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${width}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className="d-block"
      data-testid="qr-code"
    >
      <rect width={width} height={width} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
