/** Asks the browser to save `url` under `fileName`, as a click on a download link does. */
export function clickDownloadLink(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Lets the browser save a file the page fetched, under its name. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  clickDownloadLink(url, fileName);
  // The browser has taken the file by the next task; the address is not needed after that.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
