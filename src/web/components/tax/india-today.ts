import { indiaIsoDate } from '../../../shared/financial-year';

/** Today's date in India, as the server counts financial years. */
export function indiaToday(): string {
  return indiaIsoDate(new Date());
}
