import { useQuery } from '@tanstack/react-query';
import type { GrievanceContactResponse } from '../../shared/api/consents';
import { PRIVACY_ROUTES } from '../../shared/api/privacy-routes';
import { callRoute } from './http';

/** Who a borrower writes to with a grievance about their data (configured on the server). */
export function getGrievanceContact(signal?: AbortSignal): Promise<GrievanceContactResponse> {
  return callRoute(PRIVACY_ROUTES.grievanceContact, { signal });
}

export function useGrievanceContact() {
  return useQuery({
    queryKey: ['grievance-contact'],
    queryFn: ({ signal }) => getGrievanceContact(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
