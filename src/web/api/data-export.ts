import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DATA_EXPORT_PATH, dataExportFileName } from '../../shared/api/files';
import { indiaIsoDate } from '../../shared/financial-year';
import { saveFile } from '../lib/download-link';
import { fetchFile } from './http';

/** "Download all my data": one ZIP of every current document and what we hold. */
export function useDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const zip = await fetchFile(DATA_EXPORT_PATH, 'application/zip');
      saveFile(zip, dataExportFileName(indiaIsoDate(new Date())));
    },
    // The activity log on the same page tells of the export.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['activity'] }),
  });
}
