import type { CanvasRect } from 'pdfmake/interfaces';
import QRCode from 'qrcode';

/**
 * A QR code as vector squares, so the PDF renderer draws it like any ruled line: no image to
 * embed, sharp at any zoom. Dark modules next to each other on a row become one rectangle.
 */
export function qrCodeCanvas(text: string, sizePoints: number): CanvasRect[] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  // Four modules of quiet zone around the code, as scanners expect.
  const quiet = 4;
  const unit = sizePoints / (modules.size + 2 * quiet);
  const rects: CanvasRect[] = [];
  for (let row = 0; row < modules.size; row++) {
    let runStart = -1;
    for (let column = 0; column <= modules.size; column++) {
      const dark = column < modules.size && modules.get(row, column) === 1;
      if (dark && runStart < 0) runStart = column;
      if (!dark && runStart >= 0) {
        rects.push({
          type: 'rect',
          x: (quiet + runStart) * unit,
          y: (quiet + row) * unit,
          w: (column - runStart) * unit,
          h: unit,
          color: '#000000',
        });
        runStart = -1;
      }
    }
  }
  return rects;
}
