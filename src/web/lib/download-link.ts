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
