import { type DragEvent, useState } from 'react';

/**
 * A drop zone for one file: spread `dropZone` on the element; `dragging` is true while a file
 * is held over it. `onFile` gets the first file dropped (none when something else was dropped).
 */
export function useFileDrop(onFile: (file: File | undefined) => void) {
  const [dragging, setDragging] = useState(false);
  return {
    dragging,
    dropZone: {
      onDragOver: (event: DragEvent) => {
        event.preventDefault();
        setDragging(true);
      },
      onDragLeave: () => setDragging(false),
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        setDragging(false);
        onFile(event.dataTransfer.files[0]);
      },
    },
  };
}
