import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataExportFileName } from '../../shared/api/files';
import { PRIVACY_ROUTES } from '../../shared/api/privacy-routes';
import { indiaIsoDate } from '../../shared/financial-year';
import { saveFile } from '../lib/download-link';
import { fetchFile, urlOf } from './http';

/** "Download all my data": one ZIP of every current document and what we hold. */
export function useDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const zip = await fetchFile(urlOf(PRIVACY_ROUTES.dataExport, {}), 'application/zip');
      saveFile(zip, dataExportFileName(indiaIsoDate(new Date())));
    },
    // The activity log on the same page tells of the export.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['activity'] }),
  });
}
